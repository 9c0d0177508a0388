import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, relativeImportsOf } from '../../../scripts/lib/import-graph.mjs';
import { roomImports } from '../../../scripts/lib/room-imports.mjs';
import { readSourceFile, sourceFile } from '../../../scripts/lib/source-file.mjs';
import {
  engineComparisons,
  exportedNames,
  type SqlStatement,
  seedWritesOfOwnedTables,
  sqlOutOfPlace,
  sqlStatementsOf,
  tablesOfManyWriters,
  transactionOpenings,
  undeclaredWrites,
  unreadStatements,
  valueImports,
  writersOfTables,
} from '../test/architecture-rules';

const source = dirname(fileURLToPath(import.meta.url));
const rooms = join(source, 'modules');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(source);
/** A file's path under src, with `/` (as the rules and their messages name it). */
const nameOf = (file: string) => relative(source, file).split(sep).join('/');

const importsOf = (file: string) => relativeImportsOf(file, new Set(files));
const graph = (nodeOf: (file: string) => string) => importGraph(files, nodeOf);

let statements: SqlStatement[] | undefined;
/** Every statement of the server's files, read once for the rules that judge them. */
const allStatements = () => {
  statements ??= files.flatMap((file) => sqlStatementsOf(readSourceFile(file), nameOf(file)));
  return statements;
};

describe("the server's shape (docs/architecture.md)", () => {
  it('has no import cycle between files, nor between folders', () => {
    expect(cycles(graph((file) => relative(source, file)))).toEqual([]);
    // A room's register.ts composes its folders (the app's composition root calls it): it stands above them.
    const folderOf = (file: string) =>
      file.endsWith(`${sep}register.ts`) ? relative(source, file) : relative(source, dirname(file)) || '.';
    expect(cycles(graph(folderOf))).toEqual([]);
  });

  it('keeps the platform (the HTTP kernel) free of the rooms: they stand on it, it imports none of them', () => {
    const platform = join(source, 'platform');
    const intoRooms = files
      .filter((path) => path.startsWith(platform + sep))
      .flatMap((path) =>
        importsOf(path)
          .filter((target) => target.startsWith(rooms + sep))
          .map((target) => `${relative(source, path)} -> ${relative(source, target)}`),
      );
    expect(intoRooms).toEqual([]);
  });

  it("lists in docs/architecture.md what each room's index.ts offers the other rooms", () => {
    const doc = readFileSync(join(source, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    const section = doc.split("### Each room's public face")[1]?.split('\n### ')[0] ?? '';
    const listed = section.split('\n').filter((line) => line.startsWith('- `'));
    const offered = readdirSync(rooms)
      .sort()
      .filter((room) => files.includes(join(rooms, room, 'index.ts')))
      .map((room) => {
        const names = exportedNames(readSourceFile(join(rooms, room, 'index.ts')));
        return `- \`${room}\`: ${names.map((name) => `\`${name}\``).join(', ')}`;
      });
    expect(listed).toEqual(offered);
  });

  it('keeps the imports between rooms to the deliberate ones, no more than today (npm run room-imports)', () => {
    // One for each file of a room that imports another room. What another room's file needs of a service handed
    // to it is its own type; what several files of a room ask of another is passed in once by its register.ts.
    const between = roomImports(rooms, files);
    const ceiling = 45;
    expect(
      between.length,
      `${between.length} imports between rooms, above ${ceiling}: npm run room-imports -- --files lists them`,
    ).toBeLessThanOrEqual(ceiling);
  });

  it('composes each room through its register.ts, imported by app.ts and the demo seed alone', () => {
    const unregistered = readdirSync(rooms).filter(
      (room) => !files.includes(join(rooms, room, 'register.ts')),
    );
    expect(unregistered).toEqual([]);
    const composers = new Set([join(source, 'app.ts'), join(source, 'db', 'seed', 'demo-shop.ts')]);
    const strangers = files
      .filter((path) => !composers.has(path))
      .flatMap((path) =>
        importsOf(path)
          .filter((target) => target.startsWith(rooms + sep) && target.endsWith(`${sep}register.ts`))
          .map((target) => `${relative(source, path)} -> ${relative(source, target)}`),
      );
    expect(strangers).toEqual([]);
  });

  it('reads every statement the server runs, as PostgreSQL parses it, but these, whose SQL is made at run time', () => {
    // What the rules below cannot judge. The database layer (db/*.ts) runs its callers' SQL and is not read.
    expect(unreadStatements(allStatements())).toEqual([
      'db/seed/seed-demo-data.ts: it writes a table named at run time: <table>',
      'db/seed/within-transaction.ts: its SQL is `sql`, which this file does not hold as a constant',
      'http/encoded-answers.ts: its SQL is `sql`, which this file does not hold as a constant',
      'jobs/job-queue.ts: its SQL is `text`, which this file does not hold as a constant',
      'jobs/job-queue.ts: its SQL is `text`, which this file does not hold as a constant',
      'modules/kits/items/item-repository.ts: its SQL is made at run time: `countSqlOf(options)`',
      'modules/kits/items/item-repository.ts: its SQL is made at run time: `listSqlOf(options)`',
      'observability/traced-database.ts: its SQL is `sql`, which this file does not hold as a constant',
    ]);
  });

  it('gives every table one writer: a room, a kind of integration or another part of the server', () => {
    expect(tablesOfManyWriters(allStatements())).toEqual([]);
    const writers = writersOfTables(allStatements());
    expect([...(writers.get('items')?.keys() ?? [])]).toEqual(['modules/kits']);
    expect([...(writers.get('outbox')?.keys() ?? [])]).toEqual(['integrations/email']);
  });

  it("keeps each room's SQL in its repositories, and an integration's in its sandbox or repositories", () => {
    expect(sqlOutOfPlace(allStatements())).toEqual([]);
  });

  it('declares the tables of every write the rooms and integrations make (read-cache.ts relies on it)', () => {
    expect(undeclaredWrites(allStatements())).toEqual([]);
  });

  it("writes with the seed's own SQL these tables of the rooms and integrations, and no other", () => {
    // To go: the seed is moving onto the rooms' own operations, and each line here with it.
    expect(seedWritesOfOwnedTables(allStatements())).toEqual([
      'db/seed/demo-shop.ts: order_idempotency_keys, order_items, orders, sandbox_payment_ledger, subscriptions',
      'db/seed/demo-world.ts: clients, items, subscriptions, users, withdrawal_requests',
      'db/seed/seed-demo-data.ts: <table>',
    ]);
  });

  it('opens transactions at the service edge only: never in a repository or a route', () => {
    // A route calls a service operation, which opens the one transaction and hands it to repositories and to
    // other rooms' operations (docs/architecture.md).
    const edges = files.filter((path) => /(-repository|(^|[-/])routes)\.ts$/.test(nameOf(path)));
    expect(edges.length).toBeGreaterThan(0);
    const opening = edges.flatMap((path) =>
      transactionOpenings(readSourceFile(path)).map((line) => `${nameOf(path)}:${line}`),
    );
    expect(opening, 'take the caller’s transaction; a service operation of the room opens it').toEqual([]);
  });

  it('wraps a transaction as a database in the demo seed alone', () => {
    const seed = join(source, 'db', 'seed');
    const wrapper = join(seed, 'within-transaction.ts');
    const wrapping = files
      .filter((path) => !path.startsWith(seed + sep))
      .filter((path) => importsOf(path).includes(wrapper))
      .map(nameOf);
    expect(wrapping, 'pass the transaction (tx) itself').toEqual([]);
  });

  it('tells the two database engines apart only in the database layer, the job queue and the app', () => {
    // A feature's integration tests run on one engine (ADR 056): what the engines do differently stays here, where
    // the suites on both engines check it.
    const engineAware = new Set(['app.ts', 'jobs/job-queue.ts']);
    const elsewhere = files
      .map(nameOf)
      .filter((name) => !name.startsWith('db/') && !engineAware.has(name))
      .flatMap((name) =>
        engineComparisons(readSourceFile(join(source, name))).map((line) => `${name}:${line}`),
      );
    expect(elsewhere).toEqual([]);
  });

  it('keeps each kind of integration to its interface, its sandbox and one file or more per vendor', () => {
    const integrations = join(source, 'integrations');
    for (const kind of readdirSync(integrations).filter((name) => !name.endsWith('.ts'))) {
      const names = readdirSync(join(integrations, kind));
      expect(names, kind).toContain('index.ts');
      expect(names, kind).toContain('sandbox.ts');
      // The interface alone: what chooses among the adapters is integrations/choose-integrations.ts.
      expect(valueImports(readSourceFile(join(integrations, kind, 'index.ts'))), kind).toEqual([]);
    }
  });
});

/** The statements of planted files, by their paths under src. */
const planted = (files: Record<string, string>) =>
  Object.entries(files).flatMap(([name, text]) =>
    sqlStatementsOf(sourceFile(join(source, name), text), name),
  );

describe("the rules of the server's shape, each failing on a planted break", () => {
  it('finds a write its declaration leaves out, in a WITH too, and a write through .query, held in a constant', () => {
    const statements = planted({
      'modules/checkout/orders/order-repository.ts': [
        "await tx.write(['orders'], `WITH gone AS (DELETE FROM order_items WHERE order_id = $1 RETURNING 1)",
        '  UPDATE orders SET total = 0 WHERE id = $1`, [id]);',
        "const closeSql = 'UPDATE orders SET closed = true WHERE id = $1';",
        'await db.query(closeSql, [id]);',
      ].join('\n'),
    });
    expect(undeclaredWrites(statements)).toEqual([
      "modules/checkout/orders/order-repository.ts:1 writes order_items, which its .write(['orders']) leaves out: WITH gone AS (DELETE FROM order_items WHERE order_id = $1 RETURNING 1) UPDATE orders SET total = 0 WHERE id = $1",
      'modules/checkout/orders/order-repository.ts:4 writes orders through .query: UPDATE orders SET closed = true WHERE id = $1',
    ]);
  });

  it("finds a table of one room written by another, by an integration, and an integration's table by a room", () => {
    const statements = planted({
      'modules/kits/items/item-repository.ts':
        "await db.write(['items'], 'UPDATE items SET title = $2 WHERE id = $1');",
      'modules/account/clients/client-repository.ts':
        "await db.write(['items'], 'DELETE FROM items WHERE id = $1');",
      'integrations/email/outbox-repository.ts':
        "await db.write(['outbox'], 'DELETE FROM outbox WHERE id = $1');",
      'modules/staff/support-repository.ts':
        "await db.write(['outbox'], 'UPDATE outbox SET failed_at = NULL');",
      'integrations/payments/sandbox.ts': "await db.write(['items'], 'UPDATE items SET paid = true');",
    });
    expect(tablesOfManyWriters(statements)).toEqual([
      'items is written by modules/kits (modules/kits/items/item-repository.ts:1) and modules/account (modules/account/clients/client-repository.ts:1) and integrations/payments (integrations/payments/sandbox.ts:1)',
      'outbox is written by integrations/email (integrations/email/outbox-repository.ts:1) and modules/staff (modules/staff/support-repository.ts:1)',
    ]);
  });

  it("finds SQL in a room's service and in a vendor's adapter", () => {
    const statements = planted({
      'modules/kits/items/item-service.ts': "await db.query('SELECT id FROM items');",
      'integrations/payments/stripe.ts':
        "await db.write(['sandbox_payment_ledger'], 'DELETE FROM sandbox_payment_ledger');",
      'integrations/payments/sandbox.ts': "await db.query('SELECT id FROM sandbox_payment_ledger');",
    });
    expect(sqlOutOfPlace(statements)).toEqual([
      'modules/kits/items/item-service.ts:1 runs SQL: SELECT id FROM items',
      'integrations/payments/stripe.ts:1 runs SQL: DELETE FROM sandbox_payment_ledger',
    ]);
  });

  it("finds the seed writing a room's table with its own SQL, and SQL made at run time", () => {
    const statements = planted({
      'modules/results/result-repository.ts':
        "await db.write(['result_documents'], 'DELETE FROM result_documents');",
      'db/seed/demo-lab.ts':
        "await db.query('UPDATE result_documents SET ready_at = now()');\nawait db.query('INSERT INTO products (id) VALUES (1)');",
      'modules/kits/items/item-repository.ts': 'await db.query(sqlFor(filter));',
    });
    expect(seedWritesOfOwnedTables(statements)).toEqual(['db/seed/demo-lab.ts: result_documents']);
    expect(unreadStatements(statements)).toEqual([
      'modules/kits/items/item-repository.ts: its SQL is made at run time: `sqlFor(filter)`',
    ]);
  });

  it('counts the imports between rooms, once per importing file, with the names they take', () => {
    const plant: Record<string, string> = {
      'kits/items/item-repository.ts': "import { refreshFlag } from '../../account';\nexport const a = 1;",
      'kits/items/routes.ts': [
        "import type { Flags } from '../../account/index';",
        "import { refreshFlag } from '../../account';",
        "import { a } from './item-repository';",
        "export { kitAgreements } from '../../documents';",
      ].join('\n'),
      'account/index.ts': "export { refreshFlag, type Flags } from './flags';",
      'account/flags.ts': 'export const refreshFlag = 1;\nexport type Flags = number;',
      'documents/index.ts': 'export const kitAgreements = 1;',
    };
    const paths = Object.keys(plant).map((name) => join(rooms, name));
    const read = (path: string) => sourceFile(path, plant[relative(rooms, path).split(sep).join('/')] ?? '');
    expect(
      roomImports(rooms, paths, read).map(
        ({ file, to, names }) =>
          `${file} -> ${to}: ${names.map(({ name, isType }) => (isType ? `type ${name}` : name)).join(', ')}`,
      ),
    ).toEqual([
      'kits/items/item-repository.ts -> account: refreshFlag',
      'kits/items/routes.ts -> account: type Flags, refreshFlag',
      'kits/items/routes.ts -> documents: kitAgreements',
    ]);
  });

  it("finds an engine's name compared, an integration's interface importing a value, a room's offers", () => {
    expect(
      engineComparisons(
        sourceFile('a.ts', "if (db.kind === 'pglite') skip();\nif ('postgres' !== kind) go();"),
      ),
    ).toEqual([1, 2]);
    expect(
      valueImports(
        sourceFile('index.ts', "import type { A } from './a';\nimport { stripe } from './stripe';"),
      ),
    ).toEqual(['./stripe']);
    expect(
      exportedNames(
        sourceFile(
          'index.ts',
          "export { b, a as c } from './b';\nexport type { D } from './d';\nexport const e = 1;",
        ),
      ),
    ).toEqual(['b', 'c', 'D', 'e']);
  });
});
