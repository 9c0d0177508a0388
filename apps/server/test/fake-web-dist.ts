import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const fakeAssetName = 'index-a1b2c3d4.js';
export const fakeAssetSource = 'document.body.dataset.ready = "yes";\n';

/** The sign-in page's first screen, as the build prerenders it into its own HTML file. */
export const fakeLoginShell = '<h1 id="login-title">Sign in</h1>';
/** The same in Spanish, which the build writes under prerendered/es/ (ADR 064). */
export const fakeSpanishLoginShell = '<h1 id="login-title">Iniciar sesión</h1>';

/** The chunks the build preloads on the pages of /home and of /k-r/:uuid, the routes of the fake build. */
export const fakeHomeChunk = '/assets/home-e5f6a7b8.js';
export const fakeKitChunk = '/assets/kit-c9d0e1f2.js';

/** The stylesheet the build writes into each prerendered page. */
export const fakeInlineStyle = 'body{color:#123654}h1{font:700 2rem/1.2 sans-serif}';

/**
 * A built web app in miniature: index.html, the prerendered /login (its stylesheet inline), the pages of /home and
 * /k-r/:uuid with their chunks preloaded, the manifest that names them, the Spanish index.html and /login under
 * prerendered/es/, one hashed asset with its .gz sibling, and a favicon.
 */
export async function createFakeWebDist(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fathom-web-dist-'));
  await mkdir(path.join(directory, 'assets'));
  await writeFile(
    path.join(directory, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Fathom</title><script type="module" src="/assets/${fakeAssetName}"></script></head><body><div id="root"></div></body></html>`,
  );
  await mkdir(path.join(directory, 'prerendered'));
  await writeFile(
    path.join(directory, 'prerendered', 'login.html'),
    `<!doctype html><html lang="en"><head><title>Login | Fathom</title><style>${fakeInlineStyle}</style><script type="module" src="/assets/${fakeAssetName}"></script></head><body><div id="root" data-prerendered="/login" data-product-name="Fathom">${fakeLoginShell}</div></body></html>`,
  );
  const routePage = (chunk: string) =>
    `<!doctype html><html lang="en"><head><title>Fathom</title><script type="module" src="/assets/${fakeAssetName}"></script><link rel="modulepreload" crossorigin href="${chunk}"></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(directory, 'prerendered', 'route-home.html'), routePage(fakeHomeChunk));
  await writeFile(path.join(directory, 'prerendered', 'route-k-r-uuid.html'), routePage(fakeKitChunk));
  await writeFile(
    path.join(directory, 'prerendered', 'manifest.json'),
    JSON.stringify({
      '/login': 'login.html',
      '/home': 'route-home.html',
      '/k-r/:uuid': 'route-k-r-uuid.html',
    }),
  );
  await mkdir(path.join(directory, 'prerendered', 'es'));
  await writeFile(
    path.join(directory, 'prerendered', 'es', 'index.html'),
    `<!doctype html><html lang="es"><head><title>Fathom</title><script type="module" src="/assets/${fakeAssetName}"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(
    path.join(directory, 'prerendered', 'es', 'login.html'),
    `<!doctype html><html lang="es"><head><title>Iniciar sesión | Fathom</title><style>${fakeInlineStyle}</style><script type="module" src="/assets/${fakeAssetName}"></script></head><body><div id="root" data-prerendered="/login" data-product-name="Fathom" data-language="es">${fakeSpanishLoginShell}</div></body></html>`,
  );
  await writeFile(
    path.join(directory, 'prerendered', 'es', 'manifest.json'),
    JSON.stringify({ '/login': 'login.html' }),
  );
  await writeFile(path.join(directory, 'assets', fakeAssetName), fakeAssetSource);
  await writeFile(path.join(directory, 'assets', `${fakeAssetName}.gz`), gzipSync(fakeAssetSource));
  await writeFile(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return directory;
}
