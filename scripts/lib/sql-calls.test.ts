import { describe, expect, it } from 'vitest';
import { sourceFile } from './source-file.mjs';
import { sqlCallsOf } from './sql-calls.mjs';

const callsOf = (text: string) => sqlCallsOf(sourceFile('example-repository.ts', text));

describe('sqlCallsOf, the calls of a file that run SQL', () => {
  it('reads a query and a write, with the tables the write declares, at their lines', () => {
    const text = [
      "const { rows } = await db.query<Row>('SELECT id FROM orders WHERE id = $1', [id]);",
      'await tx.write(',
      "  ['orders', 'order_items'],",
      '  `DELETE FROM orders WHERE id = $1`,',
      '  [id],',
      ');',
    ].join('\n');
    expect(callsOf(text)).toEqual([
      {
        method: 'query',
        line: 1,
        declared: null,
        statements: [{ text: ['SELECT id FROM orders WHERE id = $1'], holes: [] }],
        unknown: null,
      },
      {
        method: 'write',
        line: 2,
        declared: ['orders', 'order_items'],
        statements: [{ text: ['DELETE FROM orders WHERE id = $1'], holes: [] }],
        unknown: null,
      },
    ]);
  });

  it("follows the file's string constants into a template, and leaves a hole where the SQL is made at run time", () => {
    const text = [
      "const columns = 'id, status';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text is a file's source, a template literal in it
      "const findSql = `SELECT ${columns} FROM orders WHERE ${where.join(' AND ')} LIMIT ${LIMIT}`;",
      'const LIMIT = 20;',
      'await db.query(findSql, []);',
    ].join('\n');
    expect(callsOf(text)[0]?.statements).toEqual([
      { text: ['SELECT id, status FROM orders WHERE ', ' LIMIT 20'], holes: ["where.join(' AND ')"] },
    ]);
  });

  it('reads both statements of a conditional', () => {
    const text = "await db.query(cancelled ? 'SELECT 1 FROM orders' : `SELECT 2 FROM orders`);";
    expect(callsOf(text)[0]?.statements.map((statement) => statement.text)).toEqual([
      ['SELECT 1 FROM orders'],
      ['SELECT 2 FROM orders'],
    ]);
  });

  it('says why SQL made at run time, or handed in, or tables named at run time, cannot be read', () => {
    const text = [
      'function run(db, sql) { return db.query(sql, []); }',
      'await db.query(listSqlOf(options), []);',
      "await db.write([table], 'DELETE FROM sessions');",
      "const twice = 'SELECT 1'; function other() { const twice = 'DELETE FROM orders'; }",
      'await db.query(twice);',
    ].join('\n');
    expect(callsOf(text).map((call) => call.unknown)).toEqual([
      'its SQL is `sql`, which this file does not hold as a constant',
      'its SQL is made at run time: `listSqlOf(options)`',
      'it declares tables named at run time',
      'its SQL is `twice`, which this file does not hold as a constant',
    ]);
  });

  it("counts no other `write`: a PDF's, a socket's, a logger's", () => {
    const text =
      "pdf.write('Notes from the lab', { isBold: true });\nsocket.write(frame(text));\nthis.write('info', args);";
    expect(callsOf(text)).toEqual([]);
  });
});
