import { describe, expect, it } from 'vitest';
import { createTableChanges, isReadOnly, namedWriteTargets, undeclaredTargets } from './table-changes';

describe('isReadOnly', () => {
  it('counts plain reads, locking reads and reading WITH clauses as reads', () => {
    expect(isReadOnly('SELECT id FROM items WHERE client_id = $1')).toBe(true);
    expect(isReadOnly('  select 1 FROM orders FOR UPDATE')).toBe(true);
    expect(isReadOnly('WITH latest AS (SELECT 1 FROM items) SELECT * FROM latest')).toBe(true);
  });

  it('counts writes, writing WITH clauses and schema changes as writes', () => {
    for (const sql of [
      'INSERT INTO orders (id) VALUES ($1)',
      'WITH moved AS (UPDATE vials SET status = $1 RETURNING id) SELECT 1',
      'TRUNCATE items',
      'ALTER TABLE items ADD COLUMN x int',
    ]) {
      expect(isReadOnly(sql), sql).toBe(false);
    }
  });
});

describe('the check of a declaration', () => {
  it('finds the tables a statement writes into by name, not those it reads or locks', () => {
    expect(namedWriteTargets('INSERT INTO result_views (id) SELECT id FROM items')).toEqual(['result_views']);
    expect(
      namedWriteTargets(`WITH moved AS (UPDATE vials SET status = $1 RETURNING id)
                         INSERT INTO vial_events (vial_id) SELECT id FROM moved
                         ON CONFLICT (vial_id) DO UPDATE SET at = now()`),
    ).toEqual(['vials', 'vial_events']);
    expect(namedWriteTargets('  delete from ONLY Sti_Results WHERE item_id = $1')).toEqual(['sti_results']);
    expect(namedWriteTargets('SELECT 1 FROM orders FOR NO KEY UPDATE')).toEqual([]);
    expect(namedWriteTargets('UPDATE pgboss.job SET state = $1 WHERE id = $2')).toEqual([]);
  });

  it('names what a declaration leaves out', () => {
    const sql = 'WITH gone AS (DELETE FROM sessions WHERE user_id = $1) UPDATE users SET v = v + 1';
    expect(undeclaredTargets(['users', 'sessions'], sql)).toEqual([]);
    expect(undeclaredTargets(['users'], sql)).toEqual(['sessions']);
  });
});

describe('table changes', () => {
  it('keeps a snapshot current until a write names one of its tables', () => {
    const changes = createTableChanges();
    const snapshot = changes.snapshot(['clients', 'items']);
    changes.wrote([]);
    changes.wrote(['orders']);
    expect(changes.isCurrent(snapshot)).toBe(true);
    changes.wrote(['items']);
    expect(changes.isCurrent(snapshot)).toBe(false);
  });

  it('makes every snapshot stale on a change to everything, and on tables changed elsewhere', () => {
    const changes = createTableChanges();
    const before = changes.snapshot(['announcements']);
    changes.changedAll();
    expect(changes.isCurrent(before)).toBe(false);
    const after = changes.snapshot(['announcements']);
    changes.changed(['announcements']);
    expect(changes.isCurrent(after)).toBe(false);
    const last = changes.snapshot(['announcements']);
    changes.wrote('all');
    expect(changes.isCurrent(last)).toBe(false);
  });

  it('tells its listeners the tables of each local write, and nothing for reads', () => {
    const changes = createTableChanges();
    const heard: (readonly string[] | 'all')[] = [];
    changes.onLocalWrite((tables) => heard.push(tables));
    changes.wrote([]);
    changes.wrote(['items']);
    changes.wrote('all');
    expect(heard).toEqual([['items'], 'all']);
  });
});
