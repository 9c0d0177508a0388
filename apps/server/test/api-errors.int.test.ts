import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../src/http/domain-errors';
import { HttpError } from '../src/http/errors';
import { startTestServer, type TestServer } from './test-server';

const jsonApi = { accept: 'application/vnd.api+json', 'content-type': 'application/vnd.api+json' };

describe('API error answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      publicTestRoutes: [
        'GET /api/test/explodes',
        'GET /api/test/conflict',
        'GET /api/test/reused-key',
        'GET /api/test/too-many',
        'GET /api/test/rule/:kind',
        'POST /api/test/echo',
      ],
      beforeListen(app) {
        app.get('/api/test/explodes', async () => {
          throw new Error('connection string postgres://admin:hunter2@db/internal failed');
        });
        app.get('/api/test/conflict', async () => {
          throw new HttpError(409, 'This kit is already registered.', { kit: ['Already registered.'] });
        });
        app.get('/api/test/reused-key', async () => {
          throw new DomainError('invalid', 'Used for another order.', undefined, 'idempotency_key_reused');
        });
        app.get('/api/test/too-many', async () => {
          throw new HttpError(429, 'Too many attempts.');
        });
        app.get('/api/test/rule/:kind', async (request) => {
          const { kind } = request.params as { kind: 'invalid' | 'not_found' | 'unavailable' };
          throw new DomainError(kind, 'The rule says no.', { field: ['The rule says no.'] });
        });
        app.post(
          '/api/test/echo',
          {
            schema: {
              body: z.object({ email: z.email('The email must be a valid email address.'), age: z.number() }),
            },
          },
          async (request) => ({ data: request.body }),
        );
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an unknown API path with 404 "Not found."', async () => {
    const response = await fetch(`${server.url}/api/definitely/not/here`, { headers: jsonApi });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('hides the details of an unexpected failure behind a generic 500', async () => {
    const response = await fetch(`${server.url}/api/test/explodes`, { headers: jsonApi });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: 'server_error',
      message: 'A server error occurred during request execution',
    });
    expect(body).not.toContain('hunter2');
    expect(body).not.toContain('at ');
  });

  it('answers an HttpError with its own status, message and field errors', async () => {
    const response = await fetch(`${server.url}/api/test/conflict`, { headers: jsonApi });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: 'conflict',
      message: 'This kit is already registered.',
      errors: { kit: ['Already registered.'] },
    });
  });

  it("answers a service's DomainError with the status of its kind, its message and field errors", async () => {
    const statuses: Record<string, number> = { invalid: 422, not_found: 404, unavailable: 503 };
    for (const [kind, status] of Object.entries(statuses)) {
      const response = await fetch(`${server.url}/api/test/rule/${kind}`, { headers: jsonApi });
      expect(response.status, kind).toBe(status);
      expect(await response.json()).toEqual({
        code: kind,
        message: 'The rule says no.',
        errors: { field: ['The rule says no.'] },
      });
    }
  });

  it('names a failure the browser acts on by its own code, and any other by its status', async () => {
    const reused = await fetch(`${server.url}/api/test/reused-key`, { headers: jsonApi });
    expect([reused.status, await reused.json()]).toEqual([
      422,
      { code: 'idempotency_key_reused', message: 'Used for another order.' },
    ]);
    const tooMany = await fetch(`${server.url}/api/test/too-many`, { headers: jsonApi });
    expect([tooMany.status, await tooMany.json()]).toEqual([
      429,
      { code: 'too_many_requests', message: 'Too many attempts.' },
    ]);
  });

  it('answers invalid input with 422, the first message, and messages per field', async () => {
    const response = await fetch(`${server.url}/api/test/echo`, {
      method: 'POST',
      headers: jsonApi,
      body: JSON.stringify({ email: 'not-an-email', age: 'old' }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      code: string;
      message: string;
      errors: Record<string, string[]>;
    };
    expect(body.code).toBe('invalid');
    expect(body.message).toBe('The email must be a valid email address.');
    expect(body.errors.email).toEqual(['The email must be a valid email address.']);
    expect(body.errors.age).toHaveLength(1);
  });

  it('answers a body that is not JSON with 422, never 500', async () => {
    for (const body of ['{"email": ', 'null', '']) {
      const response = await fetch(`${server.url}/api/test/echo`, { method: 'POST', headers: jsonApi, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'invalid', message: expect.any(String) });
    }
  });

  it('accepts JSON bodies sent as application/json and as application/vnd.api+json', async () => {
    for (const contentType of ['application/json', 'application/vnd.api+json']) {
      const response = await fetch(`${server.url}/api/test/echo`, {
        method: 'POST',
        headers: { accept: 'application/vnd.api+json', 'content-type': contentType },
        body: JSON.stringify({ email: 'sam@example.com', age: 34 }),
      });
      expect(response.status, contentType).toBe(200);
      expect(await response.json()).toEqual({ data: { email: 'sam@example.com', age: 34 } });
    }
  });
});
