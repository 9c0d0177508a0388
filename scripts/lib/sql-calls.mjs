import { Visitor } from 'oxc-parser';
import { lineAt } from './source-file.mjs';

/**
 * A statement's SQL as the code writes it: `text` around the `holes`, the expressions of a template literal that
 * the file does not hold as a string constant (a column list built at run time, a condition, a sort order).
 * `text` has one part more than `holes`.
 * @typedef {{ text: string[], holes: string[] }} SqlTemplate
 */

/**
 * A call that runs SQL: `x.query(sql, …)`, or `x.write(['table', …], sql, …)`, which declares the tables it writes.
 * `statements` holds its SQL (two for `cond ? a : b`); `unknown` says why none could be read from the file.
 * @typedef {object} SqlCall
 * @property {'query' | 'write'} method
 * @property {number} line
 * @property {string[] | null} declared the tables a write declares (null for a query)
 * @property {SqlTemplate[]} statements
 * @property {string | null} unknown
 */

/** @typedef {import('oxc-parser').Expression} Expression */

/**
 * The file's `const name = …` declarations by name, where the name is bound once in the file (a name bound twice,
 * say a constant and another function's parameter, is not resolved: which one a use means would need scopes).
 * @param {import('oxc-parser').Program} program
 * @returns {Map<string, Expression | null>}
 */
function constantsOf(program) {
  /** @type {Map<string, Expression | null>} */
  const constants = new Map();
  /** @type {Set<string>} */
  const twice = new Set();
  /** @param {string} name @param {Expression | null} value */
  const bind = (name, value) => {
    if (constants.has(name)) twice.add(name);
    constants.set(name, value);
  };
  /** @param {{ params: import('oxc-parser').ParamPattern[] }} node */
  const bindParameters = ({ params }) => {
    for (const param of params) {
      const pattern = param.type === 'TSParameterProperty' ? param.parameter : param;
      const named = pattern.type === 'AssignmentPattern' ? pattern.left : pattern;
      if (named.type === 'Identifier') bind(named.name, null);
    }
  };
  new Visitor({
    VariableDeclaration({ kind, declarations }) {
      for (const { id, init } of declarations) {
        if (id.type === 'Identifier') bind(id.name, kind === 'const' ? init : null);
      }
    },
    FunctionDeclaration: bindParameters,
    FunctionExpression: bindParameters,
    ArrowFunctionExpression: bindParameters,
  }).visit(program);
  for (const name of twice) constants.set(name, null);
  return constants;
}

/**
 * @param {Expression} node
 * @returns {Expression}
 */
const unwrapped = (node) =>
  node.type === 'TSAsExpression' ||
  node.type === 'TSSatisfiesExpression' ||
  node.type === 'ParenthesizedExpression'
    ? unwrapped(node.expression)
    : node;

/**
 * One piece of SQL, then another.
 * @param {SqlTemplate} first
 * @param {SqlTemplate} then
 * @returns {SqlTemplate}
 */
const followedBy = (first, then) => ({
  text: [
    ...first.text.slice(0, -1),
    `${first.text.at(-1) ?? ''}${then.text[0] ?? ''}`,
    ...then.text.slice(1),
  ],
  holes: [...first.holes, ...then.holes],
});

/**
 * Reads SQL out of a file's expressions, following its string constants.
 * @param {import('./source-file.mjs').SourceFile} file
 */
function sqlReader(file) {
  const constants = constantsOf(file.parsed.program);

  /**
   * A template literal's expression as SQL: its text when the file holds it as a string, else a hole.
   * @param {Expression} node
   * @param {number} depth
   * @returns {SqlTemplate}
   */
  const fragment = (node, depth) => {
    const expression = unwrapped(node);
    if (expression.type === 'Literal' && ['string', 'number'].includes(typeof expression.value)) {
      return { text: [String(expression.value)], holes: [] };
    }
    if (expression.type === 'TemplateLiteral') return template(expression, depth);
    if (expression.type === 'Identifier' && depth < 10) {
      const init = constants.get(expression.name);
      if (init) return fragment(init, depth + 1);
    }
    return { text: ['', ''], holes: [file.text.slice(expression.start, expression.end)] };
  };

  /**
   * @param {import('oxc-parser').TemplateLiteral} literal
   * @param {number} depth
   * @returns {SqlTemplate}
   */
  const template = (literal, depth) =>
    literal.expressions.reduce(
      (sql, expression, index) =>
        followedBy(followedBy(sql, fragment(expression, depth)), {
          text: [literal.quasis[index + 1]?.value.cooked ?? ''],
          holes: [],
        }),
      { text: [literal.quasis[0]?.value.cooked ?? ''], holes: /** @type {string[]} */ ([]) },
    );

  /**
   * The statements an argument holds, or why they are not known from the file.
   * @param {Expression} node
   * @param {number} depth
   * @returns {SqlTemplate[] | string}
   */
  const statements = (node, depth) => {
    const expression = unwrapped(node);
    if (expression.type === 'Literal' && typeof expression.value === 'string')
      return [fragment(expression, 0)];
    if (expression.type === 'TemplateLiteral') return [template(expression, 0)];
    if (expression.type === 'ConditionalExpression') {
      const [whenTrue, whenFalse] = [
        statements(expression.consequent, depth),
        statements(expression.alternate, depth),
      ];
      if (typeof whenTrue === 'string') return whenTrue;
      return typeof whenFalse === 'string' ? whenFalse : [...whenTrue, ...whenFalse];
    }
    const source = file.text.slice(expression.start, expression.end);
    if (expression.type === 'Identifier' && depth < 10) {
      const init = constants.get(expression.name);
      if (init) return statements(init, depth + 1);
      return `its SQL is \`${source}\`, which this file does not hold as a constant`;
    }
    return `its SQL is made at run time: \`${source.split('\n')[0]}\``;
  };

  return statements;
}

/**
 * The calls of a file that run SQL, in order. A `write` whose first argument is not an array literal is not one
 * (a PDF's or a stream's `write`), nor is the database layer passing on its caller's tables.
 * @param {import('./source-file.mjs').SourceFile} file
 * @returns {SqlCall[]}
 */
export function sqlCallsOf(file) {
  // Such a call names its method: a file without the word has none, and its syntax tree need not be built.
  if (!/\b(query|write)\b/.test(file.text)) return [];
  const read = sqlReader(file);
  /** @type {SqlCall[]} */
  const calls = [];
  new Visitor({
    CallExpression({ callee, arguments: [first, second], start }) {
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
        return;
      const method = callee.property.name;
      const line = lineAt(file.text, start);
      if (method === 'query' && first && first.type !== 'SpreadElement') {
        const sql = read(first, 0);
        calls.push({
          method,
          line,
          declared: null,
          statements: typeof sql === 'string' ? [] : sql,
          unknown: typeof sql === 'string' ? sql : null,
        });
      }
      if (method === 'write' && first?.type === 'ArrayExpression') {
        const declared = first.elements.flatMap((element) =>
          element?.type === 'Literal' && typeof element.value === 'string' ? [element.value] : [],
        );
        const named = declared.length === first.elements.length;
        const sql = second && second.type !== 'SpreadElement' ? read(second, 0) : 'it has no SQL';
        const unknown = !named
          ? 'it declares tables named at run time'
          : typeof sql === 'string'
            ? sql
            : null;
        calls.push({ method, line, declared, statements: typeof sql === 'string' ? [] : sql, unknown });
      }
    },
  }).visit(file.parsed.program);
  return calls;
}
