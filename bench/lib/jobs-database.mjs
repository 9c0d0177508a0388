// The jobs benchmark's databases: each a fresh PostgreSQL database migrated by the server's own migrate command,
// seeded and counted here with plain SQL (the bench reads and writes rows the way a test does).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** @param {string} sql */
async function admin(sql) {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database, migrated (and its catalogue written) by `node apps/server/dist/db-cli.js migrate`.
 * @param {string} repoRoot
 * @param {string} purpose
 */
export async function freshDatabase(repoRoot, purpose) {
  const name = `fathom_bench_${purpose}_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  execFileSync(process.execPath, [join(repoRoot, 'apps/server/dist/db-cli.js'), 'migrate'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    name,
    url: databaseUrl,
    client,
    async drop() {
      await client.end().catch(() => undefined);
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Active monthly storage plans, each of its own client and order, renewing now on the sandbox card that pays.
 * @param {pg.Client} client
 * @param {number} count
 */
export async function seedDueStoragePlans(client, count) {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO clients (id, number, email)
     SELECT md5('bench-client-' || n)::uuid, 'BENCH-' || n, 'renewal' || n || '@bench.example'
       FROM generate_series(1, $1) AS n`,
    [count],
  );
  await client.query(
    `INSERT INTO orders (id, po_number, client_id, email, status, subtotal_cents, discount_cents, tax_cents,
                         total_cents, payment_method, created_at)
     SELECT md5('bench-order-' || n)::uuid, 'BENCH-' || n, md5('bench-client-' || n)::uuid,
            'renewal' || n || '@bench.example', 'paid', p.price_cents, 0, 0, p.price_cents, 'card',
            now() - interval '1 month'
       FROM generate_series(1, $1) AS n, products p WHERE p.key = 'cryo_monthly'`,
    [count],
  );
  await client.query(
    `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, status, next_billing_at,
                                activated_at, cycles_billed, payment_method_token)
     SELECT md5('bench-plan-' || n)::uuid, md5('bench-client-' || n)::uuid, md5('bench-order-' || n)::uuid, p.id,
            'month', 'active', now() - interval '1 minute', now() - interval '1 month', 1, 'pm_sandbox_visa'
       FROM generate_series(1, $1) AS n, products p WHERE p.key = 'cryo_monthly'`,
    [count],
  );
  await client.query('UPDATE clients SET has_active_subscriptions = true');
  await client.query('COMMIT');
}

/**
 * Renewals paid so far (periods whose attempt succeeded).
 * @param {pg.Client} client
 */
export async function renewalsPaid(client) {
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM payment_attempts WHERE owner_kind = 'storage_plan' AND status = 'succeeded'",
  );
  return /** @type {number} */ (rows[0].n);
}

/**
 * What was charged, counted three ways: the plans moved a period on, the ledger's successful attempts per plan
 * and period, and the sandbox provider's own ledger of charges (by the period its idempotency key names).
 * @param {pg.Client} client
 */
export async function renewalCounts(client) {
  const one = async (/** @type {string} */ sql) => (await client.query(sql)).rows[0];
  const plans = await one(
    `SELECT count(*) FILTER (WHERE cycles_billed = 2)::int AS renewed,
            count(*) FILTER (WHERE cycles_billed = 1)::int AS not_renewed,
            count(*) FILTER (WHERE cycles_billed > 2)::int AS renewed_too_far
       FROM subscriptions`,
  );
  const attempts = await one(
    `SELECT count(*)::int AS periods, coalesce(sum(succeeded), 0)::int AS succeeded,
            count(*) FILTER (WHERE succeeded = 0)::int AS periods_unpaid,
            count(*) FILTER (WHERE succeeded > 1)::int AS periods_paid_twice,
            coalesce(sum(abandoned), 0)::int AS abandoned, coalesce(sum(total), 0)::int AS attempts
       FROM (SELECT owner_id, owner_key, count(*) FILTER (WHERE status = 'succeeded') AS succeeded,
                    count(*) FILTER (WHERE status = 'abandoned') AS abandoned, count(*) AS total
               FROM payment_attempts WHERE owner_kind = 'storage_plan' GROUP BY owner_id, owner_key) periods`,
  );
  const provider = await one(
    `SELECT count(*)::int AS periods_charged, coalesce(sum(charges), 0)::int AS charges,
            count(*) FILTER (WHERE charges > 1)::int AS periods_charged_twice,
            coalesce(sum(refunded), 0)::int AS refunds, coalesce(sum(intents), 0)::int AS intents
       FROM (SELECT split_part(idempotency_key, ':', 2) AS plan, split_part(idempotency_key, ':', 3) AS cycle,
                    count(*) FILTER (WHERE status = 'succeeded') AS charges,
                    count(*) FILTER (WHERE refunded_cents > 0) AS refunded, count(*) AS intents
               FROM sandbox_payment_ledger WHERE idempotency_key LIKE 'renewal:%' GROUP BY 1, 2) periods`,
  );
  // Each renewal's state is its due in the payments ledger.
  const renewals = await one(
    `SELECT count(*) FILTER (WHERE d.status = 'paid')::int AS succeeded,
            count(*) FILTER (WHERE d.status IS DISTINCT FROM 'paid')::int AS other
       FROM subscription_renewals r
       LEFT JOIN payment_dues d
         ON d.owner_kind = 'storage_plan' AND d.owner_id = r.subscription_id AND d.owner_part = r.cycle`,
  );
  return { plans, attempts, provider, renewals };
}

/**
 * The outbox's rows: sent, and not (yet).
 * @param {pg.Client} client
 */
export async function outboxCounts(client) {
  const { rows } = await client.query(
    `SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
            count(*) FILTER (WHERE sent_at IS NULL)::int AS unsent,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS flagged,
            count(*) FILTER (WHERE attempts > 0)::int AS tried,
            coalesce(sum(attempts), 0)::int AS attempts FROM outbox`,
  );
  return /** @type {{ sent: number, unsent: number, flagged: number, tried: number, attempts: number }} */ (
    rows[0]
  );
}

/**
 * Makes the outbox's retries due now instead of after their backoff (30 s doubling), as its integration tests do;
 * answers how many were waiting.
 * @param {pg.Client} client
 */
export async function makeEmailRetriesDue(client) {
  const { rowCount } = await client.query(
    `UPDATE pgboss.job SET start_after = now() WHERE name = 'send-email' AND state = 'retry' AND start_after > now()`,
  );
  return rowCount ?? 0;
}

/**
 * The messages whose send-email job is running now (fetched by a worker, on either instance).
 * @param {pg.Client} client
 */
export async function emailsBeingSent(client) {
  const { rows } = await client.query(
    `SELECT data->>'outbox_id' AS id FROM pgboss.job WHERE name = 'send-email' AND state = 'active'`,
  );
  return rows.map((/** @type {{ id: string }} */ row) => row.id);
}

/**
 * How many of these messages are not sent yet.
 * @param {pg.Client} client
 * @param {string[]} ids
 */
export async function unsentOf(client, ids) {
  const { rows } = await client.query(
    'SELECT count(*)::int AS n FROM outbox WHERE id = ANY($1::uuid[]) AND sent_at IS NULL',
    [ids],
  );
  return /** @type {number} */ (rows[0].n);
}
