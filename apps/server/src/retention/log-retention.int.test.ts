import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';
import { deleteExpiredLogRows, LOG_RETENTION_JOB } from './log-retention';

const now = new Date('2026-12-05T10:00:00Z');
const day = 86_400_000;
const before = (ms: number) => new Date(now.getTime() - ms);

describeOnDatabase('the daily deletion of old log rows', (database) => {
  let server: TestServer;
  let ids: { customer: string; client: string; staff: string; item: string; order: string };

  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
    const one = async (sql: string) => (await server.db.query<{ id: string }>(sql)).rows[0]?.id ?? '';
    const customer = (
      await server.db.query<{ id: string; client_id: string }>(
        `SELECT id, client_id FROM users WHERE email = 'sam@example.com'`,
      )
    ).rows[0];
    ids = {
      customer: customer?.id ?? '',
      client: customer?.client_id ?? '',
      staff: await one(`SELECT id FROM users WHERE role = 'staff' ORDER BY email LIMIT 1`),
      item: await one(
        `SELECT id FROM items WHERE client_id = (SELECT client_id FROM users WHERE email = 'sam@example.com') LIMIT 1`,
      ),
      order: await one('SELECT id FROM orders LIMIT 1'),
    };
  });
  afterAll(async () => server?.close());

  /** One row of each log at `at` (its rule's date), tagged so the test finds its own rows among the seeded ones. */
  async function logRowsAt(at: Date, tag: string, staffSession?: string) {
    const { db } = server;
    await db.query(
      `INSERT INTO result_views (id, client_id, item_id, viewer, channel, viewed_at, recipient)
       VALUES ($1, $2, $3, 'staff', 'staff', $4, $5)`,
      [randomUUID(), ids.client, ids.item, at, tag],
    );
    await db.query(
      `INSERT INTO staff_audit (id, staff_user_id, action, detail, at) VALUES ($1, $2, $3, '{}', $4)`,
      [randomUUID(), ids.staff, tag, at],
    );
    await db.query(
      `INSERT INTO outbox (id, to_address, subject, text_body, created_at, sent_at) VALUES ($1, $2, $3, 'x', $4, $4)`,
      [randomUUID(), 'sam@example.com', tag, at],
    );
    await db.query(`INSERT INTO stripe_events (id, type, received_at) VALUES ($1, 'charge.succeeded', $2)`, [
      `evt_${tag}`,
      at,
    ]);
    const session = staffSession ?? randomUUID();
    await db.query(
      `INSERT INTO sessions (id, token_hash, user_id, kind, expires_at) VALUES ($1, $2, $3, 'full', $4)`,
      [session, `session-${tag}`, staffSession ? ids.staff : ids.customer, at],
    );
    await db.query(`INSERT INTO login_tokens (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`, [
      randomUUID(),
      ids.customer,
      `login-${tag}`,
      at,
    ]);
    await db.query(
      `INSERT INTO password_resets (id, user_id, token_hash, expires_at) VALUES ($1, $2, $3, $4)`,
      [randomUUID(), ids.customer, `reset-${tag}`, at],
    );
    await db.query(
      `INSERT INTO order_idempotency_keys (key, request_hash, order_id, created_at) VALUES ($1, 'h', $2, $3)`,
      [`key-${tag}`, ids.order, at],
    );
    await labMessageAt(at, tag, 'applied');
  }

  /** A message from the lab at `at`, with one report of a kit in `state`. */
  async function labMessageAt(at: Date, tag: string, state: 'applied' | 'held' | 'awaiting_registration') {
    const message = randomUUID();
    await server.db.query(
      `INSERT INTO lab_messages (id, received_at, peer, raw, outcome, ack_code, processed_at)
       VALUES ($1, $2, $3, 'MSH|^~\\&|', 'applied', 'AA', $2)`,
      [message, at, tag],
    );
    await server.db.query(
      `INSERT INTO lab_reports (id, message_id, kit_identifier, status, state, hold_reason, patient, observations, created_at)
       VALUES ($1, $2, $3, 'final', $4, $5, '{}', '[]', $6)`,
      [randomUUID(), message, tag, state, state === 'held' ? 'patient_mismatch' : null, at],
    );
    return message;
  }

  async function tagged(tag: string): Promise<Record<string, number>> {
    const { rows } = await server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM result_views WHERE recipient = $1) AS result_views,
              (SELECT count(*)::int FROM staff_audit WHERE action = $1) AS staff_audit,
              (SELECT count(*)::int FROM outbox WHERE subject = $1) AS outbox,
              (SELECT count(*)::int FROM stripe_events WHERE id = 'evt_' || $1) AS stripe_events,
              (SELECT count(*)::int FROM sessions WHERE token_hash = 'session-' || $1) AS sessions,
              (SELECT count(*)::int FROM login_tokens WHERE token_hash = 'login-' || $1) AS login_tokens,
              (SELECT count(*)::int FROM password_resets WHERE token_hash = 'reset-' || $1) AS password_resets,
              (SELECT count(*)::int FROM order_idempotency_keys WHERE key = 'key-' || $1) AS order_idempotency_keys,
              (SELECT count(*)::int FROM lab_messages WHERE peer = $1) AS lab_messages,
              (SELECT count(*)::int FROM lab_reports WHERE kit_identifier = $1) AS lab_reports`,
      [tag],
    );
    return rows[0] ?? {};
  }

  const every = (n: number) => ({
    result_views: n,
    staff_audit: n,
    outbox: n,
    stripe_events: n,
    sessions: n,
    login_tokens: n,
    password_resets: n,
    order_idempotency_keys: n,
    lab_messages: n,
    lab_reports: n,
  });

  it("deletes each log's rows past its rule, in batches, and keeps the rest", async () => {
    // Past every rule: six years and a day.
    for (const n of [1, 2, 3]) await logRowsAt(before(6 * 366 * day + day), `old-${n}`);
    // Within every rule: a day old (sign-in secrets expired a day ago, order keys made a day ago).
    await logRowsAt(before(day), 'recent');
    // Past the short rules only: a year and a half old.
    await logRowsAt(before(548 * day), 'middle');
    // An old unsent e-mail stays until it is sent or given up.
    await server.db.query(
      `INSERT INTO outbox (id, to_address, subject, text_body, created_at) VALUES ($1, 'sam@example.com', 'unsent', 'x', $2)`,
      [randomUUID(), before(6 * 366 * day)],
    );

    // Two rows a statement, so every table needs more than one batch.
    const deleted = await deleteExpiredLogRows(server.db, now, 2);

    for (const n of [1, 2, 3]) expect(await tagged(`old-${n}`)).toEqual(every(0));
    expect(await tagged('recent')).toEqual(every(1));
    expect(await tagged('middle')).toEqual({
      ...every(0),
      result_views: 1,
      staff_audit: 1,
      lab_messages: 1,
      lab_reports: 1,
    });
    expect((await tagged('unsent')).outbox).toBe(1);
    expect(deleted.result_views).toBeGreaterThanOrEqual(3);
    expect(deleted.sessions).toBeGreaterThanOrEqual(4);
    expect(deleted.order_idempotency_keys).toBeGreaterThanOrEqual(4);
  });

  it('keeps an old lab message while its report waits for staff or for its kit, and deletes it once settled', async () => {
    const old = before(6 * 366 * day + day);
    const held = await labMessageAt(old, 'lab-held', 'held');
    await labMessageAt(old, 'lab-awaiting', 'awaiting_registration');
    await deleteExpiredLogRows(server.db, now);
    expect(await tagged('lab-held')).toMatchObject({ lab_messages: 1, lab_reports: 1 });
    expect(await tagged('lab-awaiting')).toMatchObject({ lab_messages: 1, lab_reports: 1 });

    await server.db.query(
      `UPDATE lab_reports SET state = 'rejected', rejection_reason = 'not ours', resolved_at = $2 WHERE message_id = $1`,
      [held, now],
    );
    await deleteExpiredLogRows(server.db, now);
    expect(await tagged('lab-held')).toMatchObject({ lab_messages: 0, lab_reports: 0 });
    expect(await tagged('lab-awaiting')).toMatchObject({ lab_messages: 1, lab_reports: 1 });
  });

  it('keeps a staff session that a view as a customer names until the view itself is deleted', async () => {
    const session = randomUUID();
    const started = before(400 * day);
    await logRowsAt(before(400 * day), 'viewed', session);
    await server.db.query(
      `INSERT INTO view_as_grants (id, staff_user_id, staff_session_id, client_id, started_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), ids.staff, session, ids.client, started, new Date(started.getTime() + 10 * 60_000)],
    );
    await deleteExpiredLogRows(server.db, now);
    expect((await tagged('viewed')).sessions).toBe(1);

    // Six years on, the view goes, and its session with it.
    await deleteExpiredLogRows(server.db, new Date(now.getTime() + 6 * 366 * day));
    expect((await tagged('viewed')).sessions).toBe(0);
    const { rows } = await server.db.query('SELECT 1 FROM view_as_grants WHERE staff_session_id = $1', [
      session,
    ]);
    expect(rows).toEqual([]);
  });

  it('runs as the daily job the server defines', async () => {
    await logRowsAt(before(6 * 366 * day + day), 'by-the-job');
    expect(await server.jobs.runNow(LOG_RETENTION_JOB)).toBe(1);
    expect(await tagged('by-the-job')).toEqual(every(0));
  });
});
