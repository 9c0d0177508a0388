import { type PGlite, parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;

function oneMessage(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

/**
 * Statements on the embedded database as PostgreSQL's pool runs them: each distinct text is prepared once (a
 * named statement, planned once rather than at every call), and each call is one message of the wire protocol
 * (bind, describe, execute, sync) handed to the engine in one call. PGlite's own `query` parses and plans the
 * text at every call and hands the engine its six messages one call at a time (ADR 036). Values are written,
 * and rows read, by PGlite's own serializers and parsers for the types the statement declares, as its `query`
 * does. The caller holds PGlite's locks; past `maxNamed` texts, statements run unnamed.
 */
export function pgliteStatements(pglite: PGlite, maxNamed: number) {
  const statements = new Map<string, { name: string; parameterTypes: number[] }>();

  async function prepare(sql: string) {
    const known = statements.get(sql);
    if (known) return known;
    const name = statements.size < maxNamed ? `fathom_${statements.size + 1}` : '';
    const described = await pglite.execProtocolStream(
      oneMessage([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    if (name) statements.set(sql, statement);
    return statement;
  }

  return async function run<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const { name, parameterTypes } = await prepare(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const write = pglite.serializers[parameterTypes[index] ?? 0];
      return write ? write(value) : String(value);
    });
    const messages = await pglite.execProtocolStream(
      oneMessage([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
  };
}
