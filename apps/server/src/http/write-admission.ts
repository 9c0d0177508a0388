import { BUSY_MESSAGE } from '@fathom/domain/http-errors';
import type { FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';

export interface AdmissionSettings {
  /** How many requests are served at once; the others wait their turn, first come first served. */
  atOnce: number;
  /** A request whose expected wait is longer than this is refused at once (0: any wait is refused). */
  maxWaitMs: number;
}

/** A request let in: `release` once its work is done, which lets the next waiting one in. */
export type Admitted = { admitted: Promise<() => void> };
/** A request refused: nothing was done, and it may be sent again after this many seconds. */
export type Refused = { retryAfterSeconds: number };

/** Until a request has been measured, one is expected to take this long. */
const FIRST_GUESS_MS = 50;
/** How much the latest request weighs in the running mean of how long one takes. */
const LATEST_WEIGHT = 0.2;

/**
 * A first-come-first-served queue in front of a resource that serves few at a time. Each request either enters
 * (at once, or when the requests ahead of it are done) or is refused straight away when its expected wait, the
 * requests ahead of it times the recent mean time of one over how many run at once, exceeds `maxWaitMs`.
 */
export function createAdmissionQueue(
  settings: AdmissionSettings,
  now: () => number = () => performance.now(),
) {
  let running = 0;
  let meanMs = FIRST_GUESS_MS;
  const waiting: (() => void)[] = [];

  const expectedWaitMs = () =>
    running < settings.atOnce && waiting.length === 0 ? 0 : ((waiting.length + 1) * meanMs) / settings.atOnce;

  function start(): () => void {
    running += 1;
    const started = now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      meanMs += LATEST_WEIGHT * (now() - started - meanMs);
      running -= 1;
      const next = waiting.shift();
      next?.();
    };
  }

  return {
    enter(): Admitted | Refused {
      const waitMs = expectedWaitMs();
      if (waitMs === 0) return { admitted: Promise.resolve(start()) };
      if (waitMs > settings.maxWaitMs) return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      return { admitted: new Promise((resolve) => waiting.push(() => resolve(start()))) };
    },
    /** What the queue holds now (metrics, tests). */
    state: () => ({ running, waiting: waiting.length, meanMs }),
  };
}

export type AdmissionQueue = ReturnType<typeof createAdmissionQueue>;

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function writesThroughApi(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  const isApi = url === '/api' || url.startsWith('/api/');
  const isHealth = url === '/api/health' || url.startsWith('/api/health/');
  return isApi && !isHealth && methods.some((name) => !readOnlyMethods.has(name.toUpperCase()));
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .send({ code: 'unavailable', message: BUSY_MESSAGE });
}

/**
 * Lets the API's writing requests (any method but GET, HEAD and OPTIONS) reach their handlers through one
 * admission queue: a refused request is answered 503 with Retry-After before its handler runs, so it changed
 * nothing and may be sent again as it was (an order with the same Idempotency-Key). Reads are not queued. Call
 * before finishHandlersBeforeClose, so that a stop waits for the requests still queued as well.
 */
export function admitWritesInTurn(app: FastifyInstance, queue: AdmissionQueue): void {
  app.addHook('onRoute', (route) => {
    if (!writesThroughApi(route.method, route.url)) return;
    const handler = route.handler;
    route.handler = function admittedHandler(this: FastifyInstance, request, reply) {
      const entry = queue.enter();
      if ('retryAfterSeconds' in entry) {
        request.log.warn({ retryAfterSeconds: entry.retryAfterSeconds }, 'request refused: too many waiting');
        return refuse(reply, entry.retryAfterSeconds);
      }
      return entry.admitted.then(async (release) => {
        try {
          return await handler.call(this, request, reply);
        } finally {
          release();
        }
      });
    } as RouteHandlerMethod;
  });
}
