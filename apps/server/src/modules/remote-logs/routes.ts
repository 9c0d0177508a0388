import { timingSafeEqual } from 'node:crypto';
import { errorBodySchema, nullDataSchema } from '@fathom/contract/common';
import { REMOTE_LOG_LEVELS } from '@fathom/domain/analytics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { AttemptLimiter } from '../../http/rate-limit';
import { scrubLogContext, scrubLogText } from '../../logging/log-scrubbing';

/** The key the portal's pages send when no REMOTE_LOG_API_KEY is set: it names the client, it is not a secret. */
export { DEFAULT_REMOTE_LOG_API_KEY } from '../../config/config-defaults';

const MAX_CONTEXT_CHARACTERS = 4_000;
const levels = { INFO: 'info', DEBUG: 'debug', WARNING: 'warn', ERROR: 'error' } as const;

const sameKey = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** POST /api/logs: the browser's own log lines (errors it met), written to the server's log. */
export function registerRemoteLogRoutes(
  app: FastifyInstance,
  deps: { apiKey: string; limiter: AttemptLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/logs',
    {
      schema: {
        tags: ['logging'],
        summary:
          'A log line from the portal in the browser (api-key header); card numbers, emails, dates, kit codes, tokens and ids are removed',
        headers: z.object({ 'api-key': z.string().max(200).optional() }),
        body: z.object({
          level: z.enum(REMOTE_LOG_LEVELS),
          message: z.string().min(1).max(2_000),
          context: z.record(z.string(), z.unknown()).default({}),
        }),
        response: { 200: nullDataSchema, 401: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!sameKey(request.headers['api-key'] ?? '', deps.apiKey))
        throw new HttpError(401, 'The api-key header is missing or wrong.');
      await deps.limiter.consume(request, reply, request.ip);
      const context = scrubLogContext(request.body.context).slice(0, MAX_CONTEXT_CHARACTERS);
      request.log[levels[request.body.level]]({ remote: true, context }, scrubLogText(request.body.message));
      return { data: null };
    },
  );
}
