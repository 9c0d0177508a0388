import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `-_.:@/+=`, at most 128 characters: enough for a UUID, a trace id or a proxy's id. */
const safeRequestId = /^[A-Za-z0-9\-_.:@/+=]{1,128}$/;

/**
 * The id of a request: the caller's X-Request-Id when it is safe to repeat in logs and headers (one value,
 * of the characters and length above), else a new UUID. A proxy's id thus follows the request through.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && safeRequestId.test(header) ? header : randomUUID();
}

/** Fastify's genReqId: the id every log line of the request carries (as reqId). */
export function generateRequestId(request: IncomingMessage): string {
  return requestIdOf(request.headers[REQUEST_ID_HEADER]);
}

/** Every answer names its request's id, so a customer's report or a proxy's log finds the server's lines. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
