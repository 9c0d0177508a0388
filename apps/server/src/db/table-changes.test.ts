import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyStatement, createTableChanges } from './table-changes';

describe('classifyStatement', () => {
  it('counts plain reads, locking reads and reading WITH clauses as reads', () => {
    expect(classifyStatement('SELECT id FROM items WHERE client_id = $1')).toEqual({ kind: 'read' });
    expect(classifyStatement('  select 1 FROM orders FOR UPDATE')).toEqual({ kind: 'read' });
    expect(classifyStatement('WITH latest AS (SELECT 1 FROM items) SELECT * FROM latest')).toEqual({
      kind: 'read',
    });
  });

  it('names the one table a plain INSERT, UPDATE or DELETE writes, not the tables it only reads', () => {
    expect(classifyStatement('INSERT INTO result_views (id) SELECT id FROM items')).toEqual({
      kind: 'write',
      tables: ['result_views'],
    });
    expect(
      classifyStatement(`UPDATE clients c SET phone = $2 FROM (SELECT EXISTS (SELECT 1 FROM items) AS x) n
                          WHERE c.id = $1 RETURNING (SELECT first_name FROM users LIMIT 1)`),
    ).toEqual({ kind: 'write', tables: ['clients'] });
    expect(classifyStatement('  delete from ONLY Sti_Results WHERE item_id = $1')).toEqual({
      kind: 'write',
      tables: ['sti_results'],
    });
  });

  it('names every word of a writing WITH clause, its tables among them', () => {
    const writingWith = classifyStatement(
      'WITH moved AS (UPDATE vials SET status = $1 RETURNING id) SELECT 1',
    );
    expect(writingWith.kind === 'write' && writingWith.tables).toContain('vials');
  });

  it('treats TRUNCATE, schema changes and scripts as changing everything', () => {
    for (const sql of [
      'TRUNCATE items',
      'ALTER TABLE items ADD COLUMN x int',
      'CREATE TABLE t (id int)',
      'DO',
    ]) {
      expect(classifyStatement(sql)).toEqual({ kind: 'everything' });
    }
  });
});

describe('table changes', () => {
  it('keeps a snapshot current until a write names one of its tables', () => {
    const changes = createTableChanges();
    const snapshot = changes.snapshot(['clients', 'items']);
    changes.wrote('SELECT * FROM clients');
    changes.wrote('INSERT INTO orders (id) VALUES ($1)');
    expect(changes.isCurrent(snapshot)).toBe(true);
    changes.wrote('UPDATE items SET title = $1');
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
  });

  it('tells its listeners the tables of each local write, and nothing for reads', () => {
    const changes = createTableChanges();
    const heard: (readonly string[] | 'all')[] = [];
    changes.onLocalWrite((tables) => heard.push(tables));
    changes.wrote('SELECT 1 FROM items');
    changes.wrote('UPDATE items SET title = $1');
    changes.wrote('TRUNCATE items');
    expect(heard).toEqual([expect.arrayContaining(['items']), 'all']);
  });
});

describe('the migrations', () => {
  it('declare no foreign key that changes other rows on delete or update, which writes could not name', () => {
    const folder = new URL('./migrations/', import.meta.url);
    const cascading = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .filter((name) =>
        /\bON\s+(DELETE|UPDATE)\s+(CASCADE|SET\s+NULL|SET\s+DEFAULT)/i.test(
          readFileSync(new URL(name, folder), 'utf8'),
        ),
      );
    expect(cascading).toEqual([]);
  });

  it('declare no trigger or rule, whose writes to other tables a statement could not name', () => {
    const folder = new URL('./migrations/', import.meta.url);
    const writingElsewhere = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .filter((name) =>
        /\bCREATE\s+(OR\s+REPLACE\s+)?(TRIGGER|RULE)\b/i.test(readFileSync(new URL(name, folder), 'utf8')),
      );
    expect(writingElsewhere).toEqual([]);
  });
});
