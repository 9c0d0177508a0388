/**
 * Which tables changed, as counters: every committed write moves the counters of the tables it changed, so a
 * cached read can tell whether anything it read from has changed since (see read-cache.ts).
 *
 * A write names the tables it changes: the repository that makes it declares them (Queryable.write), and the
 * database adds the tables its foreign keys change in turn (ON DELETE CASCADE and the like, read from the
 * schema). A trigger's writes are the repository's to declare. A write made without naming its tables (a
 * script, a migration, a test's setup) changes everything, as do TRUNCATE and schema changes.
 */
export interface TableChanges {
  /** Records committed writes to these tables ('all': anything may have changed). */
  wrote(tables: readonly string[] | 'all'): void;
  /** Records that the named tables changed (a message from another instance). */
  changed(tables: readonly string[]): void;
  /** Records that anything may have changed (a schema change, or messages from other instances missed). */
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
const readStatements =
  /^\s*(select|show|explain|begin|commit|rollback|savepoint|release|set|listen|unlisten)\b/i;
const writeWithinWith = /\b(insert|update|delete|merge)\b/i;
const writeTargets =
  /\b(?:insert\s+into|update(?!\s+set\b)|delete\s+from|merge\s+into)\s+(?:only\s+)?([a-z_][a-z0-9_]*)(\.[a-z_])?/gi;

/** The words of a statement, lower-cased: its table names among them. */
export function sqlWords(sql: string): string[] {
  return [...new Set(sql.toLowerCase().match(wordPattern) ?? [])];
}

/** True when a statement only reads (a query made without naming tables changes everything otherwise). */
export function isReadOnly(sql: string): boolean {
  return readStatements.test(sql) || (/^\s*with\b/i.test(sql) && !writeWithinWith.test(sql));
}

/**
 * The tables of the app's schema a statement's text writes into by name (INSERT INTO, UPDATE, DELETE FROM,
 * MERGE INTO): used to check a declaration, never to decide what changed.
 */
export function namedWriteTargets(sql: string): string[] {
  const withoutLocks = sql.replace(/\bfor\s+(no\s+key\s+)?update\b/gi, '');
  // A table of another schema (a library's own, such as the job queue's) is never read through the cache.
  const unqualified = [...withoutLocks.matchAll(writeTargets)].filter(([, , schemaDot]) => !schemaDot);
  return [...new Set(unqualified.map(([, table = '']) => table.toLowerCase()))];
}

/** The write targets a statement names that its declaration leaves out (none: the declaration holds). */
export function undeclaredTargets(tables: readonly string[], sql: string): string[] {
  return namedWriteTargets(sql).filter((table) => !tables.includes(table));
}

export function createTableChanges(): TableChanges {
  const counters = new Map<string, number>();
  const listeners: ((tables: readonly string[] | 'all') => void)[] = [];
  let epoch = 0;

  const bump = (tables: readonly string[]) => {
    for (const table of tables) counters.set(table, (counters.get(table) ?? 0) + 1);
  };

  return {
    wrote(tables) {
      if (tables === 'all') epoch += 1;
      else if (tables.length === 0) return;
      else bump(tables);
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
