import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/database';
import { LOG_RETENTION_JOB } from '../../src/retention/log-retention';
import { ApiClient, signIn as signInCustomer, signInDemoStaff } from '../api-client';
import { runsOnPostgres, startTestServer, type TestServer } from '../test-server';

/**
 * No customer or staff page reads a large table from end to end. The test fills a PostgreSQL database with the
 * scale benchmark's generated clinic at a fiftieth of its size (bench/lib/scale-data.mjs: 2,000 customers, 20,000
 * orders, 80,000 result views…), walks the customer's pages as a typical customer and as the one with the longest
 * history and the console's pages as each staff role, scrapes /metrics, runs the daily deletion of old log rows, records every
 * statement the app sends, and plans each again with EXPLAIN. Planned with sequential scans switched off, a Seq
 * Scan is left only where no index can serve the query, and the planner may walk a whole index instead, filtering
 * as it goes: either on a table that holds more than 10,000 rows at full size (more than 10,000 × the factor here)
 * fails the test, naming the table and the statement.
 */
const factor = 0.02;
const metricsToken = 'sequential-scans-metrics-token-0123456789abcdef';
const largeAtFullSize = 10_000;

interface Sent {
  sql: string;
  params: unknown[] | undefined;
}

interface ScaleData {
  generateScaleData(options: { databaseUrl: string; factor: number }): Promise<unknown>;
  scaleCustomers: { typical: string; longest: string };
}

/** The app's database, recording each statement it is sent (the first time, with its parameters). */
function recording(inner: Database, sent: Map<string, Sent>): Database {
  const record = (sql: string, params?: unknown[]) => {
    if (!sent.has(sql)) sent.set(sql, { sql, params });
  };
  const wrap = (target: Queryable): Queryable => ({
    query(sql, params) {
      record(sql, params);
      return target.query(sql, params);
    },
    write(tables, sql, params) {
      record(sql, params);
      return target.write(tables, sql, params);
    },
  });
  return {
    ...inner,
    ...wrap(inner),
    close: () => inner.close(),
    script: (sql, tables) => inner.script(sql, tables),
    transaction: (fn) => inner.transaction((tx) => fn({ ...tx, ...wrap(tx) })),
  };
}

/**
 * Every relation a plan reads from end to end: sequentially, or along the whole of an index over every row while a
 * filter throws rows away (with sequential scans off, the planner's stand-in for one). A partial index holds only
 * the rows its queue needs, so walking it whole is what it is for.
 */
function sequentialScans(plan: Record<string, unknown>, partialIndexes: ReadonlySet<string>): string[] {
  const node = String(plan['Node Type']);
  const wholeIndex =
    /^Index (Only )?Scan$/.test(node) &&
    plan['Index Cond'] === undefined &&
    plan.Filter !== undefined &&
    !partialIndexes.has(String(plan['Index Name']));
  const own = node === 'Seq Scan' || wholeIndex ? [String(plan['Relation Name'])] : [];
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap((child) => sequentialScans(child, partialIndexes))];
}

// The generated clinic is written over a PostgreSQL connection (bench/lib/scale-data.mjs), and its plans are
// PostgreSQL's. CI always has PostgreSQL (README): there the suite runs whatever happens (runsOnPostgres).
describe.runIf(runsOnPostgres)('sequential scans of large tables (PostgreSQL, generated clinic)', () => {
  let server: TestServer;
  const sent = new Map<string, Sent>();

  beforeAll(async () => {
    server = await startTestServer({
      database: 'postgres',
      wrapDatabase: (db) => recording(db, sent),
      env: { METRICS_TOKEN: metricsToken },
    });
    const scaleData = (await import(
      pathToFileURL(fileURLToPath(new URL('../../../../bench/lib/scale-data.mjs', import.meta.url))).href
    )) as ScaleData;
    await scaleData.generateScaleData({ databaseUrl: String(server.databaseUrl), factor });

    const api = new ApiClient(server.url);
    const customerPages = (resultId: string) => [
      '/api/restify/profile',
      '/api/restify/announcements?active=true',
      '/api/restify/items?displayable=true',
      `/api/restify/result-documents/${resultId}?related=activeLabNotes`,
      '/api/restify/orders?page=1&perPage=10',
      '/api/cryogenics',
      '/api/billings',
      '/api/restify/documents?step=6,29,30',
      '/api/checkouts',
    ];
    for (const email of [scaleData.scaleCustomers.typical, scaleData.scaleCustomers.longest]) {
      const token = await signInCustomer(api, email.replace('@example.com', ''));
      const profile = await api.get<{
        data: {
          relationships: { client: { id: string; relationships: { latest_ready_result: { id: string } } } };
        };
      }>('/api/restify/profile', { token });
      const resultId = profile.body.data.relationships.client.relationships.latest_ready_result.id;
      for (const path of customerPages(resultId)) {
        const answer = await api.get(path, { token });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
    }

    const staff = async (role: string) => signInDemoStaff(server.url, `${role}@example.com`);
    const longest = await server.db.query<{ client_id: string }>(
      'SELECT client_id FROM users WHERE email = $1',
      [scaleData.scaleCustomers.longest],
    );
    const clientId = String(longest.rows[0]?.client_id);
    const staffPages: [string, string][] = [
      ['lab', '/api/staff/lab/kits-arriving'],
      ['lab', '/api/staff/lab/kits-at-lab'],
      ['lab', '/api/staff/lab/results-awaiting-release'],
      ['lab', '/api/staff/storage/withdrawals'],
      ['lab', '/api/staff/storage/destructions'],
      ['lab', '/api/staff/storage/unmatched'],
      ['lab', `/api/staff/items?email=${encodeURIComponent(scaleData.scaleCustomers.longest)}`],
      ['clinician', '/api/staff/reviews'],
      ['support', '/api/staff/customers?q=Morgan'],
      ['support', `/api/staff/customers?q=${encodeURIComponent(scaleData.scaleCustomers.typical)}`],
      ['support', `/api/staff/customers/${clientId}`],
      ['support', `/api/staff/customers/${clientId}/emails`],
      ['support', `/api/staff/customers/${clientId}/orders`],
      ['support', `/api/staff/customers/${clientId}/kits`],
      ['support', '/api/staff/orders/unpaid'],
      ['admin', '/api/staff/instalments/failed'],
      ['admin', '/api/staff/audit'],
      ['admin', '/api/staff/jobs/failed'],
      ['admin', '/api/staff/members'],
    ];
    for (const [role, path] of staffPages) {
      const answer = await api.get(path, { token: await staff(role) });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    // Prometheus's scrape reads the queues, the outbox, the ledger, the renewals and the lab's messages.
    const scrape = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain('fathom_emails_oldest_unsent_seconds');
    // The daily deletion of old log rows reads the largest logs too.
    expect(await server.jobs.runNow(LOG_RETENTION_JOB)).toBe(1);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('plans no sequential read of a table over 10,000 rows at full size', async () => {
    const client = new pg.Client({ connectionString: String(server.databaseUrl) });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const sizes = await client.query<{ relname: string; rows: number }>(
        `SELECT c.relname, c.reltuples::bigint AS rows FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'`,
      );
      const large = new Set(
        sizes.rows.filter((row) => Number(row.rows) > largeAtFullSize * factor).map((row) => row.relname),
      );
      const partial = await client.query<{ relname: string }>(
        `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indpred IS NOT NULL`,
      );
      const partialIndexes = new Set(partial.rows.map((row) => row.relname));
      expect(large).toContain('orders');
      expect(large).toContain('result_views');
      const found: string[] = [];
      let planned = 0;
      for (const { sql, params } of sent.values()) {
        if (!/^\s*(SELECT|WITH|UPDATE|DELETE|INSERT)\b/i.test(sql) || /;\s*\S/.test(sql)) continue;
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          params,
        );
        planned += 1;
        for (const table of sequentialScans(rows[0]?.['QUERY PLAN'][0].Plan ?? {}, partialIndexes)) {
          if (large.has(table)) found.push(`${table}: ${sql.replace(/\s+/g, ' ').trim().slice(0, 300)}`);
        }
      }
      expect(planned).toBeGreaterThan(40);
      expect([...new Set(found)]).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
