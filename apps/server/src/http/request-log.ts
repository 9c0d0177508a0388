import type { Span } from '@opentelemetry/api';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { asWorkOf, inSpanOf } from '../logging/request-context';
import { endRequestSpan, startRequestSpan } from '../observability/tracing';

/** The route's template (`/api/restify/items/:itemId`), or `unmatched`: never the ids or values of the URL. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route !== undefined && !route.includes('*') ? route : 'unmatched';
}

/** The signed-in person acting (the staff member when viewing as a customer), and the customer viewed. */
function actors(request: FastifyRequest): { userId: string | null; viewedUserId?: string } {
  const auth = request.auth;
  if (!auth) return { userId: null };
  if (auth.viewAs) return { userId: auth.viewAs.staff.id, viewedUserId: auth.user.id };
  return { userId: auth.user.id };
}

/**
 * One JSON line per answer instead of Fastify's two, for an operator to search: the request's id (`reqId`), its
 * method and route template (`/api/restify/items/:itemId`, never the ids, values or query it carried), status,
 * duration in milliseconds and the signed-in user's id (never an email or a name); with the error when it failed.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      ...actors(request),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * Each request's work runs as its own (logging/request-context.ts), so the jobs and emails it queues log the same
 * `reqId` when they run; with tracing on, inside the request's span, which continues the caller's `traceparent`
 * and is the parent of every span the request starts. Registered before every other hook, so that all of them
 * and the handler run inside it.
 */
export function runRequestsAsTheirWork(app: FastifyInstance): void {
  const spans = new WeakMap<FastifyRequest, Span>();
  app.addHook('onRequest', (request, _reply, done) =>
    asWorkOf(request.id, () => {
      const header = request.headers.traceparent;
      const span = startRequestSpan(request.method, typeof header === 'string' ? header : undefined);
      if (!span) return done();
      spans.set(request, span);
      return inSpanOf(span, done);
    }),
  );
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) endRequestSpan(span, { route: routeOf(request), status: reply.statusCode }, request.method);
    done();
  });
}
