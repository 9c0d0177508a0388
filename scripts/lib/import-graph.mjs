import { dirname, join, resolve } from 'node:path';
import { Visitor } from 'oxc-parser';
import { readSourceFile } from './source-file.mjs';

/**
 * The modules a file imports or re-exports, as written, in the order they appear: `import … from`, `import '…'`,
 * `import type`, `export … from`, and `import('…')` of a literal string (an import of a computed name is not
 * known until run time). What a comment or a string holds is not an import.
 * @param {import('./source-file.mjs').SourceFile} file
 * @returns {string[]}
 */
export function importedSpecifiers(file) {
  const { staticImports, staticExports, dynamicImports } = file.parsed.module;
  /** @type {{ at: number, specifier: string }[]} */
  const found = [
    ...staticImports.map(({ start, moduleRequest }) => ({ at: start, specifier: moduleRequest.value })),
    ...staticExports.flatMap(({ start, entries }) => {
      const from = entries.find((entry) => entry.moduleRequest)?.moduleRequest;
      return from ? [{ at: start, specifier: from.value }] : [];
    }),
  ];
  // The module record gives a dynamic import's span only: its argument is read from the syntax tree.
  if (dynamicImports.length > 0) {
    new Visitor({
      ImportExpression({ start, source }) {
        if (source.type === 'Literal' && typeof source.value === 'string') {
          found.push({ at: start, specifier: source.value });
        }
      },
    }).visit(file.parsed.program);
  }
  return found.sort((a, b) => a.at - b.at).map(({ specifier }) => specifier);
}

/**
 * The files a TypeScript file imports (types too) by a relative path, among `files`, by their paths: the path as
 * written, with `.ts` or `.tsx`, or its folder's `index`.
 * @param {string} file
 * @param {ReadonlySet<string>} files
 * @returns {string[]}
 */
export function relativeImportsOf(file, files) {
  return importedSpecifiers(readSourceFile(file)).flatMap((specifier) => {
    const found = resolveRelative(file, specifier, files);
    return found ? [found] : [];
  });
}

/**
 * The file among `files` a relative specifier of `file` names: the path as written, with `.ts` or `.tsx`, or its
 * folder's `index`; undefined for a package or a file not among them.
 * @param {string} file
 * @param {string} specifier
 * @param {ReadonlySet<string>} files
 * @returns {string | undefined}
 */
export function resolveRelative(file, specifier, files) {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(file), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')].find(
    (path) => files.has(path),
  );
}

/**
 * The names a file takes from each module it imports statically or re-exports (`*` for a namespace or
 * `export *`, `default` for a default), by specifier, each marked when it is a type alone.
 * @param {import('./source-file.mjs').SourceFile} file
 * @returns {Map<string, { name: string, isType: boolean }[]>}
 */
export function importedNames(file) {
  const { staticImports, staticExports } = file.parsed.module;
  /** @type {Map<string, { name: string, isType: boolean }[]>} */
  const names = new Map();
  /** @param {string} specifier @param {{ kind: string, name: string | null }} imported @param {boolean} isType */
  const add = (specifier, imported, isType) => {
    const name = imported.name ?? (imported.kind === 'Default' ? 'default' : '*');
    names.set(specifier, [...(names.get(specifier) ?? []), { name, isType }]);
  };
  for (const { moduleRequest, entries } of staticImports) {
    if (entries.length === 0) names.set(moduleRequest.value, names.get(moduleRequest.value) ?? []);
    for (const entry of entries) add(moduleRequest.value, entry.importName, entry.isType);
  }
  for (const { entries } of staticExports) {
    for (const entry of entries) {
      if (entry.moduleRequest) add(entry.moduleRequest.value, entry.importName, entry.isType);
    }
  }
  return names;
}

/**
 * The groups of nodes that import each other in a circle (Tarjan's strongly connected components), each sorted.
 * @param {Map<string, Set<string>>} edges
 * @returns {string[][]}
 */
export function cycles(edges) {
  let next = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const found = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */
      const group = [];
      /** @type {string | undefined} */
      let member;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * The graph of `files` grouped by `nodeOf` (a file, its folder, its feature): an edge for every import from one
 * node to another.
 * @param {string[]} files
 * @param {(file: string) => string} nodeOf
 * @returns {Map<string, Set<string>>}
 */
export function importGraph(files, nodeOf) {
  const known = new Set(files);
  /** @type {Map<string, Set<string>>} */
  const edges = new Map();
  for (const file of files) {
    const from = nodeOf(file);
    for (const target of relativeImportsOf(file, known)) {
      const to = nodeOf(target);
      if (to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}
