import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config/config';

/** With Stripe, its script, its card iframes and its API are allowed by origin: nothing else from outside. */
function stripeSources(config: Pick<Config, 'payments' | 'stripeJsUrl' | 'stripeApiBase'>) {
  if (config.payments !== 'stripe') return { script: [], frame: [], connect: [] };
  const js = new URL(config.stripeJsUrl).origin;
  return {
    script: [js],
    frame: [js, 'https://hooks.stripe.com'],
    connect: [new URL(config.stripeApiBase).origin],
  };
}

/**
 * The identity provider is framed (hidden silent sign-in) and called (its token endpoint) by the browser:
 * the built-in one is this origin; a hosted one is allowed by its origin only.
 */
function identityProviderSources(config: Pick<Config, 'oidcIssuer'>): string[] {
  return config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : ["'self'"];
}

/** The pages send their uncaught errors to the error-reporting service (SENTRY_DSN): its origin, when set. */
function errorReportingSources(config: Pick<Config, 'sentryDsn'>): string[] {
  return config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
}

/**
 * A strict policy: only our own scripts, styles, fonts and API. The config script injected into
 * index.html is JSON (type application/json), which browsers never execute, so no inline script is allowed.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<
    Config,
    'payments' | 'stripeJsUrl' | 'stripeApiBase' | 'oidcIssuer' | 'sentryDsn' | 'publicUrl'
  >,
): void {
  const stripe = stripeSources(config);
  const errorReporting = errorReportingSources(config);
  const identityProvider = identityProviderSources(config);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: unique(["'self'", ...stripe.connect, ...identityProvider, ...errorReporting]),
        frameSrc: unique([...stripe.frame, ...identityProvider]),
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // HSTS pins a host to HTTPS for a year: only an HTTPS site says it, never http://localhost.
  const overHttps = { ...headers, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  const servedOverHttps = config.publicUrl.startsWith('https://');
  // The same headers on every answer: computed once here, not by helmet on each request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(servedOverHttps || request.protocol === 'https' ? overHttps : headers);
    // API answers carry health data and personal details: no browser or proxy keeps a copy on disk.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}

/** The headers helmet would set for these options, read once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

const unique = (sources: string[]) => [...new Set(sources)];

/**
 * For the pages of the hidden sign-in frame only (the provider's prompt=none answer and the portal's
 * silent callback): this origin may frame them; every other page stays unframeable.
 */
export function allowSameOriginFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * For a page with inline `<style>` elements (the prerendered pages carry their stylesheet): the policy allows
 * exactly those styles, by their hashes; any other inline style stays refused.
 */
export function allowInlineStyles(reply: FastifyReply, hashes: readonly string[]): void {
  if (hashes.length === 0) return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy.replace("style-src 'self'", `style-src 'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`),
    );
}
