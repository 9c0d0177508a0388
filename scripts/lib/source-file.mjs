import { readFileSync } from 'node:fs';
import { parseSync } from 'oxc-parser';

/**
 * A TypeScript or JavaScript file as oxc parses it: its module record (imports and exports) at once, its program
 * (the syntax tree) built on first use.
 * @typedef {{ path: string, text: string, parsed: import('oxc-parser').ParseResult }} SourceFile
 */

/**
 * Parses a file's text; the language is told by the path's extension. A text that does not parse is an error:
 * the rules read only what TypeScript compiles.
 * @param {string} path
 * @param {string} text
 * @returns {SourceFile}
 */
export function sourceFile(path, text) {
  const parsed = parseSync(path, text);
  const [error] = parsed.errors;
  if (error) throw new Error(`${path} does not parse: ${error.message}`);
  return { path, text, parsed };
}

/** @type {Map<string, SourceFile>} */
const read = new Map();

/**
 * A file on disk, read and parsed once per process (the architecture tests share it).
 * @param {string} path
 * @returns {SourceFile}
 */
export function readSourceFile(path) {
  let file = read.get(path);
  if (!file) {
    file = sourceFile(path, readFileSync(path, 'utf8'));
    read.set(path, file);
  }
  return file;
}

/**
 * The 1-based line of an offset in a file's text.
 * @param {string} text
 * @param {number} offset
 * @returns {number}
 */
export function lineAt(text, offset) {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}
