import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The files a TypeScript file imports (types too) by a relative path, among `files`, by their paths: the path as
 * written, with `.ts` or `.tsx`, or its folder's `index`.
 * @param {string} file
 * @param {ReadonlySet<string>} files
 * @returns {string[]}
 */
export function relativeImportsOf(file, files) {
  const text = readFileSync(file, 'utf8');
  const specifiers = text.matchAll(/^(?:import|export)(?:[^'"]*?from)?\s*'(\.[^']+)'/gm);
  return [...specifiers].flatMap(([, specifier = '']) => {
    const target = resolve(dirname(file), specifier);
    const found = [
      target,
      `${target}.ts`,
      `${target}.tsx`,
      join(target, 'index.ts'),
      join(target, 'index.tsx'),
    ].find((path) => files.has(path));
    return found ? [found] : [];
  });
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
