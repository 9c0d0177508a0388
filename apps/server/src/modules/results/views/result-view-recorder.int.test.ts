import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-databases';
import { describeEachDatabase } from '../../../../test/test-server';
import type { Queryable } from '../../../db/database';
import { createResultViewRecorder, type ResultView } from './result-view-log';

const log = { warn: () => {}, error: () => {} };

/** A log that counts what it is told. */
function recordingLog() {
  const counts = { warnings: 0, errors: 0 };
  return Object.assign(counts, {
    warn: () => {
      counts.warnings += 1;
    },
    error: () => {
      counts.errors += 1;
    },
  });
}

describeEachDatabase('result view recorder', (kind) => {
  let database: TestDatabase;
  let view: ResultView;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { rows } = await database.db.query<{ client_id: string; item_id: string; user_id: string }>(
      `SELECT i.client_id, i.id AS item_id, u.id AS user_id FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email = 'sam@example.com' AND i.category = 'analysis' LIMIT 1`,
    );
    const sam = rows[0];
    if (!sam) throw new Error('the demo data has no analysis for sam');
    view = {
      clientId: sam.client_id,
      itemId: sam.item_id,
      viewer: 'partner',
      viewerUserId: sam.user_id,
      channel: 'portal',
      at: new Date('2026-11-23T10:00:00Z'),
    };
  });
  afterAll(async () => database?.dispose());

  it('writes the reads of one turn of the event loop together, and those arriving while it writes in the next', async () => {
    const statements: number[] = [];
    const at = (minute: number) => ({ ...view, at: new Date(view.at.getTime() + minute * 60_000) });
    let arrivingMeanwhile: Promise<void>[] = [];
    const recorder = createResultViewRecorder(
      {
        query: (sql, params) => database.db.query(sql, params),
        write: (tables, sql, params) => {
          statements.push((JSON.parse(String(params?.[0])) as unknown[]).length);
          // Two more reads come in while the first statement is on its way.
          if (statements.length === 1)
            arrivingMeanwhile = [4, 5].map((minute) => recorder.record(at(minute)));
          return database.db.write(tables, sql, params);
        },
      } satisfies Queryable,
      { log },
    );
    const before = await countViews();
    await Promise.all([1, 2, 3].map((minute) => recorder.record(at(minute))));
    await Promise.all(arrivingMeanwhile);
    expect(statements).toEqual([3, 2]);
    expect((await countViews()) - before).toBe(5);
  });

  it('fails every caller of a batch that could not be written, and writes the next batch', async () => {
    const recorder = createResultViewRecorder(database.db, { log });
    const before = await countViews();
    const refused = recorder.record({ ...view, itemId: '00000000-0000-0000-0000-000000000000' });
    const alongside = recorder.record({ ...view, itemId: '00000000-0000-0000-0000-000000000000' });
    await expect(refused).rejects.toThrow();
    await expect(alongside).rejects.toThrow();
    await recorder.record(view);
    expect((await countViews()) - before).toBe(1);
  });

  it("answers the owner's own read before it is written, and writes it just after", async () => {
    const recorder = createResultViewRecorder(database.db, { log });
    const before = await countViews();
    const owners = { ...view, viewer: 'owner' as const };
    let partnerWritten = false;
    const partner = recorder.record(view).then(() => {
      partnerWritten = true;
    });
    await recorder.record(owners);
    // The owner's read resolved at once: neither it nor the partner's read of the same turn is written yet.
    expect(partnerWritten).toBe(false);
    expect((await countViews()) - before).toBe(0);
    await recorder.settled();
    expect((await countViews()) - before).toBe(2);
    await partner;
  });

  it("retries the owner's reads of a failed batch, fails the partner's, and says when it gives up", async () => {
    const logged = recordingLog();
    let failures = 2;
    const recorder = createResultViewRecorder(
      {
        query: (sql, params) => database.db.query(sql, params),
        write: (tables, sql, params) => {
          if (failures > 0) {
            failures -= 1;
            return Promise.reject(new Error('the database is restarting'));
          }
          return database.db.write(tables, sql, params);
        },
      } satisfies Queryable,
      { log: logged, retryDelaysMs: [5, 5] },
    );
    const before = await countViews();
    const partner = recorder.record(view);
    // On a day of its own: the owner's reads of one day are one row.
    await recorder.record({ ...view, viewer: 'owner', at: new Date('2026-08-01T10:00:00Z') });
    await expect(partner).rejects.toThrow('the database is restarting');
    await recorder.settled();
    // Written on its second retry: the owner's read alone.
    expect((await countViews()) - before).toBe(1);
    expect(logged.warnings).toBe(2);
    expect(logged.errors).toBe(0);

    const failing = createResultViewRecorder(
      { ...database.db, write: () => Promise.reject(new Error('the disk is full')) } satisfies Queryable,
      { log: logged, retryDelaysMs: [5] },
    );
    await failing.record({ ...view, viewer: 'owner' });
    await failing.settled();
    expect(logged.errors).toBe(1);
  });

  it('makes the owner wait for the write once the queue is long, and writes what it holds when closed', async () => {
    const recorder = createResultViewRecorder(database.db, { log, maxQueued: 2 });
    const before = await countViews();
    // Each on a day of its own: an owner's reads of one day are one row.
    const owners = (day: number) => ({
      ...view,
      viewer: 'owner' as const,
      at: new Date(Date.UTC(2026, 9, day, 12)),
    });
    await recorder.record(owners(1));
    await recorder.record(owners(2));
    let thirdWritten = false;
    const third = recorder.record(owners(3)).then(() => {
      thirdWritten = true;
    });
    await Promise.resolve();
    expect(thirdWritten).toBe(false);
    await third;
    expect((await countViews()) - before).toBe(3);
    await recorder.record(owners(4));
    await recorder.close();
    expect((await countViews()) - before).toBe(4);
  });

  it("keeps the owner's own reads once per result, channel and day, at the latest; everyone else's each time", async () => {
    const recorder = createResultViewRecorder(database.db, { log });
    const day = Date.UTC(2026, 8, 14);
    const read = (viewer: 'owner' | 'partner', hour: number, channel: 'portal' | 'report' = 'portal') => ({
      ...view,
      viewer,
      channel,
      at: new Date(day + hour * 3_600_000),
    });
    // Two of the same day in one batch, two more in later ones, one by the report, one the next day (UTC).
    await Promise.all([recorder.record(read('owner', 9)), recorder.record(read('owner', 8))]);
    await recorder.record(read('owner', 15));
    await recorder.record(read('owner', 11));
    await recorder.record(read('owner', 10, 'report'));
    await recorder.record(read('owner', 25));
    await Promise.all([recorder.record(read('partner', 9)), recorder.record(read('partner', 9))]);
    await recorder.close();
    const { rows } = await database.db.query<{ viewer: string; channel: string; viewed_at: Date }>(
      `SELECT viewer, channel, viewed_at FROM result_views
        WHERE item_id = $1 AND viewed_at >= $2 AND viewed_at < $3 ORDER BY viewer, viewed_at, channel`,
      [view.itemId, new Date(day), new Date(day + 2 * 86_400_000)],
    );
    expect(rows.map((row) => [row.viewer, row.channel, row.viewed_at.toISOString()])).toEqual([
      ['owner', 'report', '2026-09-14T10:00:00.000Z'],
      ['owner', 'portal', '2026-09-14T15:00:00.000Z'],
      ['owner', 'portal', '2026-09-15T01:00:00.000Z'],
      ['partner', 'portal', '2026-09-14T09:00:00.000Z'],
      ['partner', 'portal', '2026-09-14T09:00:00.000Z'],
    ]);
  });

  async function countViews(): Promise<number> {
    const { rows } = await database.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM result_views',
    );
    return rows[0]?.total ?? 0;
  }
});
