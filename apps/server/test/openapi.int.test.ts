import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is served at /api/openapi.json as OpenAPI 3, generated from the route schemas', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toContain('Fathom');
    const health = document.paths['/api/health']?.get;
    expect(health?.responses['200']).toMatchObject({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { data: { type: 'object', properties: { status: { enum: ['ok'] } } } },
          },
        },
      },
    });
    expect(document.paths['/api/health/ready']?.get?.responses).toHaveProperty('503');
  });

  it('leaves out the document itself and the web app routes', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
    expect(Object.keys(document.paths)).not.toContain('/api/openapi.json');
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});
