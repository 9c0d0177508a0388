import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * A stop waits for every request handler still running, even one whose client has gone away: its work (an
 * order being paid, say) must reach the database before the connections to it close. A handler that answers
 * by promise (an async handler) counts until the promise settles. Call before any route is added.
 */
export function finishHandlersBeforeClose(app: FastifyInstance): void {
  let running = 0;
  let onIdle: (() => void) | null = null;
  const finished = () => {
    running -= 1;
    if (running === 0) onIdle?.();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function countedHandler(this: FastifyInstance, request, reply) {
      running += 1;
      let answer: unknown;
      try {
        answer = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      // Only a promise: the reply a handler may return is thenable too, and settles when the answer is sent.
      if (answer instanceof Promise) return answer.finally(finished);
      finished();
      return answer;
    } as RouteHandlerMethod;
  });
  // preClose runs while the server still listens (new requests get 503): the stop goes on once all are done.
  app.addHook('preClose', async () => {
    if (running > 0) await new Promise<void>((resolve) => (onIdle = resolve));
  });
}
