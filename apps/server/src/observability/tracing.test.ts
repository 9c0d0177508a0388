import { describe, expect, it } from 'vitest';
import { currentTraceparent, inSpan, SpanKind, traced, traceHeaders } from './tracing';

describe('tracing, off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('runs the work as it is, passes no trace on, and leaves integrations unwrapped', async () => {
    expect(inSpan('work', { kind: SpanKind.INTERNAL }, () => 42)).toBe(42);
    await expect(inSpan('work', {}, async () => 'done')).resolves.toBe('done');
    expect(() =>
      inSpan('work', {}, () => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(currentTraceparent()).toBeNull();
    expect(traceHeaders()).toEqual({});
    const adapter = { send: async () => 'sent' };
    expect(traced('email', adapter)).toBe(adapter);
  });
});
