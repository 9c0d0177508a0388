import {
  type Attributes,
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { currentSpan, inSpanOf } from '../logging/request-context';

export { SpanKind };

/**
 * Tracing with OpenTelemetry, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (config.tracing): spans go in batches
 * to `<endpoint>/v1/traces` (OTLP over HTTP). A request's span continues the caller's W3C `traceparent`; the jobs a
 * request queues keep its `traceparent` in their data and continue the trace when they run. Off, every function
 * here costs a check of one variable.
 */
let active: { provider: TracerProvider; tracer: Tracer } | null = null;
const propagator = new W3CTraceContextPropagator();

/**
 * How long one batch may take to reach the collector, and how long a stop waits for the spans still held: a collector
 * that is down or stalled costs the spans, never the server's answers or its stop (the library's defaults are 10 s
 * a request and 30 s a batch).
 */
const EXPORT_TIMEOUT_MS = 3_000;
const STOP_WAIT_MS = 2_000;

export function startTracing(settings: { endpoint: string; serviceName: string }): void {
  if (active) return;
  const exporter = new OTLPTraceExporter({
    url: `${settings.endpoint.replace(/\/$/, '')}/v1/traces`,
    timeoutMillis: EXPORT_TIMEOUT_MS,
  });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter, exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  active = { provider, tracer: provider.getTracer('fathom') };
}

/** Sends the spans still held and stops (the server's close), waiting STOP_WAIT_MS at most for the collector. */
export async function stopTracing(): Promise<void> {
  const stopping = active;
  active = null;
  if (!stopping) return;
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STOP_WAIT_MS);
    timer.unref();
  });
  // A failed or late export loses spans, which is all it may cost.
  await Promise.race([stopping.provider.shutdown().catch(() => undefined), waited]);
  clearTimeout(timer);
}

/** The context of a W3C `traceparent` value (the root when it is missing or malformed). */
function remoteParent(traceparent: string | null | undefined): Context {
  if (!traceparent) return ROOT_CONTEXT;
  return propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
}

function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Runs `fn` in a new span: a child of the current work's span, or of `parent` (a `traceparent`; null: a new trace)
 * when given. The span ends when `fn`'s answer settles, failed if it threw. `fn` starts at once, in this turn.
 */
export function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: string | null },
  fn: () => T,
): T {
  if (!active) return fn();
  const current = currentSpan();
  const parent =
    options.parent !== undefined
      ? remoteParent(options.parent)
      : current
        ? trace.setSpan(ROOT_CONTEXT, current)
        : ROOT_CONTEXT;
  const span = active.tracer.startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  let result: T;
  try {
    result = inSpanOf(span, fn);
  } catch (error) {
    failed(span, error);
    span.end();
    throw error;
  }
  if (result instanceof Promise) {
    return result.then(
      (value: unknown) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        failed(span, error);
        span.end();
        throw error;
      },
    ) as T;
  }
  span.end();
  return result;
}

/** A request's span, continuing the caller's `traceparent`; null when tracing is off. Ended by `endRequestSpan`. */
export function startRequestSpan(method: string, traceparent: string | undefined): Span | null {
  if (!active) return null;
  return active.tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    remoteParent(traceparent),
  );
}

export function endRequestSpan(span: Span, answer: { route: string; status: number }, method: string): void {
  span.updateName(`${method} ${answer.route}`);
  span.setAttributes({ 'http.route': answer.route, 'http.response.status_code': answer.status });
  if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The current span as a W3C `traceparent`, to pass on (a job's data, a call's header); null without one. */
export function currentTraceparent(): string | null {
  const span = active ? currentSpan() : null;
  if (!span) return null;
  const carrier: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, defaultTextMapSetter);
  return carrier.traceparent ?? null;
}

/** Headers that pass the trace on to an HTTP call (none when there is no current span). */
export function traceHeaders(): Record<string, string> {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}

/**
 * An integration whose every call is a client span (`<kind>.<method>`), e.g. the card processor's createIntent:
 * its own calls to the vendor are not otherwise seen. The object is returned as it is when tracing is off.
 */
export function traced<T extends object>(kind: string, adapter: T): T {
  if (!active) return adapter;
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) =>
        inSpan(`${kind}.${property}`, { kind: SpanKind.CLIENT }, () => value.apply(target, args));
    },
  });
}
