import { hash } from '@node-rs/argon2';
import { createPromoCodes } from '../../modules/checkout/discounts/promo-code-service';
import type { Database, Queryable } from '../database';
import { buildDemoDataset, type DemoDataset, demoTableOrder } from './demo-dataset';
import { demoPassword } from './demo-logins';
import { demoPromoCodes } from './demo-promo-codes';
import { createDemoShop } from './demo-shop';
import { liveDemoWorld } from './demo-world';
import { withinTransaction } from './within-transaction';

/** Shared by every instance starting at once: the second waits, then finds users and skips. */
const seedLockKey = 4_823_118;

/** argon2id (the library's default algorithm) at OWASP's baseline cost. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

async function insertRows(tx: Queryable, table: keyof DemoDataset, rows: DemoDataset[keyof DemoDataset]) {
  for (const row of rows) {
    const columns = Object.keys(row);
    const placeholders = columns.map((_, index) => `$${index + 1}`);
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`,
      Object.values(row),
    );
  }
}

/**
 * Seeds the demo personas in one transaction, only when there are no users yet: their accounts, the demo promo
 * codes (through checkout, which refuses those that skip payment in production), then their past lived through
 * the product's own services. Answers whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  now: Date = new Date(),
  options: { production: boolean } = { production: false },
): Promise<boolean> {
  // One hash for every persona keeps start-up fast; they share the password anyway.
  const passwordHash = await hash(demoPassword, argon2Options);
  const { dataset, customers } = buildDemoDataset(passwordHash, now);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
    const existing = await tx.query('SELECT 1 FROM users LIMIT 1');
    if (existing.rows.length > 0) return false;
    for (const table of demoTableOrder) await insertRows(tx, table, dataset[table]);
    await createPromoCodes(tx, demoPromoCodes(now), options);
    await liveDemoWorld(createDemoShop(withinTransaction(tx, db)), customers, { now, passwordHash });
    return true;
  });
}
