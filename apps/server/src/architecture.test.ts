import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, relativeImportsOf } from '../../../scripts/lib/import-graph.mjs';

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

const importsOf = (file: string) => relativeImportsOf(file, new Set(files));
const graph = (nodeOf: (file: string) => string) => importGraph(files, nodeOf);

const roomOf = (file: string) => relative(rooms, file).split(sep)[0] ?? '';

describe("the server's shape (docs/architecture.md)", () => {
  it('has no import cycle between files, nor between folders', () => {
    expect(cycles(graph((file) => relative(source, file)))).toEqual([]);
    // A room's register.ts composes its folders (the app's composition root calls it): it stands above them.
    const folderOf = (file: string) =>
      file.endsWith(`${sep}register.ts`) ? relative(source, file) : relative(source, dirname(file)) || '.';
    expect(cycles(graph(folderOf))).toEqual([]);
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

  it("lists in docs/architecture.md what each room's index.ts offers the other rooms", () => {
    const doc = readFileSync(join(source, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    const section = doc.split("### Each room's public face")[1]?.split('\n### ')[0] ?? '';
    const listed = section.split('\n').filter((line) => line.startsWith('- `'));
    const offered = readdirSync(rooms)
      .sort()
      .filter((room) => files.includes(join(rooms, room, 'index.ts')))
      .map((room) => {
        const text = readFileSync(join(rooms, room, 'index.ts'), 'utf8');
        const names = [...text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from/g)]
          .flatMap(([, list = '']) => list.split(','))
          .map((name) => name.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .sort((a, b) => a.localeCompare(b));
        return `- \`${room}\`: ${names.map((name) => `\`${name}\``).join(', ')}`;
      });
    expect(listed).toEqual(offered);
  });

  it('composes each room through its register.ts, imported by app.ts and the demo seed alone', () => {
    const unregistered = readdirSync(rooms).filter(
      (room) => !files.includes(join(rooms, room, 'register.ts')),
    );
    expect(unregistered).toEqual([]);
    const composers = new Set([join(source, 'app.ts'), join(source, 'db', 'seed', 'demo-shop.ts')]);
    const strangers = files
      .filter((path) => !composers.has(path))
      .flatMap((path) =>
        importsOf(path)
          .filter((target) => target.startsWith(rooms + sep) && target.endsWith(`${sep}register.ts`))
          .map((target) => `${relative(source, path)} -> ${relative(source, target)}`),
      );
    expect(strangers).toEqual([]);
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
