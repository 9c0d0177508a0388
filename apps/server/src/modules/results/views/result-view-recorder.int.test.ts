import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-databases';
import { describeEachDatabase } from '../../../../test/test-server';
import type { Queryable } from '../../../db/database';
import { createResultViewRecorder, type ResultView } from './result-view-log';

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
      viewer: 'owner',
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
    const recorder = createResultViewRecorder({
      query: (sql, params) => database.db.query(sql, params),
      write: (tables, sql, params) => {
        statements.push((JSON.parse(String(params?.[0])) as unknown[]).length);
        // Two more reads come in while the first statement is on its way.
        if (statements.length === 1) arrivingMeanwhile = [4, 5].map((minute) => recorder.record(at(minute)));
        return database.db.write(tables, sql, params);
      },
    } satisfies Queryable);
    const before = await countViews();
    await Promise.all([1, 2, 3].map((minute) => recorder.record(at(minute))));
    await Promise.all(arrivingMeanwhile);
    expect(statements).toEqual([3, 2]);
    expect((await countViews()) - before).toBe(5);
  });

  it('fails every caller of a batch that could not be written, and writes the next batch', async () => {
    const recorder = createResultViewRecorder(database.db);
    const before = await countViews();
    const refused = recorder.record({ ...view, itemId: '00000000-0000-0000-0000-000000000000' });
    const alongside = recorder.record({ ...view, itemId: '00000000-0000-0000-0000-000000000000' });
    await expect(refused).rejects.toThrow();
    await expect(alongside).rejects.toThrow();
    await recorder.record(view);
    expect((await countViews()) - before).toBe(1);
  });

  async function countViews(): Promise<number> {
    const { rows } = await database.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM result_views',
    );
    return rows[0]?.total ?? 0;
  }
});
