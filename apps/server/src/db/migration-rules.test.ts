import { describe, expect, it } from 'vitest';
import { indexBuiltConcurrently, OUTSIDE_A_TRANSACTION, readMigrations, statementsOf } from './migrate';

const name = '([a-z_][a-z0-9_]*)';

/**
 * The statements of a migration that would stop a table's writes while an index is built, or its reads while one is
 * dropped: a `CREATE INDEX` or `DROP INDEX` without `CONCURRENTLY`, unless the index is on a table the same
 * migration creates (it is empty, and nobody else can reach it yet).
 */
function indexStatementsThatLock(sql: string): string[] {
  const code = sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
  const created = new Set(
    [...code.matchAll(new RegExp(String.raw`CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}`, 'gi'))].map(
      (match) => match[1]?.toLowerCase(),
    ),
  );
  const locking: string[] = [];
  for (const [statement, verb, concurrently] of code.matchAll(
    /\b(CREATE\s+(?:UNIQUE\s+)?INDEX|DROP\s+INDEX)\s+(CONCURRENTLY\s+)?[^;]*/gi,
  )) {
    if (concurrently) continue;
    const table = new RegExp(String.raw`\sON\s+(?:ONLY\s+)?${name}`, 'i').exec(statement)?.[1]?.toLowerCase();
    if (/^CREATE/i.test(verb ?? '') && table && created.has(table)) continue;
    locking.push(statement.replace(/\s+/g, ' ').trim());
  }
  return locking;
}

/** The migrations written before this rule: each ran on every database while its tables were of a demo's size. */
const LAST_BEFORE_THE_RULE = 138;

describe('indexes at a clinic’s size', () => {
  it('finds an index built or dropped the plain way on a table the migration did not create', () => {
    expect(
      indexStatementsThatLock(`
        CREATE TABLE notes (id uuid PRIMARY KEY, body text);
        CREATE INDEX notes_body ON notes (body);
        CREATE UNIQUE INDEX orders_number ON orders (po_number);
        CREATE INDEX IF NOT EXISTS items_client
            ON items (client_id);
        -- CREATE INDEX in a comment ON results (x);
        DROP INDEX items_client_created;
        CREATE INDEX CONCURRENTLY IF NOT EXISTS results_ready ON result_documents (ready_at);
        DROP INDEX CONCURRENTLY IF EXISTS old_one;`),
    ).toEqual([
      'CREATE UNIQUE INDEX orders_number ON orders (po_number)',
      'CREATE INDEX IF NOT EXISTS items_client ON items (client_id)',
      'DROP INDEX items_client_created',
    ]);
  });

  it('no migration after 0138 builds or drops an index the plain way on an existing table', async () => {
    const later = (await readMigrations()).filter(
      (migration) => Number(migration.version.slice(0, 4)) > LAST_BEFORE_THE_RULE,
    );
    expect(
      later.flatMap((migration) =>
        indexStatementsThatLock(migration.sql).map((statement) => `${migration.version}: ${statement}`),
      ),
    ).toEqual([]);
  });

  it('reads the statements of a migration run outside a transaction, and the index each builds', () => {
    const statements = statementsOf(`${OUTSIDE_A_TRANSACTION}
-- Why: the staff's search by e-mail.
CREATE INDEX CONCURRENTLY IF NOT EXISTS users_email_search
    ON users (lower(email) text_pattern_ops);
DROP INDEX CONCURRENTLY IF EXISTS users_email_old;
CREATE UNIQUE INDEX CONCURRENTLY Orders_Key ON orders (key);
`);
    expect(statements).toEqual([
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS users_email_search\n    ON users (lower(email) text_pattern_ops)',
      'DROP INDEX CONCURRENTLY IF EXISTS users_email_old',
      'CREATE UNIQUE INDEX CONCURRENTLY Orders_Key ON orders (key)',
    ]);
    expect(statements.map(indexBuiltConcurrently)).toEqual(['users_email_search', null, 'orders_key']);
  });
});
