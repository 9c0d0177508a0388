import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { importedNames, resolveRelative } from './import-graph.mjs';
import { readSourceFile } from './source-file.mjs';

/**
 * One file of a room importing another room (its index.ts, its register.ts, or any other file of it): the
 * importing file and the imported one under the rooms' folder, with `/`, and the names it takes (a name taken for
 * its type alone is marked `type`).
 * @typedef {{ file: string, from: string, to: string, target: string, names: { name: string, isType: boolean }[] }} RoomImport
 */

/**
 * The `.ts` files of a folder, tests left out, every level down.
 * @param {string} folder
 * @returns {string[]}
 */
export function sourceFilesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every import of a file of one room into another room, under `rooms` (the server's `src/modules`), among
 * `files` (the server's source files, to resolve what is imported): one per importing file and imported file,
 * however many import lines name it. A room is the first folder under `rooms`. `read` parses a file (a test plants
 * its own).
 * @param {string} rooms
 * @param {readonly string[]} files
 * @param {(path: string) => import('./source-file.mjs').SourceFile} [read]
 * @returns {RoomImport[]}
 */
export function roomImports(rooms, files, read = readSourceFile) {
  const known = new Set(files);
  /** @param {string} path */
  const under = (path) => relative(rooms, path).split(sep).join('/');
  /** @param {string} path */
  const roomOf = (path) => under(path).split('/')[0] ?? '';
  /** @type {Map<string, RoomImport>} */
  const found = new Map();
  for (const file of files.filter((path) => path.startsWith(rooms + sep))) {
    for (const [specifier, names] of importedNames(read(file))) {
      const target = resolveRelative(file, specifier, known);
      if (!target?.startsWith(rooms + sep) || roomOf(target) === roomOf(file)) continue;
      const key = `${file}\0${target}`;
      const entry = found.get(key) ?? {
        file: under(file),
        from: roomOf(file),
        to: roomOf(target),
        target: under(target),
        names: [],
      };
      entry.names.push(...names);
      found.set(key, entry);
    }
  }
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file) || a.target.localeCompare(b.target));
}

/**
 * The imports counted by pair of rooms (`from -> to`), by file imported, and by name taken (`room: name`), each
 * sorted by count, then by name.
 * @param {readonly RoomImport[]} imports
 */
export function roomImportCounts(imports) {
  /** @param {string[]} keys */
  const count = (keys) => {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  };
  return {
    total: imports.length,
    pairs: count(imports.map(({ from, to }) => `${from} -> ${to}`)),
    targets: count(imports.map(({ target }) => target)),
    names: count(
      imports.flatMap(({ to, names }) =>
        [...new Set(names.map(({ name, isType }) => `${to}: ${name}${isType ? ' (type)' : ''}`))].sort(),
      ),
    ),
  };
}
