import pg from 'pg';

/**
 * A statement sent through pg's own `Query`, at less cost per statement (ADR 068).
 *
 * pg copies a query's config object property by property (`Object.defineProperties` of its descriptors), and for
 * each answer builds the empty row every row starts from on an object without a prototype, which V8 keeps in its
 * slow dictionary form, as are the rows copied from it. Given the text as a string there is no copy, and a result
 * whose empty row is an ordinary object gives rows with fast properties. What is sent and what comes back is
 * pg's: its Query writes the messages and hands each answer to the result.
 */

type FieldDescription = pg.FieldDef & { format?: 'text' | 'binary' };

type Parser = (value: unknown) => unknown;

interface ResultInternals {
  _parsers: Parser[] | undefined;
  _types: { getTypeParser(oid: number, format: 'text' | 'binary'): Parser } | undefined;
  _prebuiltEmptyResultObject: Record<string, null> | null;
  addFields(fields: FieldDescription[]): void;
}

const ResultWithInternals = pg.Result as unknown as new (
  rowMode: string | undefined,
  types: unknown,
) => pg.QueryResult & ResultInternals;

/** pg's result, its empty row an ordinary object. */
class ResultOnOrdinaryRows extends ResultWithInternals {
  override addFields(fields: FieldDescription[]): void {
    // A column named __proto__ would set the row's prototype instead of a property: pg's own way handles it.
    if (fields.some((field) => field.name === '__proto__')) {
      super.addFields(fields);
      return;
    }
    this.fields = fields;
    const parsers: Parser[] = new Array(fields.length);
    const empty: Record<string, null> = {};
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i] as FieldDescription;
      empty[field.name] = null;
      parsers[i] = (this._types ?? pg.types).getTypeParser(
        field.dataTypeID,
        field.format || 'text',
      ) as Parser;
    }
    this._parsers = parsers;
    this._prebuiltEmptyResultObject = empty;
  }
}

type Callback = (error: Error | null, result: pg.QueryResult) => void;

interface QueryInternals {
  _result: unknown;
  _results: unknown;
}

const QueryWithInternals = pg.Query as unknown as new (
  text: string,
  values: unknown[] | undefined,
  callback: Callback,
) => pg.Query & QueryInternals & { name?: string };

/** A statement of text, parameters and (when prepared) a name, answered through `callback`. */
export class PostgresStatement extends QueryWithInternals {
  constructor(config: pg.QueryConfig, callback: Callback) {
    super(config.text, config.values, callback);
    if (config.name) this.name = config.name;
    const result = new ResultOnOrdinaryRows(undefined, undefined);
    this._result = result;
    this._results = result;
  }
}

/**
 * The statement `make` builds, sent on `client`: its answer, or its error with a stack that leads back to the
 * statement's callers (as pg's own promise gives it) rather than to the socket's read.
 */
export function sendStatement(
  client: pg.ClientBase,
  make: (callback: Callback) => PostgresStatement,
): Promise<pg.QueryResult> {
  return new Promise<pg.QueryResult>((resolve, reject) => {
    client.query(make((error, result) => (error ? reject(error) : resolve(result))));
  }).catch((error: unknown) => {
    if (error instanceof Error) Error.captureStackTrace(error);
    throw error;
  });
}

/**
 * The config's statement run on `client`, as `client.query(config)` runs it. A config that sets more than the
 * statement (a script's own read timeout, say) goes to `client.query` as it is.
 */
export function runStatement(client: pg.ClientBase, config: pg.QueryConfig): Promise<pg.QueryResult> {
  if ('query_timeout' in config) return client.query(config);
  return sendStatement(client, (callback) => new PostgresStatement(config, callback));
}
