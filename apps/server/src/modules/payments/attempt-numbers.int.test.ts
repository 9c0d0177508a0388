import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { describeOnDatabase } from '../../../test/test-server';
import type { Queryable } from '../../db/database';
import { insertAttempt, type OwnerReference } from './payment-attempt-repository';

/** The statement `insertAttempt` sends for this owner's attempt, with its parameters (nothing is written). */
async function statementFor(owner: OwnerReference, part: number | null) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const recorder: Queryable = {
    query: async () => ({ rows: [] }),
    async write<T>(_tables: readonly string[], sql: string, params: unknown[] = []) {
      sent.push({ sql, params });
      return { rows: [{}] as T[] };
    },
  };
  await insertAttempt(recorder, {
    id: randomUUID(),
    owner,
    part,
    method: 'card',
    provider: 'sandbox',
    amountCents: 100,
    paymentMethodToken: null,
    keyPrefix: 'key',
    at: new Date('2026-12-04T12:00:00Z'),
  });
  const [statement] = sent;
  if (!statement) throw new Error('insertAttempt sent nothing');
  return statement;
}

const literal = (value: unknown) => {
  if (value === null) return 'NULL';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
};

describeOnDatabase("a new payment attempt's number", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  /** The plan PostgreSQL keeps for every call of the statement, once it stops planning each call on its own. */
  async function genericPlan(statement: { sql: string; params: unknown[] }) {
    return database.db.transaction(async (tx) => {
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      await tx.query(`PREPARE attempt_number AS ${statement.sql}`);
      try {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN EXECUTE attempt_number(${statement.params.map(literal).join(', ')})`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await tx.query('DEALLOCATE attempt_number');
      }
    });
  }

  it.each([
    ['an order', { kind: 'order', id: randomUUID() }, null],
    ['a later instalment', { kind: 'order', id: randomUUID() }, 2],
    ['a storage period', { kind: 'storage_plan', id: randomUUID(), key: '3' }, 3],
  ] satisfies [string, OwnerReference, number | null][])(
    'is counted from the earlier attempts of %s through an index, never by reading the whole ledger',
    async (_name, owner, part) => {
      const plan = await genericPlan(await statementFor(owner, part));
      expect(plan).toMatch(/Index (Only )?Scan (Backward )?using payment_attempts_/);
      expect(plan).not.toContain('Seq Scan on payment_attempts');
    },
  );
});
