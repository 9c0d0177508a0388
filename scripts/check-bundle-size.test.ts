import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  analyseBundle,
  budgetViolations,
  formatReport,
  staticImportSpecifiers,
} from './lib/bundle-analysis.mjs';

const folders: string[] = [];

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'fathom-bundle-fixture-'));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** Code that gzip cannot shrink below `bytes`, so a fixture file can be made to weigh a chosen amount. */
function incompressible(bytes: number): string {
  return `const a="${randomBytes(bytes).toString('base64')}";`;
}

const indexHtml = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-BBBBBBBB.js">
<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
</head><body><div id="root"></div></body></html>`;

function buildWithoutManifest(sizes: { login?: number; home?: number; css?: number } = {}): string {
  return fixture({
    'index.html': indexHtml,
    'assets/index-AAAAAAAA.js':
      'import{r as e}from"./vendor-BBBBBBBB.js";const t=()=>import("./login-page-DDDDDDDD.js"),n=()=>import("./home-page-EEEEEEEE.js");e(t,n);',
    'assets/vendor-BBBBBBBB.js': 'export const r=(...a)=>a;',
    'assets/login-page-DDDDDDDD.js': `import{f as o}from"./text-field-FFFFFFFF.js";import"./vendor-BBBBBBBB.js";${incompressible(sizes.login ?? 100)}export default o;`,
    'assets/text-field-FFFFFFFF.js': 'export const f=1;',
    'assets/home-page-EEEEEEEE.js': `${incompressible(sizes.home ?? 100)}export default a;`,
    'assets/index-CCCCCCCC.css': sizes.css ? `/*${incompressible(sizes.css)}*/` : 'body{margin:0}',
  });
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('staticImportSpecifiers', () => {
  it('finds named, side-effect and re-export imports but not dynamic ones', () => {
    const code =
      'import{a as b}from"./one-AAAAAAAA.js";import"./two-BBBBBBBB.js";export{c}from"../three.js";const d=()=>import("./lazy-CCCCCCCC.js");';
    expect(staticImportSpecifiers(code)).toEqual(['./one-AAAAAAAA.js', './two-BBBBBBBB.js', '../three.js']);
  });

  it('ignores bare package imports and property names that end in import', () => {
    expect(staticImportSpecifiers('import x from "react";obj.import("./x.js");')).toEqual([]);
  });
});

describe('analyseBundle without a Vite manifest', () => {
  it('counts the entry, its preloads and the login route with its static imports as initial JavaScript', () => {
    const report = analyseBundle(buildWithoutManifest());
    const kinds = Object.fromEntries(report.files.map((item) => [item.file, item.kind]));
    expect(report.source).toBe('index.html');
    expect(kinds).toEqual({
      'assets/index-AAAAAAAA.js': 'entry',
      'assets/vendor-BBBBBBBB.js': 'initial',
      'assets/login-page-DDDDDDDD.js': 'login route',
      'assets/text-field-FFFFFFFF.js': 'login route',
      'assets/home-page-EEEEEEEE.js': 'route',
      'assets/index-CCCCCCCC.css': 'css',
    });
    const gzipOf = (file: string) => report.files.find((item) => item.file === file)?.gzip ?? 0;
    expect(report.initialJs).toBe(
      gzipOf('assets/index-AAAAAAAA.js') +
        gzipOf('assets/vendor-BBBBBBBB.js') +
        gzipOf('assets/login-page-DDDDDDDD.js') +
        gzipOf('assets/text-field-FFFFFFFF.js'),
    );
    expect(budgetViolations(report)).toEqual([]);
  });

  it('fails the route-chunk budget when one lazy chunk is over 40 kB gzip', () => {
    const report = analyseBundle(buildWithoutManifest({ home: 60_000 }));
    const violations = budgetViolations(report);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^route chunk assets\/home-page-EEEEEEEE\.js is .* over the 40\.0 kB budget$/,
    );
    expect(formatReport(report)).toContain('OVER BUDGET');
  });

  it('fails the initial budget when the login route pushes /login over 90 kB gzip', () => {
    const report = analyseBundle(buildWithoutManifest({ login: 100_000 }));
    expect(budgetViolations(report).some((line) => line.startsWith('initial JavaScript for /login is'))).toBe(
      true,
    );
  });

  it('fails the CSS budget over 20 kB gzip', () => {
    const report = analyseBundle(buildWithoutManifest({ css: 30_000 }));
    expect(budgetViolations(report)).toEqual([expect.stringMatching(/^CSS is .* over the 20\.0 kB budget$/)]);
  });

  it('reports a build without a login chunk instead of measuring too little', () => {
    const folder = fixture({ 'index.html': indexHtml, 'assets/index-AAAAAAAA.js': 'export{};' });
    expect(() => analyseBundle(folder)).toThrow('No chunk named after the login-page module');
  });
});

describe('analyseBundle with a Vite manifest', () => {
  it('follows the manifest imports from the entry and the login page module', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-AAAAAAAA.js',
        isEntry: true,
        imports: ['_vendor-BBBBBBBB.js'],
        dynamicImports: ['src/features/auth/pages/login-page.tsx', 'src/features/home/pages/home-page.tsx'],
        css: ['assets/index-CCCCCCCC.css'],
      },
      '_vendor-BBBBBBBB.js': { file: 'assets/vendor-BBBBBBBB.js' },
      '_text-field-FFFFFFFF.js': { file: 'assets/text-field-FFFFFFFF.js' },
      'src/features/auth/pages/login-page.tsx': {
        file: 'assets/login-page-DDDDDDDD.js',
        imports: ['_text-field-FFFFFFFF.js', '_vendor-BBBBBBBB.js'],
      },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-EEEEEEEE.js' },
    };
    const folder = buildWithoutManifest();
    writeFileSync(join(folder, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    mkdirSync(join(folder, '.vite'));
    writeFileSync(join(folder, '.vite', 'manifest.json'), JSON.stringify(manifest));

    const report = analyseBundle(folder);
    const initial = report.files.filter((item) => item.kind !== 'route' && item.kind !== 'css');
    expect(report.source).toBe('manifest');
    expect(initial.map((item) => item.file).sort()).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/login-page-DDDDDDDD.js',
      'assets/text-field-FFFFFFFF.js',
      'assets/vendor-BBBBBBBB.js',
    ]);
    expect(report.files.find((item) => item.file === 'assets/home-page-EEEEEEEE.js')?.kind).toBe('route');
    expect(report.initialJs).toBe(initial.reduce((sum, item) => sum + item.gzip, 0));
  });
});

describe('font budgets', () => {
  it('counts the preloaded font and every font file, and fails a preloaded font over its budget', () => {
    const root = fixture({
      'index.html': indexHtml.replace(
        '</head>',
        '<link rel="preload" href="/assets/brand-latin-GGGGGGGG.woff2" as="font" type="font/woff2" crossorigin></head>',
      ),
      'assets/index-AAAAAAAA.js': 'const t=()=>import("./login-page-DDDDDDDD.js");t();',
      'assets/login-page-DDDDDDDD.js': 'export default 1;',
      'assets/brand-latin-GGGGGGGG.woff2': 'x'.repeat(70_000),
      'assets/brand-latin-ext-HHHHHHHH.woff2': 'x'.repeat(10_000),
    });
    const report = analyseBundle(root);
    expect(report.fonts).toEqual([
      { file: 'assets/brand-latin-GGGGGGGG.woff2', bytes: 70_000, preloaded: true },
      { file: 'assets/brand-latin-ext-HHHHHHHH.woff2', bytes: 10_000, preloaded: false },
    ]);
    expect(budgetViolations(report)).toEqual(['preloaded fonts are 70.0 kB, over the 60.0 kB budget']);
    expect(formatReport(report)).toContain('preloaded fonts: 70.0 kB of 60.0 kB  OVER BUDGET');
  });
});
