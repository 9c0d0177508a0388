import type { IdentityProviderSettings } from '@fathom/contract/identity-provider-settings';
import type { ProductKey } from '@fathom/domain/products';
import type { Config } from '../config/config';
import { DEFAULT_REMOTE_LOG_API_KEY, DEV_CLIENT_ID, devIssuer } from '../config/config-defaults';
import { catalogue } from '../db/seed/catalogue';

/** What the browser app reads at start from the `fathom-config` script. */
export interface WebConfig {
  productName: string;
  marketingUrl: string;
  maintenance: boolean;
  environment: string;
  /** Whether analytics may carry email and names (ANALYTICS_PERSONAL_DATA); health data never by default. */
  analyticsPersonalData: boolean;
  /** Where the browser runs the OpenID Connect flow: the configured issuer, else the built-in provider. */
  identityProvider: IdentityProviderSettings;
  /** Sent as the api-key header of POST /api/logs. */
  remoteLogApiKey: string;
  /**
   * The catalogue uuid of every fixed product, by key: links that name a product (insurance's checkout, the
   * Supplements link's addProductUuid, the consultation's checkout) carry its id without asking the API first.
   */
  productIds: Record<ProductKey, string>;
  /** How the checkout turns a card into a token: the sandbox form, or Stripe.js with the publishable key. */
  cardPayments: { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string; jsUrl: string };
  /** Where the pages report their uncaught errors (SENTRY_DSN, public by design); absent when unset. */
  sentryDsn?: string;
}

export function webConfigFor(config: Config): WebConfig {
  return {
    productName: config.productName,
    marketingUrl: config.marketingUrl,
    maintenance: config.maintenance,
    environment: config.production ? 'production' : (config.nodeEnv ?? 'development'),
    analyticsPersonalData: config.analyticsPersonalData,
    identityProvider: {
      authority: config.oidcIssuer ?? devIssuer(config.publicUrl),
      clientId: config.oidcClientId ?? DEV_CLIENT_ID,
      ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
      ...(config.oidcOrganization ? { organization: config.oidcOrganization } : {}),
      ...(config.oidcErrorPath ? { errorPath: config.oidcErrorPath } : {}),
    },
    remoteLogApiKey: config.remoteLogApiKey ?? DEFAULT_REMOTE_LOG_API_KEY,
    productIds: catalogueProductIds(),
    cardPayments:
      config.payments === 'stripe' && config.stripePublishableKey
        ? { provider: 'stripe', publishableKey: config.stripePublishableKey, jsUrl: config.stripeJsUrl }
        : { provider: 'sandbox' },
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
  };
}

/** The catalogue is seeded from these fixed ids at every start, so they are the ids the API serves. */
function catalogueProductIds(): Record<ProductKey, string> {
  return Object.fromEntries(catalogue.map((entry) => [entry.key, entry.id])) as Record<ProductKey, string>;
}

/** JSON inside a script element must not be able to close it: `<` is written as an escape. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function injectWebConfig(indexHtml: string, webConfig: WebConfig): string {
  const tag = `<script id="fathom-config" type="application/json">${scriptSafeJson(webConfig)}</script>`;
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd === -1) return `${tag}${indexHtml}`;
  return `${indexHtml.slice(0, headEnd)}${tag}${indexHtml.slice(headEnd)}`;
}
