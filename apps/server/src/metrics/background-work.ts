import type { QueueReading } from '../jobs/job-repository';
import type { Metrics } from './metrics';

/** What each room reads of its own background work, at each scrape (each one statement, through an index). */
export interface BackgroundReadings {
  queues(): Promise<QueueReading[]>;
  outbox(): Promise<{ queued: number; failed: number; oldest_unsent_seconds: number }>;
  payments(): Promise<{ status: string; count: number; oldest_seconds: number }[]>;
  failedRenewals(): Promise<number>;
  lab(): Promise<{
    last_day: Record<'AA' | 'AE' | 'AR' | 'none', number>;
    last_received_at: Date | null;
    held: number;
    awaiting_registration: number;
  }>;
}

/**
 * One read shared by the gauges of one scrape: a scrape collects its gauges at once, and each asks for the reading;
 * those that ask while it runs share it, and the next scrape reads again.
 */
function perScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (running) return running;
    const reading = read().finally(() => {
      running = null;
    });
    running = reading;
    return reading;
  };
}

/**
 * The work the portal does out of sight, as an operator watches it (docs/operations/prometheus-alerts.yml alerts
 * on it): per job queue, runs waiting, running and failed with the oldest wait; emails being tried and given up,
 * with the age of the oldest still tried (the sent total is counted as they go: countEmailsSent); payments waiting to be
 * settled; storage renewals declined; the lab's messages of the last day, its latest, and results held. A reading
 * that fails (the database away) leaves its gauges empty for that scrape and is counted, so /metrics still answers.
 */
export function measureBackgroundWork(metrics: Metrics, readings: BackgroundReadings) {
  /** This scrape's reading of each source, which the error counter (collected last) waits for. */
  const scrape = new Map<string, Promise<unknown>>();

  /** A gauge set from a shared reading at each scrape; emptied when the reading fails. */
  function gaugeOf<T, L extends string = never>(
    source: string,
    read: () => Promise<T>,
    config: { name: string; help: string; labelNames?: readonly L[] },
    set: (gauge: { set(labels: Record<L, string>, value: number): void }, reading: T) => void,
  ) {
    metrics.gauge<L>({
      ...config,
      async collect() {
        this.reset();
        const reading = read();
        scrape.set(source, reading);
        try {
          set({ set: (labels, value) => this.set(labels, value) }, await reading);
        } catch {
          // Counted by fathom_metrics_reading_errors_total; the gauge stays empty for this scrape.
        }
      },
    });
  }

  const queues = perScrape(readings.queues);
  gaugeOf(
    'queues',
    queues,
    {
      name: 'fathom_jobs',
      help: 'Jobs of each queue now: waiting (due, not started), active (running) and failed (no retry left)',
      labelNames: ['queue', 'state'],
    },
    (gauge, all) => {
      for (const queue of all) {
        gauge.set({ queue: queue.name, state: 'waiting' }, queue.waiting);
        gauge.set({ queue: queue.name, state: 'active' }, queue.active);
        gauge.set({ queue: queue.name, state: 'failed' }, queue.failed);
      }
    },
  );
  gaugeOf(
    'queues',
    queues,
    {
      name: 'fathom_jobs_oldest_waiting_seconds',
      help: 'How long the job due the longest has waited to start, per queue (0 when none waits)',
      labelNames: ['queue'],
    },
    (gauge, all) => {
      for (const queue of all) gauge.set({ queue: queue.name }, queue.oldest_waiting_seconds);
    },
  );

  const outbox = perScrape(readings.outbox);
  gaugeOf(
    'outbox',
    outbox,
    {
      name: 'fathom_emails',
      help: 'Emails not sent: queued (still being tried) and failed (given up, for staff to send again)',
      labelNames: ['state'],
    },
    (gauge, reading) => {
      gauge.set({ state: 'queued' }, reading.queued);
      gauge.set({ state: 'failed' }, reading.failed);
    },
  );
  gaugeOf(
    'outbox',
    outbox,
    {
      name: 'fathom_emails_oldest_unsent_seconds',
      help: 'How long ago the oldest email still being tried was queued (0 when none is)',
    },
    (gauge, reading) => gauge.set({}, reading.oldest_unsent_seconds),
  );

  const payments = perScrape(readings.payments);
  gaugeOf(
    'payments',
    payments,
    {
      name: 'fathom_payments_waiting',
      help: 'Payment attempts not settled yet: pending (ours to settle) and requires_action (the bank asks the customer)',
      labelNames: ['status'],
    },
    (gauge, all) => {
      for (const status of all) gauge.set({ status: status.status }, status.count);
    },
  );
  gaugeOf(
    'payments',
    payments,
    {
      name: 'fathom_payments_oldest_waiting_seconds',
      help: 'Age of the oldest payment attempt not settled yet, by status (0 when none is)',
      labelNames: ['status'],
    },
    (gauge, all) => {
      for (const status of all) gauge.set({ status: status.status }, status.oldest_seconds);
    },
  );

  gaugeOf(
    'renewals',
    readings.failedRenewals,
    {
      name: 'fathom_storage_renewals_failed',
      help: "Active storage plans' renewals whose last attempt was declined (the admin's Money and messages)",
    },
    (gauge, count) => gauge.set({}, count),
  );

  const lab = perScrape(readings.lab);
  gaugeOf(
    'lab',
    lab,
    {
      name: 'fathom_lab_messages_last_day',
      help: "The lab's messages received in the last 24 hours, by acknowledgement code (none: not acknowledged)",
      labelNames: ['ack_code'],
    },
    (gauge, reading) => {
      for (const [code, count] of Object.entries(reading.last_day)) gauge.set({ ack_code: code }, count);
    },
  );
  gaugeOf(
    'lab',
    lab,
    {
      name: 'fathom_lab_last_message_timestamp_seconds',
      help: "When the lab's latest message arrived, in Unix seconds (0 when none ever has)",
    },
    (gauge, reading) => gauge.set({}, (reading.last_received_at?.getTime() ?? 0) / 1000),
  );
  gaugeOf(
    'lab',
    lab,
    {
      name: 'fathom_lab_results',
      help: "The lab's results waiting on people: held (for staff) and awaiting_registration (for the customer)",
      labelNames: ['state'],
    },
    (gauge, reading) => {
      gauge.set({ state: 'held' }, reading.held);
      gauge.set({ state: 'awaiting_registration' }, reading.awaiting_registration);
    },
  );

  // Registered last, so collected after every gauge above has asked for its reading.
  const sources = ['queues', 'outbox', 'payments', 'renewals', 'lab'];
  metrics.counter({
    name: 'fathom_metrics_reading_errors_total',
    help: 'Scrapes at which a reading of background work failed (its gauges were left empty), by source',
    labelNames: ['source'],
    async collect() {
      for (const source of sources) this.inc({ source }, 0);
      const readings = [...scrape];
      scrape.clear();
      for (const [source, reading] of readings) {
        await reading.catch(() => this.inc({ source }));
      }
    },
  });
}

/** Counts the emails this instance hands to the relay: the outbox calls it after each one it sends. */
export function countEmailsSent(metrics: Metrics): () => void {
  const sent = metrics.counter({
    name: 'fathom_emails_sent_total',
    help: 'Emails this instance handed to the mail relay',
  });
  sent.inc(0);
  return () => sent.inc();
}
