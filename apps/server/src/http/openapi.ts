import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';

/** Collects every route's zod schemas; must be registered before the routes. */
export async function registerOpenApiCollector(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${config.productName} customer portal API`,
        description:
          'Every route of the portal under /api. Success bodies are `{ data }`; errors `{ message, errors? }`. ' +
          'No text in a body, query string or path may hold a control character (U+0000 to U+001F but tab, ' +
          'line feed and carriage return; U+007F to U+009F): such a request answers 422 and changes nothing.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'fathom_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiDocument(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
