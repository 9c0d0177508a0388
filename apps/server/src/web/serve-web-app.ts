import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fathom/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { allowSameOriginFraming } from '../http/security-headers';
import { pathOf } from '../http/url-path';
import { requestLanguage } from '../i18n/reader-language';
import { type HtmlPage, htmlPage, sendHtmlPage } from './html-page';
import { unbuiltWebAppPage } from './unbuilt-page';
import { injectWebConfig, webConfigFor } from './web-config';

const immutableAsset = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';
/** A page is written in the visitor's language, chosen by their cookie or their browser's languages. */
const LANGUAGE_VARY = ['accept-language', 'cookie'];

export interface WebApp {
  /**
   * Answers a request that matched no route: a GET of a page with the app's index.html (or the page the build wrote
   * for its path), a form the browser sent itself to a page by sending it back to the page (its fields unread); else
   * false.
   */
  serveHistoryFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}

/**
 * A form the browser sent itself, before the page's code had taken it over: its fields in the body of a POST (a
 * form's `method="post"`), never in the address, where a typed address or password would stay in the history.
 */
function isNativeFormSubmission(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return (
    request.method === 'POST' &&
    (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data'))
  );
}

function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

/** Where the web build writes the public pages' prerendered first screens and each route's page, with the path each one answers. */
const PRERENDERED_DIRECTORY = 'prerendered';

/** A page for each path the build wrote one for: exact paths, then patterns whose `:param` segments match any segment. */
interface BuiltPages {
  find(pagePath: string): HtmlPage | undefined;
}

const segmentsMatch = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]));

/**
 * The HTML the build wrote for each page of one language (its manifest: path → file, in the route table's order),
 * config injected like index.html's: the public pages' prerendered first screens, and every other route's
 * index.html with its chunks preloaded. None for a build without them.
 */
async function readBuiltPages(directory: string, inject: (html: string) => string): Promise<BuiltPages> {
  const manifestFile = path.join(directory, 'manifest.json');
  if (!existsSync(manifestFile)) return { find: () => undefined };
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, string>;
  const pages = await Promise.all(
    Object.entries(manifest).map(async ([pagePath, file]) => ({
      pagePath,
      pattern: pagePath.split('/'),
      page: htmlPage(inject(await readFile(path.join(directory, path.basename(file)), 'utf8'))),
    })),
  );
  const exact = new Map(
    pages.filter(({ pagePath }) => !pagePath.includes('/:')).map((p) => [p.pagePath, p.page]),
  );
  const patterns = pages.filter(({ pagePath }) => pagePath.includes('/:'));
  return {
    find(pagePath) {
      const page = exact.get(pagePath);
      if (page) return page;
      const segments = pagePath.split('/');
      return patterns.find(({ pattern }) => segmentsMatch(pattern, segments))?.page;
    },
  };
}

/** The identity provider's answer to a hidden sign-in frame lands here, inside the portal's own frame. */
const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/** The pages of one language: its index.html, and the pages the build wrote for each path. */
interface LanguagePages {
  index: HtmlPage;
  built: BuiltPages;
}

/**
 * Each language's pages: English (the default) is dist/index.html and dist/prerendered/; every other language
 * dist/prerendered/<language>/, its index.html beside its pages. A language the build has no pages for is sent
 * the default's.
 */
async function readLanguagePages(
  distDirectory: string,
  inject: (html: string) => string,
): Promise<Record<Language, LanguagePages>> {
  const english: LanguagePages = {
    index: htmlPage(inject(await readFile(path.join(distDirectory, 'index.html'), 'utf8'))),
    built: await readBuiltPages(path.join(distDirectory, PRERENDERED_DIRECTORY), inject),
  };
  const entries = await Promise.all(
    LANGUAGES.map(async (language): Promise<[Language, LanguagePages]> => {
      const directory = path.join(distDirectory, PRERENDERED_DIRECTORY, language);
      const indexFile = path.join(directory, 'index.html');
      if (language === DEFAULT_LANGUAGE || !existsSync(indexFile)) return [language, english];
      return [
        language,
        {
          index: htmlPage(inject(await readFile(indexFile, 'utf8'))),
          built: await readBuiltPages(directory, inject),
        },
      ];
    }),
  );
  return Object.fromEntries(entries) as Record<Language, LanguagePages>;
}

/**
 * Serves the built web app: hashed files under /assets forever cacheable (pre-compressed .br/.gz
 * siblings when present), index.html revalidated on every visit with the runtime config injected,
 * the public pages the build prerendered (/login, …) with their own HTML and every other route with index.html
 * and its chunks preloaded, config injected alike, and any other page path answered with index.html so the app's
 * router takes over. Pages are compressed once, at start-up.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  distDirectory: string,
): Promise<WebApp> {
  const indexFile = path.join(distDirectory, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDirectory }, 'web app not built: serving a notice page instead');
    const page = unbuiltWebAppPage(config.productName);
    const sendNotice = (reply: FastifyReply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendNotice(reply));
    return {
      async serveHistoryFallback(request, reply) {
        if (!wantsHtml(request) || isAssetPath(request.url)) return false;
        await sendNotice(reply);
        return true;
      },
    };
  }

  const webConfig = webConfigFor(config);
  const inject = (html: string) => injectWebConfig(html, webConfig);
  const pages = await readLanguagePages(distDirectory, inject);
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: HtmlPage) =>
    sendHtmlPage(request, reply, page, revalidate, LANGUAGE_VARY);

  await app.register(fastifyStatic, {
    root: distDirectory,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    schemaHide: true,
    // Pages are only sent with their config injected: never the raw files.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.startsWith(`/${PRERENDERED_DIRECTORY}/`),
    setHeaders(reply, filePath) {
      const relative = path.relative(distDirectory, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? immutableAsset : shortLived);
    },
  });
  app.get('/', { schema: { hide: true } }, (request, reply) =>
    sendPage(request, reply, pages[requestLanguage(request)].index),
  );

  return {
    async serveHistoryFallback(request, reply) {
      if (isNativeFormSubmission(request) && !isAssetPath(request.url)) {
        // See Other: the browser asks for the page again with a GET, and Back does not send the form again. The path
        // starts with one slash, so that `//elsewhere` (or `/\elsewhere`) can never send the browser to another site.
        const samePage = `/${request.url.replace(/^[/\\]+/, '')}`;
        await reply.header('cache-control', 'no-store').redirect(samePage, 303);
        return true;
      }
      if (!wantsHtml(request) || isAssetPath(request.url)) return false;
      const pagePath = pathOf(request.url);
      if (pagePath === SILENT_CALLBACK_PATH) allowSameOriginFraming(reply);
      const { built, index } = pages[requestLanguage(request)];
      await sendPage(request, reply, built.find(pagePath) ?? index);
      return true;
    },
  };
}
