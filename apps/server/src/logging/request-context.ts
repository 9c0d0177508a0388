import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request whose work is running (its handler, and the jobs and emails it queued when they run), so
 * the lines an operator searches for one request carry it as `reqId`, wherever they are written.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | null {
  return context.getStore()?.requestId ?? null;
}

/** Runs `fn` as the work of request `requestId` (as no request's when it is null). */
export function asWorkOf<T>(requestId: string | null, fn: () => T): T {
  return requestId === null ? context.exit(fn) : context.run({ requestId }, fn);
}
