import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

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
 * A strict policy: only our own scripts, styles, fonts and API. The config script injected into
 * index.html is JSON (type application/json), which browsers never execute, so no inline script is allowed.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'payments' | 'stripeJsUrl' | 'stripeApiBase'>,
): Promise<void> {
  const stripe = stripeSources(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length > 0 ? stripe.frame : ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
