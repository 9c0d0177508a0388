import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { openTestDatabase } from '../../../../test/test-databases';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { readMigrations } from '../../../db/migrate';
import { clientNumbering } from './client-numbers';

const SEQUENCE = '0091_client_numbers_from_a_sequence';

describeOnDatabase('customer numbers', (database) => {
  describe('guest orders', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ database });
    });
    afterAll(async () => server?.close());

    const numbering = async () => {
      const { rows } = await server.db.query<{ key: Uint8Array }>('SELECT key FROM client_number_keys');
      return clientNumbering(rows[0]?.key as Uint8Array);
    };
    /** The position the next customer record takes. */
    const nextPosition = async () => {
      const { rows } = await server.db.query<{ last_value: string; is_called: boolean }>(
        'SELECT last_value::text, is_called FROM client_number_positions',
      );
      const row = rows[0] as { last_value: string; is_called: boolean };
      return row.is_called ? Number(row.last_value) + 1 : Number(row.last_value);
    };
    const guestNumber = async () => {
      const answer = await placeOrder(server, orderRequest());
      expect(answer.status).toBe(200);
      return answer.body.data.client.number;
    };

    it('number each new customer from the next position of the sequence, six digits, none twice', async () => {
      const keyed = await numbering();
      const first = await nextPosition();
      const numbers: string[] = [];
      for (let order = 0; order < 12; order += 1) numbers.push(await guestNumber());
      expect(numbers).toEqual(numbers.map((_, index) => keyed.numberAt(first + index)));
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const number of numbers) expect(number).toMatch(/^FA-\d{6}$/);
      const stored = await server.db.query<{ number: string }>(
        'SELECT number FROM clients WHERE number = ANY($1::text[])',
        [numbers],
      );
      expect(stored.rows).toHaveLength(numbers.length);
    });

    it('passes over a number a customer already holds, who keeps it, instead of answering 500', async () => {
      const keyed = await numbering();
      const position = await nextPosition();
      // Customers numbered at random before the sequence hold the next two numbers it would give.
      const holders = [randomUUID(), randomUUID()];
      for (const [offset, id] of holders.entries()) {
        await server.db.query(
          `INSERT INTO clients (id, number, email) VALUES ($1, $2, 'earlier@example.com')`,
          [id, keyed.numberAt(position + offset)],
        );
      }
      expect(await guestNumber()).toBe(keyed.numberAt(position + 2));
      const kept = await server.db.query<{ id: string; number: string }>(
        'SELECT id, number FROM clients WHERE id = ANY($1::uuid[]) ORDER BY number',
        [holders],
      );
      expect(kept.rows.map((row) => row.number).sort()).toEqual(
        [keyed.numberAt(position), keyed.numberAt(position + 1)].sort(),
      );
    });
  });

  it('the migration keeps the numbers customers hold, and gives the database a key of its own', async () => {
    const test = await openTestDatabase(database, { seed: false });
    try {
      const migrations = await readMigrations();
      const sequence = migrations.find((migration) => migration.version === SEQUENCE);
      if (!sequence) throw new Error(`${SEQUENCE} is missing`);
      const { numbers, key, position } = await test.db.transaction(async (tx) => {
        await tx.exec('CREATE SCHEMA before_sequence; SET LOCAL search_path TO before_sequence');
        for (const migration of migrations.filter((migration) => migration.version < SEQUENCE)) {
          await tx.exec(migration.sql);
        }
        for (const number of ['FA-100245', 'FA-482913', 'FA-999999']) {
          await tx.query('INSERT INTO clients (id, number, email) VALUES ($1, $2, $3)', [
            randomUUID(),
            number,
            'earlier@example.com',
          ]);
        }
        await tx.exec(sequence.sql);
        return {
          numbers: (await tx.query<{ number: string }>('SELECT number FROM clients ORDER BY number')).rows,
          key: (await tx.query<{ key: Uint8Array }>('SELECT key FROM client_number_keys')).rows,
          position: (
            await tx.query<{ position: string }>(
              "SELECT nextval('client_number_positions')::text AS position",
            )
          ).rows[0]?.position,
        };
      });
      expect(numbers.map((row) => row.number)).toEqual(['FA-100245', 'FA-482913', 'FA-999999']);
      expect(key).toHaveLength(1);
      expect(key[0]?.key).toHaveLength(32);
      expect(position).toBe('0');

      const other = await openTestDatabase(database, { seed: false });
      try {
        const { rows } = await other.db.query<{ key: Uint8Array }>('SELECT key FROM client_number_keys');
        expect(Buffer.from(rows[0]?.key as Uint8Array).equals(Buffer.from(key[0]?.key as Uint8Array))).toBe(
          false,
        );
      } finally {
        await other.dispose();
      }
    } finally {
      await test.dispose();
    }
  });
});
