#!/usr/bin/env node
// Counts the imports between the server's rooms (apps/server/src/modules/<room>): one for each file of a room that
// imports a file of another room (its index.ts or register.ts). Prints the total, then the count per pair of rooms,
// per file imported and per name taken; with --files, each importing file and what it takes.
// apps/server/src/architecture.test.ts holds the total under a ceiling.
import { join } from 'node:path';
import { repoRoot } from './lib/repo-root.mjs';
import { roomImportCounts, roomImports, sourceFilesUnder } from './lib/room-imports.mjs';

const source = join(repoRoot, 'apps', 'server', 'src');
const imports = roomImports(join(source, 'modules'), sourceFilesUnder(source));
const { total, pairs, targets, names } = roomImportCounts(imports);

/** @param {string} title @param {[string, number][]} rows */
const section = (title, rows) =>
  `\n${title} (${rows.length}):\n${rows.map(([key, n]) => `${String(n).padStart(4)}  ${key}`).join('\n')}`;

console.log(`${total} imports between rooms, across ${pairs.length} pairs of rooms`);
console.log(section('Per pair of rooms (importer -> imported)', pairs));
console.log(section('Per file imported', targets));
console.log(section('Per name taken (room: name), counted once per importing file', names));
if (process.argv.includes('--files')) {
  console.log('\nPer importing file:');
  for (const { file, target, names: taken } of imports) {
    const list = [...new Set(taken.map(({ name, isType }) => (isType ? `type ${name}` : name)))].join(', ');
    console.log(`  ${file} -> ${target}: ${list}`);
  }
}
