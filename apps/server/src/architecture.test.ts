import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = dirname(fileURLToPath(import.meta.url));
const rooms = join(source, 'modules');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(source);

/** The files a file imports (types too), by their paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = text.matchAll(/^(?:import|export)(?:[^'"]*?from)?\s*'(\.[^']+)'/gm);
  return [...specifiers].flatMap(([, specifier = '']) => {
    const target = resolve(dirname(file), specifier);
    const found = [`${target}.ts`, join(target, 'index.ts')].find((path) => files.includes(path));
    return found ? [found] : [];
  });
}

/** The groups of nodes that import each other in a circle (Tarjan's strongly connected components). */
function cycles(edges: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
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
      const group: string[] = [];
      let member: string | undefined;
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

function graph(nodeOf: (file: string) => string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = nodeOf(file);
    for (const target of importsOf(file)) {
      const to = nodeOf(target);
      if (to === from) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

const roomOf = (file: string) => relative(rooms, file).split(sep)[0] ?? '';

describe("the server's shape (docs/architecture.md)", () => {
  it('has no import cycle between files, nor between folders', () => {
    expect(cycles(graph((file) => relative(source, file)))).toEqual([]);
    expect(cycles(graph((file) => relative(source, dirname(file)) || '.'))).toEqual([]);
  });

  it('keeps the platform (the HTTP kernel) free of the rooms: they stand on it, it imports none of them', () => {
    const platform = join(source, 'platform');
    const intoRooms = files
      .filter((path) => path.startsWith(platform + sep))
      .flatMap((path) =>
        importsOf(path)
          .filter((target) => target.startsWith(rooms + sep))
          .map((target) => `${relative(source, path)} -> ${relative(source, target)}`),
      );
    expect(intoRooms).toEqual([]);
  });

  it('gives every table one room that writes it, as its repositories declare', () => {
    const writers = new Map<string, Set<string>>();
    for (const file of files.filter((path) => path.startsWith(rooms + sep))) {
      const text = readFileSync(file, 'utf8');
      for (const [, declared = ''] of text.matchAll(/\.write(?:<[^(]*>)?\(\s*\[([^\]]*)\]/g)) {
        for (const [, table = ''] of declared.matchAll(/'([a-z_]+)'/g)) {
          writers.set(table, (writers.get(table) ?? new Set()).add(roomOf(file)));
        }
      }
    }
    expect(writers.get('items')).toEqual(new Set(['kits']));
    const shared = [...writers].filter(([, by]) => by.size > 1).map(([table, by]) => `${table}: ${[...by]}`);
    expect(shared).toEqual([]);
  });

  it("keeps each room's SQL in its repositories", () => {
    const outside = files
      .filter((path) => path.startsWith(rooms + sep) && !path.endsWith('-repository.ts'))
      .filter((path) => /\.query(<|\()|\.write(<[^(]*>)?\(\s*\[/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(rooms, path));
    expect(outside).toEqual([]);
  });

  it('declares the tables of every write the rooms and integrations make (read-cache.ts relies on it)', () => {
    const undeclared = files
      .filter((path) => !path.startsWith(join(source, 'db') + sep))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/\.query(?:<[^(]*>)?\(\s*[`'"]\s*(\w+)([^`'"]*)/g)]
          .filter(
            ([, verb = '', rest = '']) =>
              /^(insert|update|delete|merge)$/i.test(verb) ||
              (/^with$/i.test(verb) && /\b(insert|update|delete|merge)\b/i.test(rest)),
          )
          .map(([statement = '']) => `${relative(source, path)}: ${statement.slice(0, 60)}`),
      );
    expect(undeclared).toEqual([]);
  });

  it('tells the two database engines apart only in the database layer, the job queue and the app', () => {
    // A feature's integration tests run on one engine (ADR 056): what the engines do differently stays here, where
    // the suites on both engines check it.
    const engineAware = new Set(['app.ts', join('jobs', 'job-queue.ts')]);
    const elsewhere = files
      .filter(
        (path) => !path.startsWith(join(source, 'db') + sep) && !engineAware.has(relative(source, path)),
      )
      .filter((path) =>
        /\bkind\s*[!=]==\s*'(pglite|postgres)'|'(pglite|postgres)'\s*[!=]==/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(source, path));
    expect(elsewhere).toEqual([]);
  });

  it('keeps each kind of integration to its interface, its sandbox and one file or more per vendor', () => {
    const integrations = join(source, 'integrations');
    for (const kind of readdirSync(integrations).filter((name) => !name.endsWith('.ts'))) {
      const names = readdirSync(join(integrations, kind));
      expect(names, kind).toContain('index.ts');
      expect(names, kind).toContain('sandbox.ts');
      // The interface alone: what chooses among the adapters is integrations/choose-integrations.ts.
      expect(readFileSync(join(integrations, kind, 'index.ts'), 'utf8'), kind).not.toMatch(
        /^import (?!type)/m,
      );
    }
  });
});
