import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * DESIGN.md section 8, in bytes of gzip at level 9 (1 kB = 1000 bytes, as Vite reports sizes). Fonts are WOFF2,
 * compressed already: their budgets count the files' own bytes, for the file(s) index.html preloads (what every
 * first screen waits for) and for all of them together (ADR 034).
 */
export const budgets = {
  initialJs: 90_000,
  routeChunk: 40_000,
  css: 20_000,
  preloadedFonts: 60_000,
  fonts: 160_000,
};

/**
 * @typedef {{ file: string, name?: string, kind: 'entry' | 'initial' | 'login route' | 'route' | 'css', raw: number, gzip: number }} BundleFile
 * @typedef {{ file: string, bytes: number, preloaded: boolean }} FontFile
 * @typedef {{ files: BundleFile[], initialJs: number, largestRouteChunk: BundleFile | null, css: number, fonts?: FontFile[], source: 'manifest' | 'index.html' }} BundleReport
 */

/**
 * Measures the web build in distDir. The initial JavaScript of /login is the entry script, everything it imports
 * statically, and the login route's lazy chunk with its own static imports.
 * @param {string} distDir
 * @param {{ loginModule?: string }} [options] file name (without extension) of the login route's page module
 * @returns {BundleReport}
 */
export function analyseBundle(distDir, options = {}) {
  const loginModule = options.loginModule ?? 'login-page';
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const graph = existsSync(manifestPath)
    ? graphFromManifest(JSON.parse(readFileSync(manifestPath, 'utf8')), loginModule)
    : graphFromFiles(distDir, loginModule);

  const entryClosure = staticClosure(graph.entryFiles, graph.staticImports);
  const loginClosure = staticClosure([graph.loginFile], graph.staticImports);
  const initialFiles = new Set([...entryClosure, ...loginClosure]);

  /** @type {BundleFile[]} */
  const files = [];
  for (const file of listFiles(distDir, '.js')) {
    const kind = graph.entryFiles.includes(file)
      ? 'entry'
      : entryClosure.has(file)
        ? 'initial'
        : loginClosure.has(file)
          ? 'login route'
          : 'route';
    const name = graph.names?.get(file);
    files.push({ file, ...(name ? { name } : {}), kind, ...measure(join(distDir, file)) });
  }
  for (const file of listFiles(distDir, '.css')) {
    files.push({ file, kind: 'css', ...measure(join(distDir, file)) });
  }

  const sum = (/** @type {BundleFile[]} */ list) => list.reduce((total, item) => total + item.gzip, 0);
  const lazyChunks = files.filter((item) => item.kind === 'route' || item.kind === 'login route');
  const largestRouteChunk = lazyChunks.reduce(
    (/** @type {BundleFile | null} */ largest, item) =>
      !largest || item.gzip > largest.gzip ? item : largest,
    null,
  );
  const html = existsSync(join(distDir, 'index.html'))
    ? readFileSync(join(distDir, 'index.html'), 'utf8')
    : '';
  const preloadedFonts = new Set(
    [...html.matchAll(/<link\b[^>]*\brel=["']preload["'][^>]*>/g)]
      .filter((match) => /\bas=["']font["']/.test(match[0]))
      .map((match) => toDistPath(/\bhref=["']([^"']+)["']/.exec(match[0])?.[1] ?? '')),
  );
  const fonts = listFiles(distDir, '.woff2').map((file) => ({
    file,
    bytes: readFileSync(join(distDir, file)).length,
    preloaded: preloadedFonts.has(file),
  }));
  return {
    files,
    fonts,
    initialJs: sum(files.filter((item) => item.file.endsWith('.js') && initialFiles.has(item.file))),
    largestRouteChunk,
    css: sum(files.filter((item) => item.kind === 'css')),
    source: graph.source,
  };
}

/**
 * @param {BundleReport} report
 * @returns {string[]} one line per budget that the build exceeds
 */
export function budgetViolations(report) {
  const violations = [];
  if (report.initialJs > budgets.initialJs) {
    violations.push(
      `initial JavaScript for /login is ${kilobytes(report.initialJs)} gzip, over the ${kilobytes(budgets.initialJs)} budget`,
    );
  }
  for (const item of report.files) {
    if ((item.kind === 'route' || item.kind === 'login route') && item.gzip > budgets.routeChunk) {
      violations.push(
        `route chunk ${item.file} is ${kilobytes(item.gzip)} gzip, over the ${kilobytes(budgets.routeChunk)} budget`,
      );
    }
  }
  if (report.css > budgets.css) {
    violations.push(`CSS is ${kilobytes(report.css)} gzip, over the ${kilobytes(budgets.css)} budget`);
  }
  const fonts = fontTotals(report);
  if (fonts.preloaded > budgets.preloadedFonts) {
    violations.push(
      `preloaded fonts are ${kilobytes(fonts.preloaded)}, over the ${kilobytes(budgets.preloadedFonts)} budget`,
    );
  }
  if (fonts.total > budgets.fonts) {
    violations.push(
      `fonts are ${kilobytes(fonts.total)} in all, over the ${kilobytes(budgets.fonts)} budget`,
    );
  }
  return violations;
}

/**
 * @param {BundleReport} report
 * @returns {string}
 */
export function formatReport(report) {
  const label = (/** @type {BundleFile} */ item) => (item.name ? `${item.file} (${item.name})` : item.file);
  const width = Math.max(4, ...report.files.map((item) => label(item).length));
  const row = (/** @type {string[]} */ cells) =>
    `${cells[0]?.padEnd(width)}  ${cells[1]?.padEnd(11)}  ${cells[2]?.padStart(10)}  ${cells[3]?.padStart(10)}`;
  const order = ['entry', 'initial', 'login route', 'route', 'css'];
  const sorted = [...report.files].sort(
    (a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.gzip - a.gzip,
  );
  const status = (/** @type {number} */ size, /** @type {number} */ budget) =>
    `${kilobytes(size)} of ${kilobytes(budget)}${size > budget ? '  OVER BUDGET' : '  ok'}`;
  return [
    `Bundle sizes (gzip level 9), measured from ${report.source}:`,
    row(['file', 'kind', 'raw', 'gzip']),
    ...sorted.map((item) => row([label(item), item.kind, kilobytes(item.raw), kilobytes(item.gzip)])),
    '',
    `initial JavaScript for /login: ${status(report.initialJs, budgets.initialJs)}`,
    report.largestRouteChunk
      ? `largest route chunk (${label(report.largestRouteChunk)}): ${status(report.largestRouteChunk.gzip, budgets.routeChunk)}`
      : 'route chunks: none',
    `CSS: ${status(report.css, budgets.css)}`,
    ...(report.fonts ?? []).map(
      (font) => `font ${font.file}: ${kilobytes(font.bytes)}${font.preloaded ? ' (preloaded)' : ''}`,
    ),
    `preloaded fonts: ${status(fontTotals(report).preloaded, budgets.preloadedFonts)}`,
    `fonts in all: ${status(fontTotals(report).total, budgets.fonts)}`,
  ].join('\n');
}

/** @param {BundleReport} report */
function fontTotals(report) {
  const fonts = report.fonts ?? [];
  const sum = (/** @type {FontFile[]} */ list) => list.reduce((total, font) => total + font.bytes, 0);
  return { preloaded: sum(fonts.filter((font) => font.preloaded)), total: sum(fonts) };
}

/** @param {number} bytes */
export function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/**
 * @typedef {{ entryFiles: string[], loginFile: string, staticImports: Map<string, string[]>, names?: Map<string, string>, source: 'manifest' | 'index.html' }} ChunkGraph
 * @typedef {{ file: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 */

/**
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string} loginModule
 * @returns {ChunkGraph}
 */
export function graphFromManifest(manifest, loginModule) {
  const staticImports = new Map();
  for (const chunk of Object.values(manifest)) {
    staticImports.set(
      chunk.file,
      (chunk.imports ?? []).map((key) => manifest[key]?.file).filter((file) => file !== undefined),
    );
  }
  const entryFiles = Object.values(manifest)
    .filter((chunk) => chunk.isEntry && chunk.file.endsWith('.js'))
    .map((chunk) => chunk.file);
  const loginKey = Object.keys(manifest).find((key) => moduleName(key) === loginModule);
  const loginChunk = loginKey ? manifest[loginKey] : undefined;
  if (entryFiles.length === 0) throw new Error('The Vite manifest has no entry chunk.');
  if (!loginChunk) throw new Error(`The Vite manifest has no chunk for the ${loginModule} module.`);
  // Chunk files are named by hash alone; the manifest keeps the module names for the report.
  const names = new Map(
    Object.values(manifest).flatMap((chunk) => (chunk.name ? [[chunk.file, chunk.name]] : [])),
  );
  return { entryFiles, loginFile: loginChunk.file, staticImports, names, source: 'manifest' };
}

/**
 * Without a manifest: the entry and its preloads come from index.html, static imports from each chunk's code,
 * and the login chunk is the one Vite named after the login page module.
 * @param {string} distDir
 * @param {string} loginModule
 * @returns {ChunkGraph}
 */
export function graphFromFiles(distDir, loginModule) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entryFiles = [
    ...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g),
  ].map((match) => toDistPath(match[1] ?? ''));
  const preloads = [
    ...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g),
  ].map((match) => toDistPath(match[1] ?? ''));
  if (entryFiles.length === 0) throw new Error('index.html has no module script.');

  const staticImports = new Map();
  for (const file of listFiles(distDir, '.js')) {
    const code = readFileSync(join(distDir, file), 'utf8');
    staticImports.set(
      file,
      staticImportSpecifiers(code).map((specifier) => posix.join(posix.dirname(file), specifier)),
    );
  }
  for (const entry of entryFiles) {
    staticImports.set(entry, [...(staticImports.get(entry) ?? []), ...preloads]);
  }
  const loginFile = listFiles(distDir, '.js').find((file) => chunkModuleName(file) === loginModule);
  if (!loginFile) throw new Error(`No chunk named after the ${loginModule} module was found in ${distDir}.`);
  return { entryFiles, loginFile, staticImports, source: 'index.html' };
}

/**
 * Relative specifiers of `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`;
 * dynamic `import("./x.js")` is left out because it loads later.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImportSpecifiers(code) {
  const specifiers = [];
  for (const match of code.matchAll(
    /(?<![\w$.])(?:import|export)\s*([^;'"()`]*?)\s*["'](\.\.?\/[^"']+\.js)["']/g,
  )) {
    const clause = (match[1] ?? '').trim();
    if (clause === '' || /(?:^|[\s}*])from$/.test(clause)) specifiers.push(match[2] ?? '');
  }
  return specifiers;
}

/**
 * @param {string[]} roots
 * @param {Map<string, string[]>} staticImports
 */
function staticClosure(roots, staticImports) {
  const seen = new Set();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    pending.push(...(staticImports.get(file) ?? []));
  }
  return seen;
}

/** @param {string} url */
function toDistPath(url) {
  return url.replace(/^\.?\//, '');
}

/** "src/features/auth/pages/login-page.tsx" → "login-page" */
function moduleName(/** @type {string} */ key) {
  return basename(key).replace(/\.[cm]?[jt]sx?$/, '');
}

/** "assets/login-page-B2x_9aQ1.js" → "login-page" (Vite appends "-" and an 8-character hash) */
function chunkModuleName(/** @type {string} */ file) {
  return basename(file, '.js').replace(/-[\w-]{8}$/, '');
}

/**
 * Files under distDir with the extension, as paths relative to distDir with forward slashes.
 * @param {string} distDir
 * @param {string} extension
 * @returns {string[]}
 */
function listFiles(distDir, extension) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ relative) => {
    for (const entry of readdirSync(join(distDir, relative), { withFileTypes: true })) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(path);
      } else if (entry.name.endsWith(extension)) {
        found.push(path);
      }
    }
  };
  walk('');
  return found.sort();
}

/** @param {string} path */
function measure(path) {
  const content = readFileSync(path);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}
