/**
 * Which tables changed, as counters: every committed write moves the counters of the tables it names, so a
 * cached read can tell whether anything it read from has changed since (see read-cache.ts).
 *
 * A plain INSERT, UPDATE or DELETE changes the one table it names first (the tables it only reads, in
 * subqueries or RETURNING, stay as they were); a WITH clause that writes counts every word of its SQL as a
 * table (a fixed set of texts, so each is split once); TRUNCATE, a schema change or a script moves
 * everything. No foreign key cascades and no triggers (table-changes.test.ts checks the migrations), so a
 * statement changes no table it does not name.
 */
export interface TableChanges {
  /** Records a committed write statement (called by the database after the statement or its transaction). */
  wrote(sql: string): void;
  /** Records that the named tables changed (a message from another instance). */
  changed(tables: readonly string[]): void;
  /** Records that anything may have changed (a DDL statement, or messages from other instances missed). */
  changedAll(): void;
  /** How many times everything changed (schema changes among them). */
  everythingChanges(): number;
  /** The counters of these tables now, to compare later with isCurrent. */
  snapshot(tables: readonly string[]): ChangeSnapshot;
  /** True when none of the snapshot's tables changed since it was taken. */
  isCurrent(snapshot: ChangeSnapshot): boolean;
  /** Called with the tables of each local write once it has committed (to tell the other instances). */
  onLocalWrite(listener: (tables: readonly string[] | 'all') => void): void;
}

export interface ChangeSnapshot {
  readonly epoch: number;
  readonly counters: readonly number[];
  readonly tables: readonly string[];
}

const wordPattern = /[a-z_][a-z0-9_]*/g;
const everythingStatements = /^\s*(truncate|create|alter|drop|do|call|copy|grant|revoke|comment)\b/i;
const readStatements =
  /^\s*(select|show|explain|begin|commit|rollback|savepoint|release|set|listen|unlisten)\b/i;
const writeWithinWith = /\b(insert|update|delete)\b/i;
const plainWrite = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?([a-z_][a-z0-9_]*)\b/i;

/** The words of a statement, lower-cased: its table names among them. */
export function sqlWords(sql: string): string[] {
  return [...new Set(sql.toLowerCase().match(wordPattern) ?? [])];
}

type StatementKind = { kind: 'read' } | { kind: 'write'; tables: readonly string[] } | { kind: 'everything' };

/** Whether a statement changes data, and which tables: reads leave every counter alone. */
export function classifyStatement(sql: string): StatementKind {
  if (everythingStatements.test(sql)) return { kind: 'everything' };
  const withClause = /^\s*with\b/i.test(sql);
  if (readStatements.test(sql) || (withClause && !writeWithinWith.test(sql))) return { kind: 'read' };
  const target = plainWrite.exec(sql)?.[1];
  return { kind: 'write', tables: target ? [target.toLowerCase()] : sqlWords(sql) };
}

export function createTableChanges(): TableChanges {
  const counters = new Map<string, number>();
  const statements = new Map<string, StatementKind>();
  const listeners: ((tables: readonly string[] | 'all') => void)[] = [];
  let epoch = 0;

  const bump = (tables: readonly string[]) => {
    for (const table of tables) counters.set(table, (counters.get(table) ?? 0) + 1);
  };
  const kindOf = (sql: string): StatementKind => {
    let kind = statements.get(sql);
    if (kind === undefined) {
      kind = classifyStatement(sql);
      if (statements.size < 5_000) statements.set(sql, kind);
    }
    return kind;
  };

  return {
    wrote(sql) {
      const statement = kindOf(sql);
      if (statement.kind === 'read') return;
      if (statement.kind === 'everything') epoch += 1;
      else bump(statement.tables);
      const tables = statement.kind === 'everything' ? 'all' : statement.tables;
      for (const listener of listeners) listener(tables);
    },
    changed: bump,
    changedAll() {
      epoch += 1;
    },
    everythingChanges: () => epoch,
    snapshot(tables) {
      return { epoch, tables, counters: tables.map((table) => counters.get(table) ?? 0) };
    },
    isCurrent(snapshot) {
      if (snapshot.epoch !== epoch) return false;
      return snapshot.tables.every((table, index) => (counters.get(table) ?? 0) === snapshot.counters[index]);
    },
    onLocalWrite(listener) {
      listeners.push(listener);
    },
  };
}
