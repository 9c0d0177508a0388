// A busy clinic's five years, written straight into a migrated and demo-seeded PostgreSQL database with plain
// INSERT … SELECT over generate_series (never the API): customers and partners, orders with their payment
// attempts, analysis kits with registrations and results, storage plans with vials and renewals, result views,
// the staff audit log and sent e-mails. Constraints stay on while it writes, so every foreign key and check holds.
//
// Shape (at factor 1; every count scales with the factor):
// - order n (0-based) belongs to "decade" g = n / 10; a decade's ten orders share one customer. Orders 0–2 of a
//   decade are analysis kits (300,000), order 3 of an even decade a yearly storage plan matched to the decade's
//   first kit (50,000, four vials each), the rest supplements; one decade in 1,000 belongs to the customer with
//   the longest history, the others spread over the remaining customers (about ten orders each).
// - dates run from five years ago (order 0) to today (the last order); the newest kits are still on their way,
//   at the lab or awaiting release, so the lab's queues hold a working day's kits.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/** The customers the scale bench signs in as (the demo's password, the demo's staff beside them). */
export const scaleCustomers = {
  typical: 'typical@example.com',
  longest: 'longest-history@example.com',
};

/** @param {number} factor */
export function scaleCounts(factor) {
  const round = (/** @type {number} */ value) => Math.max(1, Math.round(value * factor));
  const orders = Math.max(100, Math.round((1_000_000 * factor) / 20) * 20);
  return {
    customers: Math.max(10, round(100_000)),
    orders,
    resultViews: round(4_000_000),
    staffAudit: round(1_000_000),
    emails: round(2_000_000),
  };
}

/**
 * Migrates `databaseUrl` with the server's own command and seeds the demo (its catalogue, personas and staff).
 * @param {string} repoRoot
 * @param {string} databaseUrl
 */
export function migrateAndSeed(repoRoot, databaseUrl) {
  for (const command of ['migrate', 'seed']) {
    execFileSync(process.execPath, [join(repoRoot, 'apps/server/dist/db-cli.js'), command], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', DEMO_DATA: 'on' },
      stdio: 'ignore',
    });
  }
}

/**
 * Fills a migrated, demo-seeded database. Answers the rows written per table and the seconds it took.
 * @param {{ databaseUrl: string, factor: number, log?: (line: string) => void }} options
 */
export async function generateScaleData({ databaseUrl, factor, log = () => undefined }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const second = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await second.connect();
  try {
    return await generate(client, second, factor, log);
  } finally {
    await client.end();
    await second.end();
  }
}

/**
 * @param {pg.Client} client
 * @param {pg.Client} second
 * @param {number} factor
 * @param {(line: string) => void} log
 */
async function generate(client, second, factor, log) {
  const started = performance.now();
  const counts = scaleCounts(factor);
  const { customers, orders } = counts;
  // The newest orders' kits are not finished yet: the last 0.3% of orders (at least 30) fill the lab's queues.
  const unfinishedFrom = orders - Math.max(30, Math.round(orders * 0.003));
  /** @type {Record<string, number>} */
  const written = {};
  /** @type {Map<string, string>} */
  const statements = new Map();
  const step = (/** @type {string} */ table, /** @type {string} */ sql) => {
    statements.set(table, sql);
  };
  /** Runs the named statements one after another on `connection`. */
  const run = async (/** @type {pg.Client} */ connection, /** @type {string[]} */ names) => {
    for (const name of names) {
      const stepStarted = performance.now();
      const result = await connection.query(/** @type {string} */ (statements.get(name)));
      const table = name.replace(/ \(.*\)$/, '');
      written[table] = (written[table] ?? 0) + (result.rowCount ?? 0);
      log(
        `  ${name}: ${(result.rowCount ?? 0).toLocaleString('en-US')} rows in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
      );
    }
  };

  for (const connection of [client, second]) {
    await connection.query(`SET synchronous_commit = off`);
    await connection.query(`SET work_mem = '64MB'`);
    // Ids derived from a row's number (so rows can point at each other), shaped as version 4 uuids.
    await connection.query(
      `CREATE FUNCTION pg_temp.scale_uuid(seed text) RETURNS uuid IMMUTABLE LANGUAGE sql
         AS $$ SELECT overlay(overlay(md5(seed) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`,
    );
  }
  const { rows: sam } = await client.query(`SELECT password_hash FROM users WHERE email = 'sam@example.com'`);
  if (!sam[0]) throw new Error('The demo personas are missing: seed the database first.');
  const passwordHash = String(sam[0].password_hash).replaceAll("'", "''");

  // Functions of the plan above, as SQL expressions over the order number n.
  const decade = (/** @type {string} */ n) => `((${n}) / 10)`;
  const clientOf = (/** @type {string} */ n) =>
    `(CASE WHEN ${decade(n)} % 1000 = 0 THEN 1 ELSE 2 + ${decade(n)} % ${customers - 1} END)`;
  const clientId = (/** @type {string} */ number) => `pg_temp.scale_uuid('scale-client-' || ${number})`;
  const userId = (/** @type {string} */ number) => `pg_temp.scale_uuid('scale-user-' || ${number})`;
  const orderId = (/** @type {string} */ n) => `pg_temp.scale_uuid('scale-order-' || ${n})`;
  const itemId = (/** @type {string} */ n) => `pg_temp.scale_uuid('scale-item-' || ${n})`;
  const planId = (/** @type {string} */ n) => `pg_temp.scale_uuid('scale-plan-' || ${n})`;
  const orderedAt = (/** @type {string} */ n) =>
    `(now() - interval '1826 days' * (1 - (${n})::float8 / ${orders}) - interval '1 hour')`;
  const kind = (/** @type {string} */ n) =>
    `(CASE WHEN ${n} % 10 < 3 THEN 'analysis' WHEN ${n} % 10 = 3 AND ${decade(n)} % 2 = 0 THEN 'cryo_yearly' ELSE 'coq10' END)`;
  // The typical customer owns a decade halfway through the five years (an even one: it holds a storage plan).
  let typicalDecade = Math.floor(orders / 20);
  typicalDecade -= typicalDecade % 2;
  if (typicalDecade % 1000 === 0) typicalDecade += 2;
  const typical = 2 + (typicalDecade % (customers - 1));
  const emailOf = (/** @type {string} */ number) =>
    `(CASE ${number} WHEN 1 THEN '${scaleCustomers.longest}' WHEN ${typical} THEN '${scaleCustomers.typical}' ELSE 'customer' || ${number} || '@example.com' END)`;
  const address = `'{"first_name":"Riley","last_name":"Garcia","phone":"+15125550142","address_1":"2100 South Lamar Boulevard","city":"Austin","state":"TX","postal_code":"78704","country":"US"}'::jsonb`;
  const failed = (/** @type {string} */ n) => `(${n} % 10 = 9 AND ${decade(n)} % 5 = 0)`;

  log(`Writing a clinic's five years at factor ${factor}…`);
  step(
    'clients',
    `INSERT INTO clients (id, number, email, phone, date_of_birth, created_at, updated_at)
     SELECT ${clientId('c')}, 'FA-' || (2000000 + c), ${emailOf('c')}, '+1512555' || lpad((c % 10000)::text, 4, '0'),
            date '1980-01-01' + (c % 7000), now() - interval '1830 days', now() - interval '1830 days'
       FROM generate_series(1, ${customers}) AS c`,
  );
  step(
    'users',
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, client_id, created_at, updated_at)
     SELECT ${userId('c')}, ${emailOf('c')}, '${passwordHash}',
            (ARRAY['Alex','Blake','Casey','Drew','Elliot','Finley','Jordan','Morgan','Quinn','Riley'])[1 + c % 10],
            (ARRAY['Garcia','Nguyen','Patel','Smith','Kim','Okafor','Rossi','Lindqvist','Brandt','Moreau'])[1 + (c / 10) % 10],
            'client', ${clientId('c')}, now() - interval '1830 days', now() - interval '1830 days'
       FROM generate_series(1, ${customers}) AS c`,
  );
  step(
    'users (partners)',
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, parent_user_id, created_at, updated_at)
     SELECT pg_temp.scale_uuid('scale-partner-' || c), 'partner' || c || '@example.com', '${passwordHash}', 'Jamie',
            (ARRAY['Garcia','Nguyen','Patel','Smith','Kim','Okafor','Rossi','Lindqvist','Brandt','Moreau'])[1 + (c / 10) % 10],
            'authorized_user', ${userId('c')}, now() - interval '1800 days', now() - interval '1800 days'
       FROM generate_series(1, ${customers}) AS c WHERE c % 5 = 0`,
  );
  step(
    'orders',
    `INSERT INTO orders (id, po_number, client_id, email, status, timezone, payment_method, subtotal_cents,
                         discount_cents, tax_cents, total_cents, shipping_address, billing_address, created_at,
                         paid_at, confirmed_at)
     SELECT ${orderId('n')}, 'SC' || lpad(n::text, 8, '0'), ${clientId(clientOf('n'))}, ${emailOf(clientOf('n'))},
            CASE WHEN ${failed('n')} THEN 'payment_failed' ELSE 'paid' END, 'America/Chicago', 'card',
            p.price_cents, 0, 0, p.price_cents,
            ${address},
            ${address},
            ${orderedAt('n')},
            CASE WHEN ${failed('n')} THEN NULL ELSE ${orderedAt('n')} + interval '2 seconds' END,
            CASE WHEN ${failed('n')} THEN NULL ELSE ${orderedAt('n')} + interval '2 seconds' END
       FROM generate_series(0, ${orders - 1}) AS n JOIN products p ON p.key = ${kind('n')}`,
  );
  step(
    'order_items',
    `INSERT INTO order_items (id, order_id, product_id, title, quantity, unit_price_cents, created_at)
     SELECT pg_temp.scale_uuid('scale-order-item-' || n), ${orderId('n')}, p.id, p.title, 1, p.price_cents, ${orderedAt('n')}
       FROM generate_series(0, ${orders - 1}) AS n JOIN products p ON p.key = ${kind('n')}`,
  );
  step(
    'payment_attempts (orders)',
    `INSERT INTO payment_attempts (id, owner_kind, owner_id, method, attempt, provider, amount_cents, idempotency_key,
                                   payment_method_token, status, decline_reason, created_at, settled_at)
     SELECT pg_temp.scale_uuid('scale-payment-' || n), 'order', ${orderId('n')}, 'card', 1, 'sandbox', p.price_cents,
            'scale-order-' || n || ':1', 'pm_sandbox_visa',
            CASE WHEN ${failed('n')} THEN 'declined' ELSE 'succeeded' END,
            CASE WHEN ${failed('n')} THEN 'card_declined' END, ${orderedAt('n')}, ${orderedAt('n')} + interval '2 seconds'
       FROM generate_series(0, ${orders - 1}) AS n JOIN products p ON p.key = ${kind('n')}`,
  );
  // Kits: finished with a result, or (the newest) shipped, on their way back, at the lab or awaiting release.
  const stage = `(CASE WHEN n < ${unfinishedFrom} THEN 6 WHEN n % 4 = 0 THEN 4 WHEN n % 4 = 1 THEN 4 ELSE 5 END)`;
  const atLab = `(n >= ${unfinishedFrom} AND n % 4 <> 0)`;
  step(
    'items',
    `INSERT INTO items (id, client_id, product_id, title, category, po_number, status_step, tracking_stage,
                        delivery_carrier, created_at, order_id, matched_analysis_id, kit_identifier, shipping_address,
                        kit_delivery_type, order_details_completed_at, lab_received_at, tracking_number,
                        considering_freezing)
     SELECT ${itemId('n')}, ${clientId(clientOf('n'))}, p.id, p.title,
            CASE p.key WHEN 'analysis' THEN 'analysis' WHEN 'cryo_yearly' THEN 'cryogenic' ELSE 'supplement' END,
            'SC' || lpad(n::text, 8, '0'),
            CASE WHEN p.key = 'analysis' THEN CASE WHEN n < ${unfinishedFrom} THEN 'FinishedStep' ELSE 'AnalysisStep' END END,
            CASE WHEN p.key = 'analysis' THEN ${stage} END,
            CASE WHEN p.key = 'analysis' THEN 'UPS' END,
            ${orderedAt('n')}, ${orderId('n')},
            CASE WHEN p.key = 'cryo_yearly' THEN ${itemId('n - 3')} END,
            CASE WHEN p.key = 'analysis' THEN 'SK-' || upper(substr(md5('scale-kit-' || n), 1, 12)) END,
            CASE WHEN p.key = 'analysis' THEN
              ${address} END,
            CASE WHEN p.key = 'analysis' THEN 'staggered' END,
            CASE WHEN p.key = 'analysis' THEN ${orderedAt('n')} END,
            CASE WHEN p.key = 'analysis' AND ${atLab} THEN ${orderedAt('n')} + interval '30 minutes' END,
            CASE WHEN p.key = 'analysis' THEN '1Z999AA1' || lpad(n::text, 10, '0') END,
            CASE WHEN p.key = 'analysis' THEN (ARRAY['yes','no','unsure'])[1 + n % 3] END
       FROM generate_series(0, ${orders - 1}) AS n JOIN products p ON p.key = ${kind('n')}
      WHERE NOT ${failed('n')}`,
  );
  const kitOrders = `generate_series(0, ${orders - 1}) AS n WHERE n % 10 < 3`;
  step(
    'kit_registrations',
    `INSERT INTO kit_registrations (item_id, client_id, method, registered_at)
     SELECT ${itemId('n')}, ${clientId(clientOf('n'))}, 'qr_code', ${orderedAt('n')} + interval '3 minutes'
       FROM ${kitOrders}`,
  );
  step(
    'result_documents',
    `INSERT INTO result_documents (id, item_id, client_id, ready_at, is_azoospermic, total_count, total_motile_sperm,
                                   total_motility, concentration, actual_ejaculate_concentration, volume, normal,
                                   dna_fragmentation, post_thaw_motility, created_at, collected_on, lab_received_at)
     SELECT pg_temp.scale_uuid('scale-result-' || n), ${itemId('n')}, ${clientId(clientOf('n'))},
            CASE WHEN n < ${unfinishedFrom} THEN ${orderedAt('n')} + interval '50 minutes' END,
            n % 97 = 0, 20 + n % 180, 8 + n % 90, 30 + n % 40, 10 + n % 60, 10 + n % 60, 1.5 + (n % 30) / 10.0,
            2 + n % 8, 5 + n % 30, 20 + n % 50, ${orderedAt('n')} + interval '40 minutes',
            (${orderedAt('n')})::date, ${orderedAt('n')} + interval '30 minutes'
       FROM ${kitOrders} AND (n < ${unfinishedFrom} OR n % 4 = 3)`,
  );
  const planOrders = `generate_series(0, ${orders - 1}) AS n WHERE n % 10 = 3 AND ${decade('n')} % 2 = 0`;
  // A yearly plan renewed once per full year since it began (at most four times).
  const renewals = `least(4, floor(extract(epoch FROM now() - ${orderedAt('n')}) / 31557600))::int`;
  step(
    'subscriptions',
    `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, status, next_billing_at,
                                activated_at, created_at, payment_method_token, cycles_billed)
     SELECT ${planId('n')}, ${clientId(clientOf('n'))}, ${orderId('n')}, p.id, 'year', 'active',
            ${orderedAt('n')} + interval '1 year' * (${renewals} + 1), ${orderedAt('n')}, ${orderedAt('n')},
            'pm_sandbox_visa', ${renewals} + 1
       FROM ${planOrders.replace('WHERE', "JOIN products p ON p.key = 'cryo_yearly' WHERE")}`,
  );
  step(
    'subscription_renewals',
    `INSERT INTO subscription_renewals (subscription_id, cycle, amount_cents, created_at)
     SELECT ${planId('n')}, cycle, 27500, ${orderedAt('n')} + interval '1 year' * (cycle - 1)
       FROM ${planOrders.replace('WHERE', `CROSS JOIN LATERAL generate_series(2, ${renewals} + 1) AS cycle WHERE`)}`,
  );
  step(
    'payment_dues (renewals)',
    `INSERT INTO payment_dues (id, owner_kind, owner_id, owner_key, owner_part, amount_cents, due_at,
                               payment_method_token, key_prefix, max_attempts, retry_delay_seconds, status, attempts,
                               tried_at, settled_at, paid_at, created_at)
     SELECT pg_temp.scale_uuid('scale-renewal-due-' || n || '-' || cycle), 'storage_plan', ${planId('n')}, cycle::text,
            cycle, 27500, ${orderedAt('n')} + interval '1 year' * (cycle - 1), 'pm_sandbox_visa',
            'renewal:scale-' || n || ':' || cycle, 3, 86400, 'paid', 1,
            ${orderedAt('n')} + interval '1 year' * (cycle - 1),
            ${orderedAt('n')} + interval '1 year' * (cycle - 1) + interval '1 minute',
            ${orderedAt('n')} + interval '1 year' * (cycle - 1) + interval '1 minute',
            ${orderedAt('n')} + interval '1 year' * (cycle - 1)
       FROM ${planOrders.replace('WHERE', `CROSS JOIN LATERAL generate_series(2, ${renewals} + 1) AS cycle WHERE`)}`,
  );
  step(
    'payment_attempts (renewals)',
    `INSERT INTO payment_attempts (id, owner_kind, owner_id, owner_key, owner_part, method, attempt, provider,
                                   amount_cents, idempotency_key, payment_method_token, status, created_at, settled_at)
     SELECT pg_temp.scale_uuid('scale-renewal-' || n || '-' || cycle), 'storage_plan', ${planId('n')}, cycle::text,
            cycle, 'card', 1, 'sandbox', 27500,
            'renewal:scale-' || n || ':' || cycle || ':1', 'pm_sandbox_visa', 'succeeded',
            ${orderedAt('n')} + interval '1 year' * (cycle - 1),
            ${orderedAt('n')} + interval '1 year' * (cycle - 1) + interval '1 minute'
       FROM ${planOrders.replace('WHERE', `CROSS JOIN LATERAL generate_series(2, ${renewals} + 1) AS cycle WHERE`)}`,
  );
  step(
    'vials',
    `INSERT INTO vials (id, item_id, status, storage_facility, stored_at)
     SELECT pg_temp.scale_uuid('scale-vial-' || n || '-' || v), ${itemId('n')}, 'permanent_storage', 'Fathom Lab, Austin, Texas',
            ${orderedAt('n')} + interval '2 days'
       FROM ${planOrders.replace('WHERE', 'CROSS JOIN generate_series(1, 4) AS v WHERE')}`,
  );
  step(
    'clients (flags)',
    `UPDATE clients c SET has_active_subscriptions = true
      WHERE c.id IN (SELECT client_id FROM subscriptions WHERE status = 'active') AND c.number LIKE 'FA-2%'`,
  );
  // The finished kits, numbered 0…finishedKits-1, in order: kit k is order (k / 3) * 10 + k % 3.
  const finishedKits = Math.floor(unfinishedFrom / 10) * 3;
  const kitOrder = (/** @type {string} */ k) => `(((${k}) / 3) * 10 + (${k}) % 3)`;
  for (const [half, from, to] of [
    ['first half', 0, Math.floor(counts.resultViews / 2)],
    ['second half', Math.floor(counts.resultViews / 2), counts.resultViews],
  ]) {
    step(
      `result_views (${half})`,
      `INSERT INTO result_views (id, client_id, item_id, viewer, viewer_user_id, channel, viewed_at)
     SELECT pg_temp.scale_uuid('scale-view-' || v), ${clientId(clientOf(kitOrder('k')))}, ${itemId(kitOrder('k'))}, 'owner',
            ${userId(clientOf(kitOrder('k')))}, CASE WHEN v % 4 = 0 THEN 'report' ELSE 'portal' END,
            ${orderedAt(kitOrder('k'))} + interval '1 hour' + interval '1 day' * (v / ${finishedKits})
       FROM (SELECT v, v % ${finishedKits} AS k FROM generate_series(${from}, ${to} - 1) AS v) AS views
      -- A customer's own reads are kept once a day (migration 0124): each return is a day later, none yet to come.
      WHERE ${orderedAt(kitOrder('k'))} + interval '1 hour' + interval '1 day' * (v / ${finishedKits}) < now()
      -- The halves are two statements, each with its own now(): at full size one wrote a kit's view on a day the
      -- other already had, which migration 0124 keeps once.
         ON CONFLICT DO NOTHING`,
    );
  }
  step(
    'staff_audit',
    `INSERT INTO staff_audit (id, staff_user_id, staff_role, kind, action, item_id, client_id, detail, at)
     SELECT pg_temp.scale_uuid('scale-audit-' || a), staff.ids[1 + a % array_length(staff.ids, 1)],
            staff.roles[1 + a % array_length(staff.ids, 1)],
            CASE WHEN a % 10 = 0 THEN 'action' ELSE 'read' END,
            CASE WHEN a % 10 = 0 THEN 'POST /api/staff/items/:itemId/tracking' ELSE 'GET /api/staff/customers/:clientId' END,
            ${itemId(kitOrder(`a % ${finishedKits}`))}, ${clientId(clientOf(kitOrder(`a % ${finishedKits}`)))}, '{}'::jsonb,
            now() - interval '1826 days' * (1 - a::float8 / ${counts.staffAudit})
       FROM generate_series(0, ${counts.staffAudit - 1}) AS a,
            (SELECT array_agg(id ORDER BY email) AS ids, array_agg(staff_role ORDER BY email) AS roles
               FROM users WHERE role = 'staff') AS staff`,
  );
  step(
    'outbox',
    `INSERT INTO outbox (id, to_address, subject, text_body, created_at, sent_at, kind, attempts)
     SELECT pg_temp.scale_uuid('scale-email-' || e), ${emailOf(clientOf(`(e / 2) % ${orders}`))},
            CASE WHEN e % 2 = 0 THEN 'Thank you for your order' ELSE 'Your results are ready' END,
            'Hello, your order SC' || lpad(((e / 2) % ${orders})::text, 8, '0') || ' is on its way.',
            ${orderedAt(`(e / 2) % ${orders}`)} + interval '1 minute',
            ${orderedAt(`(e / 2) % ${orders}`)} + interval '2 minutes', 'message', 1
       FROM generate_series(0, ${counts.emails - 1}) AS e`,
  );
  // The lab's message for each kit whose result was entered (HL7 v2 ORU^R01, applied and acknowledged), and the
  // report read from it.
  const labbedKits = `generate_series(0, ${orders - 1}) AS n WHERE n % 10 < 3 AND n < ${unfinishedFrom}`;
  step(
    'lab_messages',
    `INSERT INTO lab_messages (id, received_at, peer, raw, sending_application, sending_facility, control_id,
                               message_type, outcome, ack_code, processed_at)
     SELECT pg_temp.scale_uuid('scale-lab-message-' || n), ${orderedAt('n')} + interval '45 minutes', '10.0.0.5',
            'MSH|^~\\&|LIS|LAB|FATHOM|FATHOM|' || to_char(${orderedAt('n')}, 'YYYYMMDDHH24MISS') || '||ORU^R01|SC' || n || '|P|2.5.1',
            'LIS', 'LAB', 'SC' || n, 'ORU^R01', 'applied', 'AA', ${orderedAt('n')} + interval '45 minutes'
       FROM ${labbedKits}`,
  );
  step(
    'lab_reports',
    `INSERT INTO lab_reports (id, message_id, kit_identifier, item_id, status, state, patient, observations,
                              created_at, resolved_at)
     SELECT pg_temp.scale_uuid('scale-lab-report-' || n), pg_temp.scale_uuid('scale-lab-message-' || n),
            'SK-' || upper(substr(md5('scale-kit-' || n), 1, 12)), ${itemId('n')}, 'final', 'applied', '{}'::jsonb,
            '[]'::jsonb, ${orderedAt('n')} + interval '45 minutes', ${orderedAt('n')} + interval '45 minutes'
       FROM ${labbedKits}`,
  );
  // Two connections at once (the machine has two cores): each list runs in order; the second waits for the
  // items the first writes before it refers to them.
  await run(client, ['clients', 'users', 'users (partners)', 'orders']);
  const firstItems = run(client, ['items']);
  await Promise.all([
    firstItems.then(() =>
      run(client, [
        'kit_registrations',
        'result_documents',
        'subscriptions',
        'subscription_renewals',
        'payment_dues (renewals)',
        'payment_attempts (renewals)',
        'vials',
        'clients (flags)',
        'result_views (first half)',
      ]),
    ),
    (async () => {
      await run(second, ['order_items', 'payment_attempts (orders)', 'outbox']);
      await firstItems;
      await run(second, ['result_views (second half)', 'staff_audit', 'lab_messages', 'lab_reports']);
    })(),
  ]);
  const analyseStarted = performance.now();
  await client.query('ANALYZE');
  log(`  ANALYZE in ${((performance.now() - analyseStarted) / 1000).toFixed(1)} s`);
  const seconds = (performance.now() - started) / 1000;
  log(`Built in ${seconds.toFixed(1)} s.`);
  return { counts, written, seconds };
}
