import type { LabIdentity } from '@fathom/domain/lab';
import { z } from 'zod';
import type { PostgresPoolSettings } from '../db/pool-size';

export type { PostgresPoolSettings } from '../db/pool-size';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const truthy = new Set(['on', 'true', '1', 'yes']);
export const falsy = new Set(['off', 'false', '0', 'no']);

const onOff = z.string().transform((value, ctx) => {
  const normalized = value.trim().toLowerCase();
  if (truthy.has(normalized)) return true;
  if (falsy.has(normalized)) return false;
  ctx.addIssue({ code: 'custom', message: 'must be on or off (also accepted: true/false, 1/0)' });
  return z.NEVER;
});

function urlWithProtocols(protocols: readonly string[], description: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be ${description}`);
}

const httpUrl = urlWithProtocols(['http:', 'https:'], 'an http:// or https:// URL');

/** Sentry's client key (the DSN's user part) and project id (its last path segment) are both needed. */
const sentryDsn = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:'].includes(url.protocol) && /^\w+$/.test(url.username) && /\/\d+$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}, 'must be a Sentry DSN: https://<public key>@<host>/<project id>');

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number between 1 and 65535')
  .transform(Number)
  .refine((value) => value >= 1 && value <= 65535, 'must be a whole number between 1 and 65535');

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(values, { error: `must be one of: ${values.join(', ')}` }));
}

const text = z.string().trim().min(1, 'must not be blank');

/** A duration in milliseconds, between the bounds given (0 where allowed means no limit). */
function milliseconds(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number of milliseconds between ${min} and ${max}`)
    .transform(Number)
    .refine(
      (value) => value >= min && value <= max,
      `must be a whole number of milliseconds between ${min} and ${max}`,
    );
}

/** Environment variable names, as the operator writes them, mapped to the schema of their value. */
export const environmentSchema = z.object({
  PORT: port.optional(),
  HOST: z
    .string()
    .trim()
    .regex(/^[\w.:-]+$/, 'must be an address to listen on, such as 127.0.0.1 or 0.0.0.0')
    .optional(),
  PUBLIC_URL: httpUrl.optional(),
  PRODUCT_NAME: text.optional(),
  LAB_NAME: text.optional(),
  /** The lab's address as printed on reports, its lines separated by semicolons. */
  LAB_ADDRESS: text.optional(),
  LAB_ACCREDITATION: text.optional(),
  /** The port the lab's HL7 v2 results (MLLP) are received on; unset: no listener. */
  LAB_HL7_PORT: port.optional(),
  /** The address the lab's listener binds (loopback unless named; production must name it). */
  LAB_HL7_HOST: z
    .string()
    .trim()
    .regex(/^[\w.:-]+$/, 'must be an address to listen on, such as 127.0.0.1 or 0.0.0.0')
    .optional(),
  /** Where orders go to the lab: mllp://host:port, or mllps:// for TLS; unset: no orders are sent. */
  LAB_HL7_ORDERS: urlWithProtocols(
    ['mllp:', 'mllps:'],
    'an mllp://host:port or mllps://host:port address',
  ).optional(),
  /** Retries of an order the lab does not acknowledge, after the first try (default 8). */
  LAB_HL7_ORDER_RETRIES: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number between 0 and 20')
    .transform(Number)
    .refine((value) => value <= 20, 'must be a whole number between 0 and 20')
    .optional(),
  /** Seconds before an order's first retry, doubling at each (default 30). */
  LAB_HL7_ORDER_RETRY_DELAY_SECONDS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of seconds between 1 and 3600')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 3600, 'must be a whole number of seconds between 1 and 3600')
    .optional(),
  /** lab: a final semen analysis is released to the customer at once; staff: staff release each one. */
  LAB_RESULTS_RELEASE: oneOf(['lab', 'staff']).optional(),
  /** on: an azoospermic semen analysis waits for a clinician's second look before release (default off). */
  AZOOSPERMIA_SECOND_LOOK: onOff.optional(),
  /** Addresses (CIDR allowed), comma-separated, the listener takes connections from; unset: any. */
  LAB_HL7_ALLOWED_ADDRESSES: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/, 'must be addresses (CIDR allowed), comma-separated')
    .optional(),
  /** Connections the listener holds at once; more are closed at once. */
  LAB_HL7_MAX_CONNECTIONS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number between 1 and 1000')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 1000, 'must be a whole number between 1 and 1000')
    .optional(),
  /** A connection that sends nothing for this long is closed (default 5 minutes). */
  LAB_HL7_IDLE_TIMEOUT_MS: milliseconds(100, 86_400_000).optional(),
  /** TLS for the lab's interface: the certificate and key files (PEM) the listener shows and orders are sent with. */
  LAB_HL7_TLS_CERT: text.optional(),
  LAB_HL7_TLS_KEY: text.optional(),
  /** The authority (PEM file) the lab's certificates are checked against (its client certificate, its order server's). */
  LAB_HL7_TLS_CA: text.optional(),
  /** on: the listener takes only connections with a client certificate signed by LAB_HL7_TLS_CA. */
  LAB_HL7_TLS_CLIENT_CERT: onOff.optional(),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'a postgres:// URL').optional(),
  /** Connections the pool keeps to PostgreSQL at most (default: three per core, 4 to 20). */
  DATABASE_POOL_MAX: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number between 1 and 100')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100, 'must be a whole number between 1 and 100')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 120_000).optional(),
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(1_000, 3_600_000).optional(),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 3_600_000).optional(),
  /** Writing requests the embedded database serves at once; the others wait their turn (default 4). */
  EMBEDDED_WRITES_AT_ONCE: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number between 1 and 100')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 100, 'must be a whole number between 1 and 100')
    .optional(),
  /** A writing request expected to wait longer for the embedded database is answered 503 (default 750). */
  EMBEDDED_WRITE_WAIT_MS: milliseconds(0, 60_000).optional(),
  DATA_DIR: text.optional(),
  WEB_DIST_DIR: text.optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'a redis:// or rediss:// URL').optional(),
  /** This deployment's name (production, staging): every Redis key and channel carries it, so several share one Redis. */
  ENVIRONMENT_NAME: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,39}$/,
      'must be a short name of lower-case letters, digits and hyphens, such as staging',
    )
    .optional(),
  MARKETING_URL: httpUrl.optional(),
  DEMO_DATA: onOff.optional(),
  PAYMENTS: oneOf(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: text.optional(),
  STRIPE_PUBLISHABLE_KEY: text.optional(),
  STRIPE_API_BASE: httpUrl.optional(),
  STRIPE_JS_URL: httpUrl.optional(),
  STRIPE_WEBHOOK_SECRET: text.optional(),
  INSTALMENTS: oneOf(['sandbox', 'splitit']).optional(),
  INSURANCE: oneOf(['sandbox']).optional(),
  BENEFITS: oneOf(['sandbox']).optional(),
  SCHEDULING: oneOf(['sandbox', 'hosted']).optional(),
  SCHEDULING_URL: z
    .string()
    .refine((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, 'must be an https:// URL')
    .optional(),
  IDENTITY_VERIFICATION: oneOf(['sandbox', 'idme']).optional(),
  IDME_CLIENT_ID: text.optional(),
  IDME_CLIENT_SECRET: text.optional(),
  IDME_API_BASE: httpUrl.optional(),
  IDME_SCOPES: z
    .string()
    .trim()
    .regex(/^[\w:/.-]+([\s,]+[\w:/.-]+)*$/, 'must be scope names separated by spaces or commas')
    .optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: text.optional(),
  OIDC_AUDIENCE: text.optional(),
  OIDC_ORGANIZATION: text.optional(),
  OIDC_ERROR_PATH: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, 'must be a path of this site starting with one /')
    .optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL').optional(),
  STAFF_ALERTS_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  SENTRY_DSN: sentryDsn.optional(),
  SEGMENT_WRITE_KEY: text.optional(),
  GTM_ID: text.optional(),
  REMOTE_LOG_API_KEY: text.optional(),
  OUTBOX_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: 'must be 64 hexadecimal characters (32 bytes)' })
    .optional(),
  ANALYTICS_PERSONAL_DATA: onOff.optional(),
  MAINTENANCE: onOff.optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(on|off|true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be off, on, or the proxy addresses (CIDR allowed), comma-separated',
    )
    .optional(),
  LOG_LEVEL: oneOf(logLevels).optional(),
  RESPONSE_CHECKS: onOff.optional(),
  /** The bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .min(32, 'must be at least 32 characters (for example: openssl rand -hex 32)')
    .optional(),
  /** OpenTelemetry: where traces go (OTLP over HTTP, e.g. http://collector:4318); unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().trim().url('must be a URL, e.g. http://collector:4318').optional(),
  OTEL_SERVICE_NAME: text.optional(),
  NODE_ENV: text.optional(),
});

export interface LabInterfaceConfig {
  /** Unset: no listener. */
  port?: number;
  host: string;
  /** mllp:// or mllps:// address orders are sent to; unset: none are. */
  ordersUrl?: string;
  /** Retries of an unacknowledged order after its first try, with backoff doubling from orderRetryDelaySeconds. */
  orderRetries: number;
  orderRetryDelaySeconds: number;
  release: 'lab' | 'staff';
  /** AZOOSPERMIA_SECOND_LOOK: an azoospermic analysis is released by a clinician, never at once or by the lab. */
  azoospermiaSecondLook: boolean;
  /** Empty: any address. */
  allowedAddresses: string[];
  maxConnections: number;
  idleTimeoutMs: number;
  /** A message larger than this closes its connection. */
  maxMessageBytes: number;
  tls?: { certFile: string; keyFile: string; caFile?: string; requireClientCertificate: boolean };
}

export type EnvironmentName = keyof typeof environmentSchema.shape;
export type EnvironmentValues = z.infer<typeof environmentSchema>;

export interface Config {
  port: number;
  /** The address the server listens on: loopback (IPv4 and IPv6) unless HOST says otherwise or in production. */
  host: string;
  /** NODE_ENV=production: start-up refuses every fake (production-guardrails.ts). */
  production: boolean;
  publicUrl: string;
  productName: string;
  /** The laboratory the results reports name (LAB_*; the demo lab outside production). */
  lab: LabIdentity;
  /** The lab's HL7 v2 interface (LAB_HL7_*, LAB_RESULTS_RELEASE; ADR 050). */
  labInterface: LabInterfaceConfig;
  databaseUrl?: string;
  /** PostgreSQL's pool and timeouts (db/database.ts); the embedded database ignores them. */
  databasePool: PostgresPoolSettings;
  /**
   * The embedded database runs one statement at a time: its writing requests are let in a few at a time, first
   * come first served, and one expected to wait longer than maxWaitMs is refused with 503 and Retry-After.
   */
  embeddedWrites: { atOnce: number; maxWaitMs: number };
  dataDir: string;
  /** Folder of the built web app; unset means the start-up script's default next to the server. */
  webDistDir?: string;
  redisUrl?: string;
  /**
   * This deployment's name (ENVIRONMENT_NAME; production under NODE_ENV=production, else development): every Redis
   * key and channel starts `fathom:<name>:`, so staging and production can share one Redis.
   */
  environmentName: string;
  marketingUrl: string;
  demoData: boolean;
  payments: 'sandbox' | 'stripe';
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  /** Stripe's REST API; another address only for a local Stripe-shaped server in tests. */
  stripeApiBase: string;
  /** Stripe.js, loaded by the checkout's payment step when PAYMENTS is stripe. */
  stripeJsUrl: string;
  /** Signs Stripe's webhook events; without it the webhook endpoint refuses every event. */
  stripeWebhookSecret?: string;
  instalments: 'sandbox' | 'splitit';
  insurance: 'sandbox';
  benefits: 'sandbox';
  /** sandbox: the portal's own booking page; hosted: a scheduler at SCHEDULING_URL. */
  scheduling: 'sandbox' | 'hosted';
  schedulingUrl?: string;
  identityVerification: 'sandbox' | 'idme';
  idmeClientId?: string;
  /** Exchanges ID.me's codes on the server; never sent to the browser. */
  idmeClientSecret?: string;
  /** ID.me's API; another address only for a local ID.me-shaped server in tests. */
  idmeApiBase: string;
  /** The groups asked of ID.me (its scope names). */
  idmeScopes: string[];
  oidcIssuer?: string;
  oidcClientId?: string;
  oidcAudience?: string;
  /** Asked of the identity provider at sign-in; its ID token must then carry this org_id. */
  oidcOrganization?: string;
  /** Where a failed return from the identity provider lands (else the root). */
  oidcErrorPath?: string;
  smtpUrl?: string;
  /** Where staff are emailed what needs a person (an instalment that could not be collected); unset: the log only. */
  staffAlertsEmail?: string;
  /**
   * Seals queued emails' live links in the outbox until they are sent (64 hex characters); unset, a key of
   * this process alone, so every instance of a deployment needs the same one.
   */
  outboxKey?: string;
  /** Where 5xx failures (server) and uncaught errors (browser) are reported, scrubbed; unset: nowhere. */
  sentryDsn?: string;
  /** Analytics may carry email and names (never by default). */
  analyticsPersonalData: boolean;
  segmentWriteKey?: string;
  gtmId?: string;
  remoteLogApiKey?: string;
  maintenance: boolean;
  /** Which proxies' X-Forwarded-For is believed, for the client's address (rate limits, logs). */
  trustProxy: boolean | string;
  logLevel: LogLevel;
  /** Every answer is also encoded by zod and compared (ADR 016): on unless in production. */
  responseChecks: boolean;
  /** Bearer token of GET /metrics; unset: metrics are not served. */
  metricsToken?: string;
  /** Where traces are sent and under which service name; null: no tracing (the default). */
  tracing: { endpoint: string; serviceName: string } | null;
  nodeEnv?: string;
}
