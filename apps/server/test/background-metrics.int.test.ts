import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { orderRequest, placeOrder } from './checkout-requests';
import { freePort } from './free-port';
import { semenAnalysisOru, sendWithLibraryClient } from './lab/lab-messages';
import { startTestServer, type TestServer } from './test-server';

const token = 'metrics-test-token-0123456789abcdef0123456789';
const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** One sample's value from Prometheus text: `name{labels} value`, with the labels in the order the server writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics: the work done out of sight', () => {
  let server: TestServer;
  let labPort: number;
  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  const count = async (sql: string) => Number((await server.db.query<{ n: number }>(sql)).rows[0]?.n);

  beforeAll(async () => {
    labPort = await freePort();
    server = await startTestServer({ env: { METRICS_TOKEN: token, LAB_HL7_PORT: String(labPort) } });
  });
  afterAll(async () => server?.close());

  it('follows the outbox: queued, sent, given up, and the age of the oldest still tried', async () => {
    await server.drainOutbox();
    const before = await scrape();
    expect(sample(before, 'fathom_emails{state="queued"}')).toBe(0);
    expect(sample(before, 'fathom_emails_oldest_unsent_seconds')).toBe(0);
    const failedBefore = sample(before, 'fathom_emails{state="failed"}') ?? Number.NaN;
    const sentBefore = sample(before, 'fathom_emails_sent_total') ?? Number.NaN;
    const waitingBefore = sample(before, 'fathom_jobs{queue="send-email",state="waiting"}') ?? Number.NaN;

    const message = (n: number) => ({ to: `metrics-${n}@example.com`, subject: 'Hello', text: 'Hello.' });
    const first = await server.outbox.queue(server.db, message(1));
    await server.outbox.queue(server.db, message(2));
    await server.outbox.queue(server.db, message(3));
    // Two of the three as time and the relay would leave them: one queued 20 minutes ago, one given up.
    await server.db.query(`UPDATE outbox SET created_at = now() - interval '20 minutes' WHERE id = $1`, [
      first,
    ]);
    const queued = await scrape();
    expect(sample(queued, 'fathom_emails{state="queued"}')).toBe(3);
    expect(sample(queued, 'fathom_emails_oldest_unsent_seconds')).toBeGreaterThanOrEqual(1200);
    expect(sample(queued, 'fathom_jobs{queue="send-email",state="waiting"}')).toBe(waitingBefore + 3);

    expect(await server.drainOutbox()).toBe(3);
    const sent = await scrape();
    expect(sample(sent, 'fathom_emails{state="queued"}')).toBe(0);
    expect(sample(sent, 'fathom_emails_sent_total')).toBe(sentBefore + 3);
    expect(sample(sent, 'fathom_jobs{queue="send-email",state="waiting"}')).toBe(waitingBefore);

    const given = await server.outbox.queue(server.db, message(4));
    await server.db.query('UPDATE outbox SET failed_at = now() WHERE id = $1', [given]);
    const failed = await scrape();
    expect(sample(failed, 'fathom_emails{state="failed"}')).toBe(failedBefore + 1);
    expect(sample(failed, 'fathom_emails{state="queued"}')).toBe(0);
  });

  it('lists every queue, and a payment waiting on the bank as it starts', async () => {
    const text = await scrape();
    for (const queue of ['send-email', 'settle-pending-payments', 'owed-order-confirmations']) {
      expect(sample(text, `fathom_jobs{queue="${queue}",state="failed"}`)).toBe(0);
      expect(sample(text, `fathom_jobs_oldest_waiting_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0);
    }
    const waiting = sample(text, 'fathom_payments_waiting{status="requires_action"}') ?? Number.NaN;
    expect(waiting).toBe(
      await count("SELECT count(*)::int AS n FROM payment_attempts WHERE status = 'requires_action'"),
    );
    const placed = await placeOrder(
      server,
      orderRequest({
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_authentication_required' },
      }),
    );
    expect(placed.status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'fathom_payments_waiting{status="requires_action"}')).toBe(waiting + 1);
    expect(
      sample(after, 'fathom_payments_oldest_waiting_seconds{status="requires_action"}'),
    ).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'fathom_payments_waiting{status="pending"}')).toBe(
      await count("SELECT count(*)::int AS n FROM payment_attempts WHERE status = 'pending'"),
    );
  });

  it("reads the demo world's declined renewal as the admin's list counts it", async () => {
    const text = await scrape();
    // alex's monthly plan: its renewal declined three times, on the admin's Money and messages.
    expect(sample(text, 'fathom_storage_renewals_failed')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'fathom_storage_renewals_failed')).toBe(
      await count(
        `SELECT count(*)::int AS n FROM payment_dues d JOIN subscriptions s ON s.id = d.owner_id
          WHERE d.owner_kind = 'storage_plan' AND d.status IN ('declined', 'failed') AND s.status = 'active'`,
      ),
    );
  });

  it('follows the lab: a message received and acknowledged, its result held for staff, and when it came', async () => {
    const before = await scrape();
    const accepted = sample(before, 'fathom_lab_messages_last_day{ack_code="AA"}') ?? Number.NaN;
    const held = sample(before, 'fathom_lab_results{state="held"}') ?? Number.NaN;
    const sentAt = Date.now();
    // A result for a kit Fathom does not know: acknowledged, and held for staff to match.
    const ack = await sendWithLibraryClient(labPort, semenAnalysisOru({ kit: 'FK-NOSUCH-0001' }).text);
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AA');
    const after = await scrape();
    expect(sample(after, 'fathom_lab_messages_last_day{ack_code="AA"}')).toBe(accepted + 1);
    expect(sample(after, 'fathom_lab_results{state="held"}')).toBe(held + 1);
    expect(sample(after, 'fathom_lab_results{state="awaiting_registration"}')).toBe(
      await count("SELECT count(*)::int AS n FROM lab_reports WHERE state = 'awaiting_registration'"),
    );
    const latest = sample(after, 'fathom_lab_last_message_timestamp_seconds') ?? Number.NaN;
    expect(latest * 1000).toBeGreaterThanOrEqual(sentAt - 1_000);
    expect(latest * 1000).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('alerts only on what it serves: every rule of docs/operations/prometheus-alerts.yml is PromQL, read by Prometheus’s own grammar', async () => {
    const served = new Set([...(await scrape()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const file = parse(readFileSync(join(repoRoot, 'docs/operations/prometheus-alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: Record<string, unknown>[] }[];
    };
    const rules = file.groups.flatMap((group) => group.rules);
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining(['FathomEmailsStuck', 'FathomStorageRenewalFailed', 'FathomNoLabMessage']),
    );
    for (const rule of rules) {
      expect(rule, String(rule.alert)).toMatchObject({
        alert: expect.stringMatching(/^Fathom[A-Za-z]+$/),
        expr: expect.any(String),
        labels: { severity: expect.stringMatching(/^(page|ticket)$/) },
        annotations: { summary: expect.any(String) },
      });
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
      const expr = String(rule.expr);
      const tree = parser.parse(expr);
      const read: string[] = [];
      let errors = 0;
      tree.iterate({
        enter(node) {
          if (node.type.isError) errors += 1;
          if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
            read.push(expr.slice(node.from, node.to));
          }
        },
      });
      expect(errors, `${rule.alert}: ${expr}`).toBe(0);
      expect(read.length, `${rule.alert} reads a metric`).toBeGreaterThan(0);
      for (const name of read) expect(served, `${rule.alert} reads ${name}`).toContain(name);
    }
  });
});
