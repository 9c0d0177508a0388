/**
 * Writes the first screen of each public page a signed-out visitor opens first into its own HTML file, so the
 * browser paints the sign-in form (or the checkout's frame) before the JavaScript has run; main.tsx then
 * hydrates it. Built by Vite for Node (`vite build --ssr`) after the browser build, and run on its output:
 *
 *   node .prerender/prerender-shells.js dist
 *
 * Each file is dist/index.html with the page's markup inside #root (marked with its path), its title, the
 * stylesheet inlined, and one script that asks for the app's code once the page is painted. Every other route
 * gets index.html with its chunks' links alone (route-pages.ts). dist/prerendered/manifest.json tells the server
 * which path each file answers, in the route table's order.
 *
 * All of it once per language (ADR 064): English, the default, in dist/index.html and dist/prerendered/; every other
 * language in dist/prerendered/<language>/, its index.html beside its pages. Each page is written in its language
 * (its `lang`, title, description and words) and preloads that language's catalogue.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fathom/domain/languages';
import { i18n } from '@lingui/core';
import { prerender } from 'react-dom/static';
import { AppRoot } from '../src/app/app-root';
import { documentTitle } from '../src/app/document-title';
import { codeLoadFailureMessages, pageShellMessages } from '../src/app/page-shell-messages';
import {
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
  PRERENDERED_PRODUCT_ATTRIBUTE,
} from '../src/app/prerendered-shell';
import { routeDescription } from '../src/app/route-descriptions';
import { routes } from '../src/app/route-table';
import { routeTitle } from '../src/app/route-titles';
import { appConfig } from '../src/lib/config';
import { activateLanguage } from '../src/lib/i18n/language';
import { formsSentInTheAddress } from './forms-sent-in-the-address';
import { chunksOf, type Manifest, routeModules, routePageFile, routePageHtml } from './route-pages';
import { START_APP_MODULE } from './start-app-plugin';

interface Shell {
  path: string;
  file: string;
  /** The page's module, as the build manifest names it: its chunks are preloaded. */
  page: string;
}

/**
 * The public pages with a first screen worth painting from HTML. /password/reset is left out: its first screen
 * depends on the emailed link's token, which the build cannot know. Registration has no public page of its own
 * (it starts from an emailed /onboarding/client/:uuid link).
 */
const shells: Shell[] = [
  { path: '/login', file: 'login.html', page: 'src/features/auth/pages/login-page.tsx' },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    page: 'src/features/auth/pages/forgot-password-page.tsx',
  },
  { path: '/checkouts', file: 'checkouts.html', page: 'src/features/checkout/pages/checkout-page.tsx' },
  { path: '/k-r/login', file: 'kit-login.html', page: 'src/features/kits/pages/kit-login-page.tsx' },
  {
    path: '/for-medical-professionals',
    file: 'for-medical-professionals.html',
    page: 'src/features/medical-professionals/pages/for-medical-professionals-page.tsx',
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function renderShell(shell: Shell): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<AppRoot ssrPath={shell.path} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const markup = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`Prerendering ${shell.path} failed: ${String(errors[0])}`);
  const sentInTheAddress = formsSentInTheAddress(markup);
  if (sentInTheAddress.length > 0) {
    throw new Error(
      `${shell.path} has a form the browser would send in the address before the code runs (give it method="post"): ${sentInTheAddress[0]}`,
    );
  }
  return markup;
}

function shellHtml(indexHtml: string, shell: Shell, markup: string, code: AppCode): string {
  const route = routes.find((candidate) => candidate.path === shell.path);
  if (!route) throw new Error(`No route ${shell.path} to prerender`);
  const rootStart = indexHtml.indexOf('<div id="root">');
  const rootEnd = indexHtml.lastIndexOf('</div>', indexHtml.indexOf('</body>'));
  if (rootStart === -1 || rootEnd < rootStart) throw new Error('index.html has no <div id="root"> to fill');
  const root =
    `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${shell.path}" ` +
    `${PRERENDERED_PRODUCT_ATTRIBUTE}="${escapeHtml(appConfig.productName)}" ` +
    `${PRERENDERED_LANGUAGE_ATTRIBUTE}="${i18n.locale}">${markup}`;
  return withRouteDescription(
    `${withoutAppCode(indexHtml.slice(0, rootStart))}${root}${indexHtml.slice(rootEnd)}`,
    route.path,
  )
    .replace(
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(documentTitle(routeTitle(i18n, route.path)))}</title>`,
    )
    .replace('</head>', `${startAfterFirstPaint(code)}</head>`);
}

const DESCRIPTION = /(<meta name="description" content=")[^"]*(")/;

/**
 * The page's HTML with the route's own description in the active language (route-descriptions.ts), in place of
 * index.html's, which stays for the paths no route answers.
 */
function withRouteDescription(html: string, path: string): string {
  if (!DESCRIPTION.test(html)) throw new Error('index.html has no <meta name="description"> to write');
  return html.replace(
    DESCRIPTION,
    (_, start: string, end: string) => `${start}${escapeHtml(routeDescription(i18n, path))}${end}`,
  );
}

/** Replaces the one occurrence of an English text of index.html, or stops the build: a page left half translated. */
function replaceOnce(html: string, english: string, translated: string): string {
  const at = html.indexOf(english);
  if (at === -1 || html.indexOf(english, at + 1) !== -1) {
    throw new Error(`index.html must hold "${english}" once, to write it in each language`);
  }
  return `${html.slice(0, at)}${translated}${html.slice(at + english.length)}`;
}

/**
 * index.html in the language the catalogue is active in: its `lang`, its description and the skeleton's words
 * (index.html holds the English, which the English catalogue gives back), and preload links for the language's
 * catalogue, which the app waits for before its first render, and for the code every page loads once it is drawn
 * (EVERY_PAGE_MODULES).
 */
function indexHtmlInLanguage(indexHtml: string, manifest: Manifest, language: Language): string {
  const english = (message: (typeof pageShellMessages)[keyof typeof pageShellMessages]) =>
    englishMessages.get(message.id) ?? '';
  let html = indexHtml.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
  for (const message of Object.values(pageShellMessages)) {
    html = replaceOnce(html, escapeHtml(english(message)), escapeHtml(i18n._(message)));
  }
  const words = Object.entries(codeLoadFailureMessages)
    .map(([name, message]) => ` data-${name}="${escapeHtml(i18n._(message))}"`)
    .join('');
  // Written once: a second run over the same build (npm run prerender) replaces the words, it does not add them.
  html = html.replace(START_SCRIPT, (script) =>
    script
      .replace(/ data-(failure|reload)="[^"]*"/g, '')
      .replace(/ data-start="[^"]+"/, (start) => `${start}${words}`),
  );
  const modules = [catalogueModule(language), ...EVERY_PAGE_MODULES];
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`The build manifest has no ${module}`);
  }
  return routePageHtml(
    html,
    modules.flatMap((module) => chunksOf(manifest, module)),
  );
}

/** What app.tsx loads on every page once it is drawn (what a failed call does): preloaded with the page. */
const EVERY_PAGE_MODULES = ['src/app/http-error-effects.ts'];

const catalogueModule = (language: Language) => `src/locales/${language}/messages.po`;

/** The English of index.html's texts, as the English catalogue gives them (read before any other is active). */
const englishMessages = new Map<string, string>();

/** index.html's one script, which starts the app (build/start-app-plugin.ts), and the entry it imports. */
const START_SCRIPT =
  /<script type="module" crossorigin src="([^"]+)" data-start="([^"]+)"([^>]*)><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** What takes a page over: the entry, and the chunks the entry and the page import. */
interface AppCode {
  loader: string;
  entry: string;
  chunks: string[];
  /** The loader's other attributes (its words in the page's language), as index.html names them. */
  attributes: string;
}

function appCodeOf(indexHtml: string, manifest: Manifest, page: string): AppCode {
  const scripts = [...indexHtml.matchAll(START_SCRIPT)];
  const [, loader, entry, attributes = ''] = scripts[0] ?? [];
  if (scripts.length !== 1 || !loader || !entry) {
    throw new Error('index.html must name one script that starts the app, with its entry in data-start');
  }
  if (loader !== `/${manifest[START_APP_MODULE]?.file}`) {
    throw new Error(`index.html's script is not the build's ${START_APP_MODULE}`);
  }
  const chunks = [...indexHtml.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  // The page's chunks import the entry's; the entry itself is what the loader imports.
  const preloads = new Set([...chunks, ...chunksOf(manifest, page)]);
  preloads.delete(entry);
  return { loader, entry, chunks: [...preloads], attributes };
}

const withoutAppCode = (head: string) => head.replace(START_SCRIPT, '').replace(MODULE_PRELOAD, '');

/**
 * A prerendered page paints from its HTML, stylesheet and font; its scripts only take it over. It names the script
 * that starts the app at low priority, and tells it to ask for the app's code once the page is painted
 * (`data-after-paint`, src/start-app.ts): the code never shares a slow connection with what the first paint needs.
 */
function startAfterFirstPaint({ loader, entry, chunks, attributes }: AppCode): string {
  return (
    `<script type="module" fetchpriority="low" crossorigin src="${loader}" ` +
    `data-start="${entry}"${attributes} data-preload="${chunks.join(' ')}" data-after-paint></script>`
  );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The stylesheet written into the page: the first paint needs no request after the HTML, so it comes before the
 * scripts have arrived (ADR 037). The server allows the inline style by its hash (security-headers.ts).
 */
async function inlineStylesheets(indexHtml: string, distDirectory: string): Promise<string> {
  const links = [...indexHtml.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) throw new Error('index.html links no stylesheet to inline');
  let html = indexHtml;
  for (const [link, href = ''] of links) {
    const css = await readFile(path.join(distDirectory, href), 'utf8');
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`);
    // In the page, a relative url() would resolve against the page's path instead of the stylesheet's.
    const relative = [...css.matchAll(/url\(\s*["']?([^"')\s]+)/g)]
      .map(([, target]) => target ?? '')
      .find((target) => !/^(\/|data:|https?:|#)/.test(target));
    if (relative) throw new Error(`${href} cannot be inlined: url(${relative}) is relative`);
    html = html.replace(link, () => `<style>${css}</style>`);
  }
  return html;
}

/** The default layout's module: its chunks are preloaded with the page's on every route drawn inside it. */
const DEFAULT_LAYOUT_MODULE = 'src/app/layouts/default-layout.tsx';
/**
 * What the app loads for every signed-in visitor (app/signed-in.tsx; and the profile's language, settled with the
 * profile's first read): preloaded on the routes that need one.
 */
const SIGNED_IN_MODULES = ['src/app/signed-in.tsx', 'src/lib/i18n/profile-language.ts'];

/** index.html with each route's chunks preloaded, for every route that has no prerendered first screen. */
async function writeRoutePages(
  outDirectory: string,
  plainIndexHtml: string,
  manifest: Manifest,
  served: Record<string, string>,
): Promise<void> {
  const modules = routeModules(
    await readFile(path.join(import.meta.dirname, '..', 'src', 'app', 'route-table.ts'), 'utf8'),
    manifest,
  );
  for (const module of [DEFAULT_LAYOUT_MODULE, ...SIGNED_IN_MODULES]) {
    if (!manifest[module]) throw new Error(`The build manifest has no ${module}`);
  }
  for (const route of routes) {
    if (route.outsideProduction || route.path in served) continue;
    const module = modules.get(route.path);
    if (!module) throw new Error(`No page module found in route-table.ts for ${route.path}`);
    const layout = route.layout === 'default' ? chunksOf(manifest, DEFAULT_LAYOUT_MODULE) : [];
    const signedIn =
      route.auth === 'required' ? SIGNED_IN_MODULES.flatMap((module) => chunksOf(manifest, module)) : [];
    const file = routePageFile(route.path);
    await writeFile(
      path.join(outDirectory, file),
      routePageHtml(withRouteDescription(plainIndexHtml, route.path), [
        ...chunksOf(manifest, module),
        ...layout,
        ...signedIn,
      ]),
    );
    served[route.path] = file;
  }
  console.log(`route pages: ${Object.keys(served).length} paths in prerendered/manifest.json`);
}

/**
 * The pages of one language, in outDirectory: its prerendered shells, each route's page and the manifest of both,
 * and (for a language other than the default) its index.html, which answers every other path.
 */
async function writeLanguagePages(
  distDirectory: string,
  sourceIndexHtml: string,
  manifest: Manifest,
  language: Language,
): Promise<void> {
  await activateLanguage(language);
  const plainIndexHtml = indexHtmlInLanguage(sourceIndexHtml, manifest, language);
  const indexHtml = await inlineStylesheets(plainIndexHtml, distDirectory);
  const relative = language === DEFAULT_LANGUAGE ? 'prerendered' : `prerendered/${language}`;
  const outDirectory = path.join(distDirectory, relative);
  await mkdir(outDirectory, { recursive: true });
  await writeFile(
    language === DEFAULT_LANGUAGE
      ? path.join(distDirectory, 'index.html')
      : path.join(outDirectory, 'index.html'),
    plainIndexHtml,
  );
  const served: Record<string, string> = {};
  for (const shell of shells) {
    if (!manifest[shell.page]) throw new Error(`The build manifest has no ${shell.page}`);
    const code = appCodeOf(indexHtml, manifest, shell.page);
    const html = shellHtml(indexHtml, shell, await renderShell(shell), code);
    await writeFile(path.join(outDirectory, shell.file), html);
    served[shell.path] = shell.file;
    console.log(`prerendered ${shell.path} (${language}) → ${relative}/${shell.file}`);
  }
  await writeRoutePages(outDirectory, plainIndexHtml, manifest, served);
  await writeFile(path.join(outDirectory, 'manifest.json'), `${JSON.stringify(served, null, 2)}\n`);
}

async function main(distDirectory: string): Promise<void> {
  const sourceIndexHtml = await readFile(path.join(distDirectory, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDirectory, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  await activateLanguage('en');
  for (const message of Object.values(pageShellMessages)) englishMessages.set(message.id, i18n._(message));
  for (const language of LANGUAGES) {
    await writeLanguagePages(distDirectory, sourceIndexHtml, manifest, language);
  }
}

main(process.argv[2] ?? 'dist').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
