import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

/**
 * The work running now: the request it belongs to (its handler, and the jobs and emails it queued when they run),
 * so the lines an operator searches for one request carry its id as `reqId` wherever they are written; and, when
 * tracing is on, the span it runs in (observability/tracing.ts), parent of the spans it starts.
 */
interface Work {
  requestId: string | null;
  span: Span | null;
}

const context = new AsyncLocalStorage<Work>();

export function currentRequestId(): string | null {
  return context.getStore()?.requestId ?? null;
}

export function currentSpan(): Span | null {
  return context.getStore()?.span ?? null;
}

/** Runs `fn` as the work of request `requestId` (as no request's when it is null), in no span yet. */
export function asWorkOf<T>(requestId: string | null, fn: () => T): T {
  return context.run({ requestId, span: null }, fn);
}

/** Runs `fn` inside `span`, as the same request's work. */
export function inSpanOf<T>(span: Span, fn: () => T): T {
  return context.run({ requestId: currentRequestId(), span }, fn);
}
