import type { IdentityProviderSettings } from '@fathom/contract/identity-provider-settings';
import type { ProductKey } from '@fathom/domain/products';

export interface AppConfig {
  productName: string;
  marketingUrl: string;
  maintenance: boolean;
  environment: string;
  /** Analytics may carry email and names only when the operator turns this on (ANALYTICS_PERSONAL_DATA). */
  analyticsPersonalData: boolean;
  /** The OpenID Connect provider the sign-in page offers. */
  identityProvider: IdentityProviderSettings;
  /** Sent as the api-key header of remote log lines (POST /api/logs). */
  remoteLogApiKey: string;
  /** Catalogue uuids of the fixed products the portal links to, by product key. */
  productIds: Partial<Record<ProductKey, string>>;
  /** How the checkout turns a card into a token. */
  cardPayments: CardPayments;
}

export type CardPayments =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; publishableKey: string; jsUrl: string };

const fallbackConfig: AppConfig = {
  productName: 'Fathom',
  marketingUrl: 'https://fathom.example',
  maintenance: false,
  environment: 'production',
  analyticsPersonalData: false,
  identityProvider: { authority: '/oidc', clientId: 'fathom-portal' },
  remoteLogApiKey: 'fathom-web',
  productIds: {},
  cardPayments: { provider: 'sandbox' },
};

/**
 * The config script's JSON as the server wrote it: AppConfig's fields, and sentryDsn (SENTRY_DSN), which only the
 * uncaught-error reporter reads, on the first error, so that the first page carries no code for it.
 */
export type InjectedConfig = Partial<AppConfig> & { sentryDsn?: unknown };

export function readInjectedConfig(): InjectedConfig {
  if (typeof document === 'undefined') return {};
  const element = document.getElementById('fathom-config');
  if (!element?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<AppConfig>) : {};
  } catch {
    return {};
  }
}

function readProductIds(value: unknown): AppConfig['productIds'] {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function readIdentityProvider(value: unknown): AppConfig['identityProvider'] {
  if (typeof value !== 'object' || value === null) return fallbackConfig.identityProvider;
  const provider = value as AppConfig['identityProvider'];
  // The server writes the optional fields (audience, organization, errorPath) only when they are set.
  return typeof provider.authority === 'string' && typeof provider.clientId === 'string'
    ? provider
    : fallbackConfig.identityProvider;
}

function readCardPayments(value: unknown): CardPayments {
  if (typeof value !== 'object' || value === null) return fallbackConfig.cardPayments;
  const { provider, publishableKey, jsUrl } = value as Record<string, unknown>;
  if (provider === 'stripe' && typeof publishableKey === 'string' && typeof jsUrl === 'string') {
    return { provider, publishableKey, jsUrl };
  }
  return fallbackConfig.cardPayments;
}

const nonEmptyText = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value ? value : fallback;

export function loadAppConfig(injected: Partial<AppConfig> = readInjectedConfig()): AppConfig {
  return {
    productName: nonEmptyText(injected.productName, fallbackConfig.productName),
    marketingUrl: nonEmptyText(injected.marketingUrl, fallbackConfig.marketingUrl).replace(/\/+$/, ''),
    maintenance: injected.maintenance === true,
    environment: typeof injected.environment === 'string' ? injected.environment : fallbackConfig.environment,
    analyticsPersonalData: injected.analyticsPersonalData === true,
    identityProvider: readIdentityProvider(injected.identityProvider),
    remoteLogApiKey: nonEmptyText(injected.remoteLogApiKey, fallbackConfig.remoteLogApiKey),
    productIds: readProductIds(injected.productIds),
    cardPayments: readCardPayments(injected.cardPayments),
  };
}

/** Read once at start: the server injects it into index.html before </head>. */
export const appConfig: AppConfig = loadAppConfig();
