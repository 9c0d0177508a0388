import { describe, expect, it } from 'vitest';
import { statementWrites } from './sql-writes.mjs';

const writtenBy = (sql: string, holes: string[] = []) => {
  const text = sql.split('…');
  return statementWrites({
    text,
    holes: holes.length > 0 ? holes : text.slice(1).map((_, index) => `hole${index}`),
  });
};

describe('statementWrites, the tables a statement writes as PostgreSQL parses it', () => {
  it('names the targets of INSERT, UPDATE, DELETE, MERGE and TRUNCATE, and what a read does not write', () => {
    expect(
      writtenBy(
        'INSERT INTO orders (id) SELECT id FROM drafts ON CONFLICT (id) DO UPDATE SET id = EXCLUDED.id',
      ).written,
    ).toEqual(['orders']);
    expect(
      writtenBy('UPDATE items i SET title = p.title FROM products p WHERE p.id = i.product_id').written,
    ).toEqual(['items']);
    expect(writtenBy('DELETE FROM sessions USING users WHERE users.id = sessions.user_id').written).toEqual([
      'sessions',
    ]);
    expect(
      writtenBy('MERGE INTO vials v USING items i ON i.id = v.item_id WHEN MATCHED THEN DELETE').written,
    ).toEqual(['vials']);
    expect(writtenBy('TRUNCATE outbox, stripe_events').written).toEqual(['outbox', 'stripe_events']);
    expect(writtenBy('SELECT id FROM orders WHERE id = $1 FOR UPDATE').written).toEqual([]);
    expect(writtenBy("SELECT 'DELETE FROM orders' AS text -- UPDATE items").written).toEqual([]);
  });

  it('finds the writes of a data-modifying WITH, and names a table of another schema with its schema', () => {
    const sql = `WITH gone AS (DELETE FROM promo_redemptions WHERE order_id = $1 RETURNING code)
      UPDATE promo_codes SET used = used - 1 WHERE code IN (SELECT code FROM gone)`;
    expect(writtenBy(sql).written).toEqual(['promo_codes', 'promo_redemptions']);
    expect(writtenBy("UPDATE pgboss.job SET state = 'failed'").written).toEqual(['pgboss.job']);
  });

  it('fills each hole with what parses: a name, nothing, an assignment, a subquery, a parameter number', () => {
    expect(writtenBy('UPDATE clients SET … WHERE id = $1', ["assignments.join(', ')"])).toMatchObject({
      written: ['clients'],
      unreadable: null,
    });
    expect(writtenBy('SELECT a FROM t r … WHERE … ORDER BY a …, b … LIMIT $…').unreadable).toBeNull();
    expect(writtenBy('SELECT count(*) FROM (…) f').unreadable).toBeNull();
  });

  it('names a table written by a hole as its expression', () => {
    expect(writtenBy('INSERT INTO … (…) VALUES (…)', ['table', 'columns', 'values']).written).toEqual([
      '<table>',
    ]);
    expect(writtenBy('UPDATE ….job SET state = $1', ['schema']).written).toEqual(['<schema>.job']);
  });

  it('says what PostgreSQL refuses in a statement it cannot parse', () => {
    expect(writtenBy('UPDATE orders SET WHERE id = $1')).toMatchObject({
      written: null,
      unreadable: 'syntax error at or near "WHERE"',
    });
  });
});
