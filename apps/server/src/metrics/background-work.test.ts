import { describe, expect, it } from 'vitest';
import { type BackgroundReadings, measureBackgroundWork } from './background-work';
import { createMetrics } from './metrics';

function readings(
  overrides: Partial<BackgroundReadings> = {},
): BackgroundReadings & { calls: Record<string, number> } {
  const calls: Record<string, number> = {};
  const counted =
    <T>(name: string, value: T) =>
    async () => {
      calls[name] = (calls[name] ?? 0) + 1;
      return value;
    };
  return {
    calls,
    queues: counted('queues', [
      { name: 'send-email', waiting: 2, active: 1, failed: 0, oldest_waiting_seconds: 42.5 },
    ]),
    outbox: counted('outbox', { queued: 2, failed: 1, oldest_unsent_seconds: 30 }),
    payments: counted('payments', [
      { status: 'pending', count: 0, oldest_seconds: 0 },
      { status: 'requires_action', count: 3, oldest_seconds: 600 },
    ]),
    failedRenewals: counted('renewals', 1),
    lab: counted('lab', {
      last_day: { AA: 5, AE: 1, AR: 0, none: 0 },
      last_received_at: new Date('2026-12-06T10:00:00Z'),
      held: 2,
      awaiting_registration: 0,
    }),
    ...overrides,
  };
}

describe('the metrics of background work', () => {
  it('reads each source once per scrape, however many gauges it feeds', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const sources = readings();
    measureBackgroundWork(metrics, sources);
    const text = await metrics.render();
    expect(sources.calls).toEqual({ queues: 1, outbox: 1, payments: 1, renewals: 1, lab: 1 });
    expect(text).toContain('fathom_jobs{queue="send-email",state="waiting"} 2');
    expect(text).toContain('fathom_jobs_oldest_waiting_seconds{queue="send-email"} 42.5');
    expect(text).toContain('fathom_emails{state="failed"} 1');
    expect(text).toContain('fathom_payments_oldest_waiting_seconds{status="requires_action"} 600');
    expect(text).toContain('fathom_lab_last_message_timestamp_seconds 1796551200');
    await metrics.render();
    expect(sources.calls.outbox).toBe(2);
  });

  it('answers without a source that fails, counts the failure, and shows no stale values of it', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    let outboxDown = false;
    const sources = readings({
      outbox: async () => {
        if (outboxDown) throw new Error('connection terminated');
        return { queued: 4, failed: 0, oldest_unsent_seconds: 5 };
      },
    });
    measureBackgroundWork(metrics, sources);
    expect(await metrics.render()).toContain('fathom_emails{state="queued"} 4');
    outboxDown = true;
    const text = await metrics.render();
    expect(text).not.toContain('fathom_emails{state=');
    expect(text).toContain('fathom_metrics_reading_errors_total{source="outbox"} 1');
    expect(text).toContain('fathom_metrics_reading_errors_total{source="lab"} 0');
    expect(text).toContain('fathom_jobs{queue="send-email",state="active"} 1');
  });
});
