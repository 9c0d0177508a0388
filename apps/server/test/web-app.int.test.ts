import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFakeWebDist,
  fakeAssetName,
  fakeAssetSource,
  fakeHomeChunk,
  fakeInlineStyle,
  fakeKitChunk,
  fakeLoginShell,
  fakeSpanishLoginShell,
} from './fake-web-dist';
import { startTestServer, type TestServer } from './test-server';

const asPage = { accept: 'text/html,application/xhtml+xml' };

/** For the enclosing describe block: a server over a fake web build with these settings; answers its address. */
function serveFakeWebApp(env: Record<string, string>): () => string {
  let server: TestServer | undefined;
  let distDirectory = '';
  beforeAll(async () => {
    distDirectory = await createFakeWebDist();
    server = await startTestServer({ env: { WEB_DIST_DIR: distDirectory, ...env } });
  });
  afterAll(async () => {
    await server?.close();
    await rm(distDirectory, { recursive: true, force: true });
  });
  return () => server?.url ?? '';
}

/** A policy's directives by name. */
function directivesOf(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

function webConfigOf(html: string): unknown {
  const match = html.match(/<script id="fathom-config" type="application\/json">(.*?)<\/script>/);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

describe('serving the built web app', () => {
  const serverUrl = serveFakeWebApp({
    PRODUCT_NAME: 'Fathom Labs',
    MARKETING_URL: 'https://www.fathom.example/',
  });

  it('serves index.html at / revalidated on every visit, with the runtime config injected into the head', async () => {
    const response = await fetch(`${serverUrl()}/`, { headers: asPage });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html.indexOf('id="fathom-config"')).toBeLessThan(html.indexOf('</head>'));
    expect(webConfigOf(html)).toEqual({
      productName: 'Fathom Labs',
      marketingUrl: 'https://www.fathom.example',
      maintenance: false,
      environment: 'development',
      analyticsPersonalData: false,
      identityProvider: { authority: expect.stringMatching(/\/oidc$/), clientId: 'fathom-portal' },
      remoteLogApiKey: 'fathom-web',
      productIds: expect.objectContaining({ analysis: '48711245-8f92-4fbf-b916-dbd465084514' }),
      cardPayments: { provider: 'sandbox' },
    });
  });

  it("injects every fixed product's id, the same the catalogue serves, so links to a product need no lookup", async () => {
    const html = await (await fetch(`${serverUrl()}/insurance/show`, { headers: asPage })).text();
    const { productIds } = webConfigOf(html) as { productIds: Record<string, string> };
    const catalogue = (await (await fetch(`${serverUrl()}/api/checkouts`)).json()) as {
      data: { uuid: string; key: string }[];
    };
    expect(productIds).toEqual(
      Object.fromEntries(catalogue.data.map((product) => [product.key, product.uuid])),
    );
    expect(Object.keys(productIds)).toEqual(
      expect.arrayContaining(['analysis', 'male_fertility_supplement', 'fertility_consultation']),
    );
  });

  it('answers any page path with index.html so the app router takes over', async () => {
    for (const page of ['/home', '/analysis/results', '/password/reset?token=abc&email=sam%40example.com']) {
      const response = await fetch(`${serverUrl()}${page}`, { headers: asPage });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers /login with its prerendered first screen, the config injected and revalidated like index.html', async () => {
    for (const page of ['/login', '/login?loginToken=abc']) {
      const response = await fetch(`${serverUrl()}${page}`, { headers: asPage });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(
        `<div id="root" data-prerendered="/login" data-product-name="Fathom">${fakeLoginShell}`,
      );
      expect(html.indexOf('id="fathom-config"')).toBeLessThan(html.indexOf('</head>'));
      expect(webConfigOf(html)).toMatchObject({ productName: 'Fathom Labs', environment: 'development' });
    }
  });

  it("sends a page in the visitor's language: the one they chose (its cookie), else their browser's, else English", async () => {
    const loginIn = async (headers: Record<string, string>) => {
      const response = await fetch(`${serverUrl()}/login`, { headers: { ...asPage, ...headers } });
      expect(response.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
      return response.text();
    };
    expect(await loginIn({ 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).toContain(fakeSpanishLoginShell);
    expect(await loginIn({ 'accept-language': 'fr-FR, es;q=0.5' })).toContain(fakeSpanishLoginShell);
    expect(await loginIn({ 'accept-language': 'en-US,es;q=0.5' })).toContain(fakeLoginShell);
    expect(await loginIn({ 'accept-language': 'fr-FR' })).toContain(fakeLoginShell);
    expect(await loginIn({})).toContain(fakeLoginShell);
    expect(await loginIn({ 'accept-language': 'es', cookie: 'fathom-language=en' })).toContain(
      fakeLoginShell,
    );
    expect(await loginIn({ cookie: 'fathom-language=es' })).toContain(fakeSpanishLoginShell);
    expect(await loginIn({ 'accept-language': 'es', cookie: 'fathom-language=xx' })).toContain(
      fakeSpanishLoginShell,
    );
    // A path the language has no page of its own for gets that language's index.html.
    const home = await fetch(`${serverUrl()}/forgot-password`, {
      headers: { ...asPage, 'accept-language': 'es' },
    });
    expect(await home.text()).toContain('<html lang="es">');
  });

  it("allows the prerendered page's inline stylesheet by its hash, and no inline style on any other page", async () => {
    const hash = createHash('sha256').update(fakeInlineStyle).digest('base64');
    const login = await fetch(`${serverUrl()}/login`, { headers: asPage });
    expect(await login.text()).toContain(`<style>${fakeInlineStyle}</style>`);
    const loginPolicy = directivesOf(login.headers.get('content-security-policy') ?? '');
    expect(loginPolicy['style-src']).toBe(`'self' 'sha256-${hash}'`);
    expect(loginPolicy['script-src']).toBe("'self'");
    for (const page of ['/', '/home', '/forgot-password']) {
      const response = await fetch(`${serverUrl()}${page}`, { headers: asPage });
      expect(directivesOf(response.headers.get('content-security-policy') ?? '')['style-src'], page).toBe(
        "'self'",
      );
    }
  });

  it('sends pages compressed as the browser accepts them: brotli, else gzip, else as they are', async () => {
    for (const page of ['/', '/login', '/home']) {
      for (const [accepted, sent] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await fetch(`${serverUrl()}${page}`, {
          headers: { ...asPage, 'accept-encoding': accepted },
        });
        expect(response.headers.get('content-encoding'), `${page} ${accepted}`).toBe(sent);
        expect(response.headers.get('vary') ?? '', page).toMatch(/accept-encoding/i);
        expect(webConfigOf(await response.text()), `${page} ${accepted}`).toMatchObject({
          productName: 'Fathom Labs',
        });
      }
    }
  });

  it('answers the paths without a prerendered page, /login/ and /login/more among them, with index.html', async () => {
    for (const page of ['/forgot-password', '/login/', '/login/more']) {
      const html = await (await fetch(`${serverUrl()}${page}`, { headers: asPage })).text();
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).not.toContain(fakeLoginShell);
      expect(webConfigOf(html), page).toMatchObject({ productName: 'Fathom Labs' });
    }
  });

  it("answers a route's path, and each path its `:param` segment matches, with the page that preloads its chunks", async () => {
    const pages: [string, string][] = [
      ['/home', fakeHomeChunk],
      ['/k-r/3f2a9c1e-7d4b-4e8a-9b1c-2d3e4f5a6b7c', fakeKitChunk],
      ['/k-r/any-code?ref=box', fakeKitChunk],
    ];
    for (const [page, chunk] of pages) {
      const response = await fetch(`${serverUrl()}${page}`, { headers: asPage });
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
      const html = await response.text();
      expect(html, page).toContain(`<link rel="modulepreload" crossorigin href="${chunk}">`);
      expect(webConfigOf(html), page).toMatchObject({ productName: 'Fathom Labs' });
    }
    for (const page of ['/home/more', '/k-r', '/k-r/', '/k-r/one/two']) {
      const html = await (await fetch(`${serverUrl()}${page}`, { headers: asPage })).text();
      expect(html, page).not.toContain('modulepreload');
      expect(html, page).toContain('<div id="root"></div>');
    }
  });

  it('never serves the raw prerendered files or their manifest', async () => {
    for (const file of ['/prerendered/login.html', '/prerendered/manifest.json']) {
      const response = await fetch(`${serverUrl()}${file}`, { headers: { accept: '*/*' } });
      expect(response.status, file).toBe(404);
    }
    const html = await (await fetch(`${serverUrl()}/prerendered/login.html`, { headers: asPage })).text();
    expect(webConfigOf(html)).not.toBeNull();
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await fetch(`${serverUrl()}/assets/${fakeAssetName}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(fakeAssetSource);
  });

  it('serves the pre-compressed sibling of an asset to a browser that accepts it', async () => {
    const response = await fetch(`${serverUrl()}/assets/${fakeAssetName}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(fakeAssetSource);
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    const response = await fetch(`${serverUrl()}/assets/index-gone.js`, { headers: asPage });
    expect(response.status).toBe(404);
  });

  it('never serves the raw index.html file without its config', async () => {
    const html = await (await fetch(`${serverUrl()}/index.html`, { headers: asPage })).text();
    expect(webConfigOf(html)).not.toBeNull();
  });

  it('keeps unknown API paths as 404 JSON, even for a browser asking for HTML', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${serverUrl()}/api/no-such-thing`, { method, headers: asPage });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    }
  });

  it('sends a form the browser sent itself to a page back to the page, its fields unread, signed in or not', async () => {
    const form = (cookie?: string) => ({
      method: 'POST',
      redirect: 'manual' as const,
      headers: {
        ...asPage,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body: 'email=early%40example.com&password=secret',
    });
    for (const cookie of [undefined, 'fathom_session=any; XSRF-TOKEN=any']) {
      const response = await fetch(`${serverUrl()}/forgot-password?from=kit`, form(cookie));
      expect(response.status, cookie).toBe(303);
      expect(response.headers.get('location'), cookie).toBe('/forgot-password?from=kit');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toContain('early');
    }
    // Only ever to a page of this site: a path that a browser would read as another host is sent back as a path.
    for (const [sent, page] of [
      ['//elsewhere.example/login', '/elsewhere.example/login'],
      ['/%2F%2Felsewhere.example', '/%2F%2Felsewhere.example'],
    ] as const) {
      const response = await fetch(`${serverUrl()}${sent}`, form());
      expect(response.headers.get('location'), sent).toBe(page);
    }
    // The API's own routes never take a form, and an unknown one stays unknown.
    const api = await fetch(`${serverUrl()}/api/forgot-password`, form());
    expect(api.status).toBe(415);
    const unknown = await fetch(`${serverUrl()}/api/no-such-thing`, form());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'not_found', message: 'Not found.' });
    // Anything else sent to a page path is still not found.
    const json = await fetch(`${serverUrl()}/forgot-password`, {
      method: 'POST',
      headers: { ...asPage, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(404);
  });

  it('answers 404 JSON to a non-page request for an unknown path', async () => {
    const response = await fetch(`${serverUrl()}/missing.png`, { headers: { accept: 'image/png' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await fetch(`${serverUrl()}/home`, { headers: asPage });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directivesOf(policy)).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
      // The built-in identity provider answers the hidden sign-in frame from this origin.
      'frame-src': "'self'",
    });
    expect(policy).not.toContain('unsafe');
    expect(policy).not.toContain('sentry');
    // Served over plain http (PUBLIC_URL http://localhost:3000): HSTS would pin a developer's host to https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('serving the web app with a hosted identity provider', () => {
  const serverUrl = serveFakeWebApp({
    OIDC_ISSUER: 'https://id.fathom.example/',
    OIDC_CLIENT_ID: 'portal-client',
    OIDC_AUDIENCE: 'https://api.fathom.example',
    OIDC_ORGANIZATION: 'org_fathom',
    OIDC_ERROR_PATH: '/sign-in-problem',
  });

  it("allows only the provider's origin to be called and framed, and tells the browser its settings", async () => {
    const response = await fetch(`${serverUrl()}/login`, { headers: asPage });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://id.fathom.example;");
    expect(policy).toContain('frame-src https://id.fathom.example;');
    expect(webConfigOf(await response.text())).toMatchObject({
      identityProvider: {
        authority: 'https://id.fathom.example/',
        clientId: 'portal-client',
        audience: 'https://api.fathom.example',
        organization: 'org_fathom',
        errorPath: '/sign-in-problem',
      },
    });
  });

  it('lets this origin frame the silent sign-in return page, and no other page', async () => {
    const silent = await fetch(`${serverUrl()}/auth/silent-callback?code=x&state=y`, { headers: asPage });
    expect(silent.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(silent.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const other = await fetch(`${serverUrl()}/auth/callback?code=x&state=y`, { headers: asPage });
    expect(other.headers.get('x-frame-options')).toBe('DENY');
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('serving without a built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WEB_DIST_DIR: path.join(tmpdir(), 'fathom-no-such-dist') } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('explains that the web app is not built and how to build it, and keeps the API working', async () => {
    const page = await fetch(`${server.url}/home`, { headers: asPage });
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain('The web app has not been built yet');
    expect(html).toContain('npm start');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('serving the web app with Stripe card payments', () => {
  const serverUrl = serveFakeWebApp({
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_web',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_web',
  });

  it('tells the checkout to use Stripe.js with the publishable key, never the secret', async () => {
    const html = await (await fetch(`${serverUrl()}/checkouts`, { headers: asPage })).text();
    expect(webConfigOf(html)).toMatchObject({
      cardPayments: { provider: 'stripe', publishableKey: 'pk_test_web', jsUrl: 'https://js.stripe.com/v3/' },
    });
    expect(html).not.toContain('sk_test_web');
  });

  it("allows Stripe's script, card frames and API by origin, and nothing else from outside", async () => {
    const response = await fetch(`${serverUrl()}/checkouts`, { headers: asPage });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://js.stripe.com;");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com;");
    expect(policy).toContain("frame-src https://js.stripe.com https://hooks.stripe.com 'self';");
    expect(policy).not.toContain('unsafe');
  });
});

describe('serving the web app with error reporting (SENTRY_DSN)', () => {
  const serverUrl = serveFakeWebApp({ SENTRY_DSN: 'https://publickey@o1.ingest.sentry.example/4507' });

  it('tells the pages where to report their errors', async () => {
    const html = await (await fetch(`${serverUrl()}/home`, { headers: asPage })).text();
    expect(webConfigOf(html)).toMatchObject({ sentryDsn: 'https://publickey@o1.ingest.sentry.example/4507' });
  });

  it("allows the pages to send to the DSN's origin and nowhere else new", async () => {
    const response = await fetch(`${serverUrl()}/home`, { headers: asPage });
    const policy = response.headers.get('content-security-policy') ?? '';
    const connect = policy.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? '';
    expect(connect.trim().split(/\s+/)).toContain('https://o1.ingest.sentry.example');
    expect(connect).not.toContain('publickey');
    expect(
      policy
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'))
        ?.trim(),
    ).toBe("script-src 'self'");
  });
});

describe('serving the web app at an https address', () => {
  const serverUrl = serveFakeWebApp({ PUBLIC_URL: 'https://portal.fathom.example' });

  it('tells browsers to use https for a year (HSTS), on pages and API answers alike', async () => {
    for (const path of ['/home', '/api/health']) {
      const response = await fetch(`${serverUrl()}${path}`, { headers: asPage });
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('marks the session and XSRF cookies Secure', async () => {
    const response = await fetch(`${serverUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'drew@example.com', password: 'Fathom-demo-1' }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    for (const name of ['fathom_session', 'XSRF-TOKEN']) {
      expect(
        cookies.find((line) => line.startsWith(`${name}=`)),
        name,
      ).toMatch(/;\s*Secure/i);
    }
  });
});
