import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cycles,
  importedNames,
  importedSpecifiers,
  importGraph,
  relativeImportsOf,
} from './import-graph.mjs';
import { sourceFile } from './source-file.mjs';

const specifiersOf = (text: string) => importedSpecifiers(sourceFile('example.ts', text));

describe('importedSpecifiers, read from the parsed module', () => {
  it('finds an import whose `from` is lines below, past a comment with a quote in it', () => {
    expect(specifiersOf("import {\n  first,\n  second, // the user's own\n} from './multi-line';\n")).toEqual(
      ['./multi-line'],
    );
  });

  it('finds double quotes, side effects, types, re-exports and `export *`, in order', () => {
    const text = [
      'import { a } from "./double-quoted";',
      "import './side-effect';",
      "import type { Row } from './types';",
      "export type { Other } from './other-types';",
      "export { b, c as d } from './renamed';",
      "export * from './everything';",
      'export const local = 1;',
    ].join('\n');
    expect(specifiersOf(text)).toEqual([
      './double-quoted',
      './side-effect',
      './types',
      './other-types',
      './renamed',
      './everything',
    ]);
  });

  it('finds a dynamic import of a literal string, not of a name known at run time', () => {
    const text =
      "const page = lazy(() => import('./lazy-page'));\nconst name = './computed';\nawait import(name);\n";
    expect(specifiersOf(text)).toEqual(['./lazy-page']);
  });

  it('counts no import written in a comment or a string', () => {
    const text = [
      "// import { a } from './commented';",
      '/*',
      "import { b } from './block-commented';",
      '*/',
      'const help = `',
      "import { c } from './in-a-string';",
      '`;',
      'const call = "import(\'./quoted-call\')";',
    ].join('\n');
    expect(specifiersOf(text)).toEqual([]);
  });

  it('names what each import and re-export takes, its types marked', () => {
    const text = [
      "import type { Row } from './types';",
      "import { a, type B } from './mixed';",
      "import * as all from './all';",
      "import fallback from './default';",
      "import './side-effect';",
      "export { c } from './mixed';",
      "export * from './everything';",
    ].join('\n');
    expect(Object.fromEntries(importedNames(sourceFile('example.ts', text)))).toEqual({
      './types': [{ name: 'Row', isType: true }],
      './mixed': [
        { name: 'a', isType: false },
        { name: 'B', isType: true },
        { name: 'c', isType: false },
      ],
      './all': [{ name: '*', isType: false }],
      './default': [{ name: 'default', isType: false }],
      './side-effect': [],
      './everything': [{ name: '*', isType: false }],
    });
  });

  it('refuses a file that does not parse, rather than reading half of it', () => {
    expect(() => specifiersOf("import { a from './broken';")).toThrow(/example\.ts does not parse/);
  });
});

describe('relativeImportsOf and the graph of files', () => {
  const folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    const path = join(folder, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    return path;
  };

  it('resolves a relative import to a file among those given: as written, with .ts or .tsx, or its index', () => {
    const main = write(
      'main.ts',
      "import { a } from './a';\nimport { b } from './b.ts';\nimport { C } from './c';\nimport { d } from './d';\nimport { z } from 'zod';\nimport { gone } from './missing';\n",
    );
    const a = write('a.ts', 'export const a = 1;');
    const b = write('b.ts', 'export const b = 1;');
    const c = write('c.tsx', 'export const C = 1;');
    const d = write('d/index.ts', "export { d } from '../main';\n");
    const files = new Set([main, a, b, c, d]);
    expect(relativeImportsOf(main, files)).toEqual([a, b, c, d]);
    expect(cycles(importGraph([...files], (file) => file))).toEqual([[d, main].sort()]);
  });
});
