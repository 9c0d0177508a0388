import { hasSqlDetails, loadModule, parseSync } from 'libpg-query';

await loadModule();

/**
 * What PostgreSQL's own parser reads in a statement: the tables it writes, or why it could not be read.
 * @typedef {{ sql: string, written: string[], unreadable: null } | { sql: string, written: null, unreadable: string }} StatementWrites
 */

/**
 * @typedef {object} WritingNode
 * @property {import('libpg-query').InsertStmt} [InsertStmt]
 * @property {import('libpg-query').UpdateStmt} [UpdateStmt]
 * @property {import('libpg-query').DeleteStmt} [DeleteStmt]
 * @property {import('libpg-query').MergeStmt} [MergeStmt]
 * @property {import('libpg-query').TruncateStmt} [TruncateStmt]
 */

/** The name that stands for a hole, numbered: no name of the app's SQL starts so. */
const HOLE = 'hole__';

/**
 * What a hole may hold, tried in turn until the statement parses: a name (a column, a condition, an expression),
 * nothing (a sort order, a join left out), an assignment (of `SET`), a subquery.
 * @type {((name: string) => string)[]}
 */
const fillers = [(name) => name, () => '', (name) => `${name} = NULL`, () => 'SELECT NULL'];

/**
 * @param {import('libpg-query').RangeVar | undefined} table
 * @returns {string[]}
 */
const nameOf = (table) =>
  table?.relname ? [table.schemaname ? `${table.schemaname}.${table.relname}` : table.relname] : [];

/**
 * The tables a parse tree writes, wherever the write stands: the statement itself, or a data-modifying WITH.
 * @param {unknown} tree
 * @param {Set<string>} written
 */
function collectWritten(tree, written) {
  if (Array.isArray(tree)) {
    for (const item of tree) collectWritten(item, written);
    return;
  }
  if (typeof tree !== 'object' || tree === null) return;
  const node = /** @type {WritingNode} */ (tree);
  const tables = [
    ...nameOf(node.InsertStmt?.relation),
    ...nameOf(node.UpdateStmt?.relation),
    ...nameOf(node.DeleteStmt?.relation),
    ...nameOf(node.MergeStmt?.relation),
    ...(node.TruncateStmt?.relations ?? []).flatMap((relation) =>
      'RangeVar' in relation ? nameOf(relation.RangeVar) : [],
    ),
  ];
  for (const table of tables) written.add(table);
  for (const value of Object.values(tree)) collectWritten(value, written);
}

/**
 * @param {import('./sql-calls.mjs').SqlTemplate} template
 * @param {number[]} choices
 */
function filled({ text, holes }, choices) {
  let sql = text[0] ?? '';
  /** @type {number[]} */
  const starts = [];
  holes.forEach((_, index) => {
    starts.push(sql.length);
    const name = `${HOLE}${index + 1}`;
    // After `$` a hole is a parameter's number (`LIMIT $${params.length + 1}`).
    const fill = fillers[choices[index] ?? 0];
    sql += sql.endsWith('$') ? '1' : fill ? fill(name) : name;
    sql += text[index + 1] ?? '';
  });
  return { sql, starts };
}

/**
 * Reads a statement with PostgreSQL's parser (libpg_query): the tables it writes (INSERT, UPDATE, DELETE, MERGE
 * or TRUNCATE, at its top or in its WITH), a table of another schema as `schema.table`. A hole is filled with what
 * makes the statement parse (the parser's error points at the hole to fill otherwise); a table named by a hole is
 * written as the expression's source, `<expression>`.
 * @param {import('./sql-calls.mjs').SqlTemplate} template
 * @returns {StatementWrites}
 */
export function statementWrites(template) {
  const choices = template.holes.map(() => 0);
  for (;;) {
    const { sql, starts } = filled(template, choices);
    try {
      const written = new Set();
      collectWritten(parseSync(sql).stmts, written);
      const named = [...written].map((table) =>
        table.replaceAll(
          new RegExp(`${HOLE}(\\d+)`, 'g'),
          (/** @type {string} */ _, /** @type {string} */ hole) => `<${template.holes[Number(hole) - 1]}>`,
        ),
      );
      return { sql, written: named.sort(), unreadable: null };
    } catch (error) {
      if (!hasSqlDetails(error)) throw error;
      const at = error.sqlDetails?.cursorPosition ?? 0;
      const hole = starts.findLastIndex((start) => start <= at);
      if (hole === -1 || (choices[hole] ?? 0) + 1 >= fillers.length) {
        return { sql, written: null, unreadable: error.message };
      }
      choices[hole] = (choices[hole] ?? 0) + 1;
    }
  }
}
