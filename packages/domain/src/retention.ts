/**
 * How long each log that grows without bound is kept after the moment it is measured from (ADR 055's table).
 * Six years is HIPAA's retention of documentation (45 CFR 164.316(b)(2)) and the span of an accounting of
 * disclosures (164.528). Records (orders, payments, results, vials, signed documents) are not logs and are not here.
 */
export const retention = {
  /** Who read a result, from the read. */
  resultViews: { years: 6 },
  /** Staff actions and reads, from the moment. */
  staffAudit: { years: 6 },
  /** Support's views as a customer, from when the view began. */
  viewAsGrants: { years: 6 },
  /**
   * A message from the lab and the reports read from it, from when it arrived (CLIA asks two years of the lab; the
   * result it made is a record and stays). One still waiting for staff or for its kit's registration stays too.
   */
  labMessages: { years: 6 },
  /** An e-mail sent, from when it was sent (unsent ones stay until sent or given up). */
  sentEmails: { months: 13 },
  /** A processor's webhook id, from when it arrived: the processor retries for three days. */
  processorEvents: { days: 90 },
  /** A session, sign-in link or password reset, from when it expired or ended. */
  signInSecrets: { days: 30 },
  /** An order's idempotency key, from the order: a client retries within minutes. */
  orderIdempotencyKeys: { days: 7 },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionPeriod = { years: number } | { months: number } | { days: number };

export type RetainedLog = keyof typeof retention;

/** The most rows one statement deletes, so a day's deletion never holds a large table's locks for long. */
export const RETENTION_BATCH = 10_000;

/** The moment before which a log's rows are deleted at `now`: calendar years and months in UTC, days of 24 hours. */
export function retentionCutoff(log: RetainedLog, now: Date): Date {
  const period: RetentionPeriod = retention[log];
  const cutoff = new Date(now);
  if ('years' in period) cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.years);
  else if ('months' in period) cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  else cutoff.setTime(cutoff.getTime() - period.days * 86_400_000);
  return cutoff;
}
