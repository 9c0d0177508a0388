import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import { allowSameOriginFraming } from '../http/security-headers';
import { unbuiltWebAppPage } from './unbuilt-page';
import { injectWebConfig, webConfigFor } from './web-config';

const immutableAsset = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

export interface WebApp {
  /** Answers a GET that matched no route: the app's index.html for a page, else false. */
  serveHistoryFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}

function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Serves the built web app: hashed files under /assets forever cacheable (pre-compressed .br/.gz
 * siblings when present), index.html revalidated on every visit with the runtime config injected,
 * and every other page path answered with index.html so the app's router takes over.
 */
/** The identity provider's answer to a hidden sign-in frame lands here, inside the portal's own frame. */
const SILENT_CALLBACK_PATH = '/auth/silent-callback';

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

  const indexHtml = injectWebConfig(await readFile(indexFile, 'utf8'), webConfigFor(config));
  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', revalidate).type('text/html; charset=utf-8').send(indexHtml);

  await app.register(fastifyStatic, {
    root: distDirectory,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    schemaHide: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(reply, filePath) {
      const relative = path.relative(distDirectory, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? immutableAsset : shortLived);
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  return {
    async serveHistoryFallback(request, reply) {
      if (!wantsHtml(request) || isAssetPath(request.url)) return false;
      if (request.url.split('?')[0] === SILENT_CALLBACK_PATH) allowSameOriginFraming(reply);
      await sendIndex(reply);
      return true;
    },
  };
}
