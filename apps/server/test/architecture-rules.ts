import { Visitor } from 'oxc-parser';
import { lineAt, type SourceFile } from '../../../scripts/lib/source-file.mjs';
import { sqlCallsOf } from '../../../scripts/lib/sql-calls.mjs';
import { statementWrites } from '../../../scripts/lib/sql-writes.mjs';

/**
 * One statement a file runs, as PostgreSQL's parser reads it. `file` is the path under apps/server/src, with `/`.
 * `written` is null, and `unknown` says why, when the statement could not be read from the file.
 */
export interface SqlStatement {
  file: string;
  line: number;
  method: 'query' | 'write';
  /** The tables a `.write([...], sql)` declares; null for a `.query(sql)`. */
  declared: readonly string[] | null;
  /** The statement, its holes filled, for messages. */
  sql: string;
  written: readonly string[] | null;
  unknown: string | null;
}

/** The statements of a file's `.query(sql)` and `.write([tables], sql)` calls. */
export function sqlStatementsOf(source: SourceFile, file: string): SqlStatement[] {
  return sqlCallsOf(source).flatMap(({ method, line, declared, statements, unknown }) => {
    const call = { file, line, method, declared };
    if (unknown) return [{ ...call, sql: '', written: null, unknown }];
    return statements.map((template) => {
      const read = statementWrites(template);
      if (read.unreadable !== null) {
        return {
          ...call,
          sql: read.sql,
          written: null,
          unknown: `PostgreSQL's parser refuses it: ${read.unreadable}`,
        };
      }
      const atRunTime = read.written.filter((table) => table.startsWith('<') && !table.includes('.'));
      const unknownTables =
        atRunTime.length > 0 ? `it writes a table named at run time: ${atRunTime.join(', ')}` : null;
      return { ...call, sql: read.sql, written: read.written, unknown: unknownTables };
    });
  });
}

/** The room, the kind of integration or the folder a file belongs to: `modules/kits`, `integrations/email`, `jobs`. */
export function areaOf(file: string): string {
  const [top = '', next = ''] = file.split('/');
  if (top === 'modules' || top === 'integrations' || (top === 'db' && next === 'seed'))
    return `${top}/${next}`;
  return top.endsWith('.ts') ? file : top;
}

const isSeed = (file: string) => file.startsWith('db/seed/');
/** The database layer runs the SQL its callers hand it (db/*.ts): what it runs is read where it is written. */
const isDatabaseLayer = (file: string) => file.startsWith('db/') && !isSeed(file);
/** A table of another schema (the job queue's) is no table of the app's; one named at run time is not known. */
const isAppTable = (table: string) => !table.includes('.') && !table.startsWith('<');

const where = (statement: SqlStatement) => `${statement.file}:${statement.line}`;
const excerpt = (sql: string) => {
  const line = sql.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
};

/**
 * The statements whose SQL or written tables are not known from the code (outside the database layer), each as
 * `file: why`, sorted: the rules cannot judge them.
 */
export function unreadStatements(statements: readonly SqlStatement[]): string[] {
  return statements
    .filter((statement) => statement.unknown && !isDatabaseLayer(statement.file))
    .map((statement) => `${statement.file}: ${statement.unknown}`)
    .sort();
}

/**
 * Every write outside the database layer and the seed declares the tables it writes (the read cache makes their
 * reads stale: db/read-cache.ts), and a `.query` writes nothing (it would make every cached read stale).
 */
export function undeclaredWrites(statements: readonly SqlStatement[]): string[] {
  return statements.flatMap((statement) => {
    if (isDatabaseLayer(statement.file) || isSeed(statement.file) || !statement.written) return [];
    const written = statement.written.filter(isAppTable);
    if (statement.declared === null) {
      return written.length > 0
        ? [`${where(statement)} writes ${written.join(', ')} through .query: ${excerpt(statement.sql)}`]
        : [];
    }
    const declared = statement.declared;
    const missing = written.filter((table) => !declared.includes(table));
    return missing.length > 0
      ? [
          `${where(statement)} writes ${missing.join(', ')}, which its .write([${declared.map((table) => `'${table}'`).join(', ')}]) leaves out: ${excerpt(statement.sql)}`,
        ]
      : [];
  });
}

/** Who writes each table of the app's: area, then the statements (`file:line`); the seed and the database layer apart. */
export function writersOfTables(statements: readonly SqlStatement[]): Map<string, Map<string, string[]>> {
  const writers = new Map<string, Map<string, string[]>>();
  for (const statement of statements) {
    if (isDatabaseLayer(statement.file) || isSeed(statement.file)) continue;
    for (const table of (statement.written ?? []).filter(isAppTable)) {
      const areas = writers.get(table) ?? new Map<string, string[]>();
      const area = areaOf(statement.file);
      areas.set(area, [...(areas.get(area) ?? []), where(statement)]);
      writers.set(table, areas);
    }
  }
  return writers;
}

/** The first places of a list, and how many more. */
const listed = (places: readonly string[]) =>
  places.length > 3 ? `${places.slice(0, 3).join(', ')} and ${places.length - 3} more` : places.join(', ');

/** The tables written by more than one room, kind of integration or other part of the server. */
export function tablesOfManyWriters(statements: readonly SqlStatement[]): string[] {
  return [...writersOfTables(statements)]
    .filter(([, areas]) => areas.size > 1)
    .map(
      ([table, areas]) =>
        `${table} is written by ${[...areas].map(([area, at]) => `${area} (${listed(at)})`).join(' and ')}`,
    );
}

/**
 * The statements run where they should not be: in a room, by any file but a `*-repository.ts`; in an integration, by
 * its vendors' adapters (its sandbox, which keeps the vendor's side in the app's database, and repositories may).
 */
export function sqlOutOfPlace(statements: readonly SqlStatement[]): string[] {
  const outOfPlace = ({ file }: SqlStatement) => {
    const name = file.split('/').at(-1) ?? '';
    if (file.startsWith('modules/')) return !name.endsWith('-repository.ts');
    if (file.startsWith('integrations/')) return !name.endsWith('-repository.ts') && name !== 'sandbox.ts';
    return false;
  };
  return statements
    .filter(outOfPlace)
    .map((statement) => `${where(statement)} runs SQL: ${excerpt(statement.sql) || statement.unknown}`);
}

/**
 * What the seed writes with its own SQL among the tables a room or an integration writes (or a table named at run
 * time), per file: `file: table, table`.
 */
export function seedWritesOfOwnedTables(statements: readonly SqlStatement[]): string[] {
  const owned = writersOfTables(statements);
  const byFile = new Map<string, Set<string>>();
  for (const statement of statements.filter(({ file }) => isSeed(file))) {
    for (const table of statement.written ?? []) {
      if (!owned.has(table) && isAppTable(table)) continue;
      byFile.set(statement.file, (byFile.get(statement.file) ?? new Set()).add(table));
    }
  }
  return [...byFile].sort().map(([file, tables]) => `${file}: ${[...tables].sort().join(', ')}`);
}

/** The names a file exports, `export … from` and its own, sorted (a room's index.ts: what it offers the others). */
export function exportedNames(source: SourceFile): string[] {
  return source.parsed.module.staticExports
    .flatMap(({ entries }) => entries.map(({ exportName }) => exportName.name))
    .filter((name): name is string => name !== null)
    .sort((a, b) => a.localeCompare(b));
}

/** The modules a file imports for their values, not their types alone (an import of nothing, `import 'x'`, too). */
export function valueImports(source: SourceFile): string[] {
  return source.parsed.module.staticImports
    .filter(({ entries }) => entries.length === 0 || entries.some((entry) => !entry.isType))
    .map(({ moduleRequest }) => moduleRequest.value);
}

const engines = new Set(['pglite', 'postgres']);

/** The lines where a file compares a value with an engine's name (`db.kind === 'pglite'`). */
export function engineComparisons(source: SourceFile): number[] {
  if (!/\b(pglite|postgres)\b/.test(source.text)) return [];
  const lines: number[] = [];
  new Visitor({
    BinaryExpression({ operator, left, right, start }) {
      if (!['===', '!==', '==', '!='].includes(operator)) return;
      const named = [left, right].some(
        (side) => side.type === 'Literal' && typeof side.value === 'string' && engines.has(side.value),
      );
      if (named) lines.push(lineAt(source.text, start));
    },
  }).visit(source.parsed.program);
  return lines;
}

/** The lines where a file calls `.transaction(` on something (a database opening a transaction of its own). */
export function transactionOpenings(source: SourceFile): number[] {
  if (!source.text.includes('transaction')) return [];
  const lines: number[] = [];
  new Visitor({
    CallExpression({ callee, start }) {
      const member = callee.type === 'MemberExpression' ? callee : null;
      if (
        member &&
        !member.computed &&
        member.property.type === 'Identifier' &&
        member.property.name === 'transaction'
      ) {
        lines.push(lineAt(source.text, start));
      }
    },
  }).visit(source.parsed.program);
  return lines;
}
