import { DEMO_LAB } from '@fathom/domain/lab';
import { POOL_DEFAULTS, postgresPoolSize } from '../db/pool-size';
import { type Config, type EnvironmentName, environmentSchema, falsy, truthy } from './config-schema';
import { productionRefusal } from './production-guardrails';

export type { Config, EnvironmentValues, LogLevel, PostgresPoolSettings } from './config-schema';

/** Start-up stops with this error; its message is the one line printed to the operator. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * The embedded database's writing requests: 32 at once keep it busy while others are in JavaScript (its
 * statements take turns with the event loop, so they are served in turn, ADR 038); past them, a request expected to
 * wait more than 750 ms is refused with Retry-After rather than kept waiting for seconds.
 */
export const EMBEDDED_WRITES_DEFAULTS = { atOnce: 32, maxWaitMs: 750 } as const;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function fail(variable: string, problem: string): never {
  throw new ConfigError(`Invalid configuration: ${variable} ${problem}`);
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return false;
  const normalized = value.toLowerCase();
  if (truthy.has(normalized)) return true;
  if (falsy.has(normalized)) return false;
  return value.replace(/\s+/g, '');
}

/** Reads only the variables Fathom knows; an empty value counts as unset. */
function pickKnownVariables(env: NodeJS.ProcessEnv): Partial<Record<EnvironmentName, string>> {
  const picked: Partial<Record<EnvironmentName, string>> = {};
  for (const name of Object.keys(environmentSchema.shape) as EnvironmentName[]) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') picked[name] = value;
  }
  return picked;
}

/** Validates the environment once at start-up; throws ConfigError with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = environmentSchema.safeParse(pickKnownVariables(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    fail(variable, issue?.message ?? 'is invalid');
  }
  const vars = parsed.data;
  const payments = vars.PAYMENTS ?? 'sandbox';
  if (payments === 'stripe' && !vars.STRIPE_SECRET_KEY) {
    fail('STRIPE_SECRET_KEY', 'is required when PAYMENTS is stripe');
  }
  if (payments === 'stripe' && !vars.STRIPE_PUBLISHABLE_KEY) {
    fail(
      'STRIPE_PUBLISHABLE_KEY',
      'is required when PAYMENTS is stripe (the checkout tokenises cards with it)',
    );
  }
  // Refuse providers whose adapters this build does not have, rather than quietly using the sandbox.
  if ((vars.INSTALMENTS ?? 'sandbox') === 'splitit') {
    fail('INSTALMENTS', 'splitit is not available in this version; use sandbox');
  }
  const identityVerification = vars.IDENTITY_VERIFICATION ?? 'sandbox';
  for (const variable of ['IDME_CLIENT_ID', 'IDME_CLIENT_SECRET'] as const) {
    if (identityVerification === 'idme' && !vars[variable]) {
      fail(variable, 'is required when IDENTITY_VERIFICATION is idme');
    }
  }
  const scheduling = vars.SCHEDULING ?? 'sandbox';
  if (scheduling === 'hosted' && !vars.SCHEDULING_URL) {
    fail('SCHEDULING_URL', 'is required when SCHEDULING is hosted');
  }
  for (const [variable, other] of [
    ['LAB_HL7_TLS_CERT', 'LAB_HL7_TLS_KEY'],
    ['LAB_HL7_TLS_KEY', 'LAB_HL7_TLS_CERT'],
  ] as const) {
    if (vars[variable] && !vars[other]) fail(other, `is required when ${variable} is set`);
  }
  if (vars.LAB_HL7_TLS_CLIENT_CERT && !vars.LAB_HL7_TLS_CA) {
    fail(
      'LAB_HL7_TLS_CA',
      'is required when LAB_HL7_TLS_CLIENT_CERT is on: client certificates are checked against it',
    );
  }
  if (vars.LAB_HL7_TLS_CLIENT_CERT && !vars.LAB_HL7_TLS_CERT) {
    fail('LAB_HL7_TLS_CERT', 'is required when LAB_HL7_TLS_CLIENT_CERT is on: client certificates need TLS');
  }
  const production = vars.NODE_ENV === 'production';
  if (production) {
    const refusal = productionRefusal(vars);
    if (refusal) fail(refusal.variable, refusal.problem);
  }
  const portNumber = vars.PORT ?? 3000;

  return {
    port: portNumber,
    host: vars.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    production,
    publicUrl: withoutTrailingSlash(vars.PUBLIC_URL ?? `http://localhost:${portNumber}`),
    productName: vars.PRODUCT_NAME ?? 'Fathom',
    lab: {
      name: vars.LAB_NAME ?? DEMO_LAB.name,
      addressLines:
        vars.LAB_ADDRESS?.split(';')
          .map((line) => line.trim())
          .filter(Boolean) ?? DEMO_LAB.addressLines,
      accreditation: vars.LAB_ACCREDITATION ?? DEMO_LAB.accreditation,
    },
    labInterface: {
      port: vars.LAB_HL7_PORT,
      host: vars.LAB_HL7_HOST ?? '127.0.0.1',
      ordersUrl: vars.LAB_HL7_ORDERS,
      orderRetries: vars.LAB_HL7_ORDER_RETRIES ?? 8,
      orderRetryDelaySeconds: vars.LAB_HL7_ORDER_RETRY_DELAY_SECONDS ?? 30,
      release: vars.LAB_RESULTS_RELEASE ?? 'lab',
      azoospermiaSecondLook: vars.AZOOSPERMIA_SECOND_LOOK ?? false,
      allowedAddresses: vars.LAB_HL7_ALLOWED_ADDRESSES?.split(',').map((address) => address.trim()) ?? [],
      maxConnections: vars.LAB_HL7_MAX_CONNECTIONS ?? 16,
      idleTimeoutMs: vars.LAB_HL7_IDLE_TIMEOUT_MS ?? 300_000,
      maxMessageBytes: 1024 * 1024,
      tls:
        vars.LAB_HL7_TLS_CERT && vars.LAB_HL7_TLS_KEY
          ? {
              certFile: vars.LAB_HL7_TLS_CERT,
              keyFile: vars.LAB_HL7_TLS_KEY,
              caFile: vars.LAB_HL7_TLS_CA,
              requireClientCertificate: vars.LAB_HL7_TLS_CLIENT_CERT ?? false,
            }
          : undefined,
    },
    databaseUrl: vars.DATABASE_URL,
    databasePool: {
      max: vars.DATABASE_POOL_MAX ?? postgresPoolSize(),
      connectionTimeoutMs: vars.DATABASE_CONNECT_TIMEOUT_MS ?? POOL_DEFAULTS.connectionTimeoutMs,
      idleTimeoutMs: vars.DATABASE_IDLE_TIMEOUT_MS ?? POOL_DEFAULTS.idleTimeoutMs,
      statementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS ?? POOL_DEFAULTS.statementTimeoutMs,
    },
    embeddedWrites: {
      atOnce: vars.EMBEDDED_WRITES_AT_ONCE ?? EMBEDDED_WRITES_DEFAULTS.atOnce,
      maxWaitMs: vars.EMBEDDED_WRITE_WAIT_MS ?? EMBEDDED_WRITES_DEFAULTS.maxWaitMs,
    },
    dataDir: vars.DATA_DIR ?? './data',
    webDistDir: vars.WEB_DIST_DIR,
    redisUrl: vars.REDIS_URL,
    environmentName: vars.ENVIRONMENT_NAME ?? (production ? 'production' : 'development'),
    marketingUrl: withoutTrailingSlash(vars.MARKETING_URL ?? 'https://fathom.example'),
    demoData: vars.DEMO_DATA ?? vars.DATABASE_URL === undefined,
    payments,
    stripeSecretKey: vars.STRIPE_SECRET_KEY,
    stripePublishableKey: vars.STRIPE_PUBLISHABLE_KEY,
    stripeApiBase: withoutTrailingSlash(vars.STRIPE_API_BASE ?? 'https://api.stripe.com'),
    stripeJsUrl: vars.STRIPE_JS_URL ?? 'https://js.stripe.com/v3/',
    stripeWebhookSecret: vars.STRIPE_WEBHOOK_SECRET,
    instalments: vars.INSTALMENTS ?? 'sandbox',
    insurance: vars.INSURANCE ?? 'sandbox',
    benefits: vars.BENEFITS ?? 'sandbox',
    scheduling,
    schedulingUrl: vars.SCHEDULING_URL,
    identityVerification,
    idmeClientId: vars.IDME_CLIENT_ID,
    idmeClientSecret: vars.IDME_CLIENT_SECRET,
    idmeApiBase: withoutTrailingSlash(vars.IDME_API_BASE ?? 'https://api.id.me'),
    idmeScopes: (vars.IDME_SCOPES ?? 'military').split(/[\s,]+/).filter(Boolean),
    oidcIssuer: vars.OIDC_ISSUER,
    oidcClientId: vars.OIDC_CLIENT_ID,
    oidcAudience: vars.OIDC_AUDIENCE,
    oidcOrganization: vars.OIDC_ORGANIZATION,
    oidcErrorPath: vars.OIDC_ERROR_PATH,
    smtpUrl: vars.SMTP_URL,
    staffAlertsEmail: vars.STAFF_ALERTS_EMAIL,
    outboxKey: vars.OUTBOX_KEY,
    sentryDsn: vars.SENTRY_DSN,
    segmentWriteKey: vars.SEGMENT_WRITE_KEY,
    gtmId: vars.GTM_ID,
    remoteLogApiKey: vars.REMOTE_LOG_API_KEY,
    analyticsPersonalData: vars.ANALYTICS_PERSONAL_DATA ?? false,
    maintenance: vars.MAINTENANCE ?? false,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL ?? 'info',
    responseChecks: vars.RESPONSE_CHECKS ?? !production,
    metricsToken: vars.METRICS_TOKEN,
    tracing: vars.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: vars.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: vars.OTEL_SERVICE_NAME ?? 'fathom' }
      : null,
    nodeEnv: vars.NODE_ENV,
  };
}
