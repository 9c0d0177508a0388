import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Transactions open at the service edge only (docs/architecture.md): a route calls a service operation, which opens
 * the one transaction and hands it to repositories and to other rooms' operations. A repository or a route that
 * opens a transaction, or code that wraps a transaction as a database so that a "transaction of its own" joins the
 * caller's (`within-transaction.ts`, left to the demo seed), fails here.
 */

const source = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = join(source, 'db', 'seed');

function typeScriptFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return typeScriptFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const files = typeScriptFiles(source);
const code = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const opensTransaction = (path: string) => /\.transaction\s*(<[^>]*>)?\s*\(/.test(code(path));
const isTest = (path: string) => path.endsWith('.test.ts');
const named = (paths: string[]) => paths.map((path) => relative(source, path).split(sep).join('/'));

describe('where transactions open', () => {
  it('never in a repository: it takes the caller’s transaction', () => {
    const repositories = files.filter((path) => path.endsWith('-repository.ts') && !isTest(path));
    expect(repositories.length).toBeGreaterThan(0);
    expect(
      named(repositories.filter(opensTransaction)),
      'repositories that open a transaction: take the caller’s Queryable, and open it in the service',
    ).toEqual([]);
  });

  it('never in a route: the route calls a service operation, which opens it', () => {
    const routes = files.filter(
      (path) => (basename(path) === 'routes.ts' || path.endsWith('-routes.ts')) && !isTest(path),
    );
    expect(routes.length).toBeGreaterThan(0);
    expect(
      named(routes.filter(opensTransaction)),
      'routes that open a transaction: move it into a service operation of the room',
    ).toEqual([]);
  });

  it('never by wrapping a transaction as a database, outside the demo seed', () => {
    const wrapper = join(source, 'db', 'within-transaction.ts');
    const wrapping = files
      .filter((path) => !path.startsWith(seed + sep) && path !== wrapper)
      .filter((path) => basename(path) !== 'within-transaction.int.test.ts')
      .filter((path) => /['"`][^'"`]*\/within-transaction(\.[jt]s)?['"`]/.test(code(path)));
    expect(
      named(wrapping),
      'files that wrap a transaction as a database: pass the transaction (tx) itself',
    ).toEqual([]);
  });
});
