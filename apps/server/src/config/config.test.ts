import { describe, expect, it } from 'vitest';
import { productionEnvironment as production } from '../../test/production-environment';
import { ConfigError, loadConfig } from './config';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives every variable its documented default when the environment is empty', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      productName: 'Fathom',
      dataDir: './data',
      marketingUrl: 'https://fathom.example',
      demoData: true,
      payments: 'sandbox',
      instalments: 'sandbox',
      maintenance: false,
      logLevel: 'info',
    });
  });

  it("gives PostgreSQL's pool and timeouts sane defaults, and takes each from the environment", () => {
    expect(loadConfig({}).databasePool).toEqual({
      max: expect.any(Number),
      connectionTimeoutMs: 5_000,
      idleTimeoutMs: 30_000,
      statementTimeoutMs: 30_000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_MAX: '8',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_IDLE_TIMEOUT_MS: '10000',
        DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      }).databasePool,
    ).toEqual({ max: 8, connectionTimeoutMs: 2_000, idleTimeoutMs: 10_000, statementTimeoutMs: 15_000 });
    for (const [variable, value] of [
      ['DATABASE_POOL_MAX', '0'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '5s'],
      ['DATABASE_IDLE_TIMEOUT_MS', '10'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ] as const) {
      expect(() => loadConfig({ [variable]: value }), variable).toThrow(
        new RegExp(`^Invalid configuration: ${variable} must be a whole number`),
      );
    }
  });

  it('takes a METRICS_TOKEN of 32 printable characters or more, and serves no metrics without one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be at least 32 characters',
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(32)} b` })).toThrow(
      'Invalid configuration: METRICS_TOKEN must be printable characters without spaces',
    );
  });

  it('derives PUBLIC_URL from PORT when only the port is given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('turns demo data off by default when DATABASE_URL points at PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/fathom' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/fathom', DEMO_DATA: 'on' }).demoData).toBe(
      true,
    );
  });

  it.each([
    ['on', true],
    ['true', true],
    ['1', true],
    ['off', false],
    ['FALSE', false],
    ['0', false],
  ])('reads MAINTENANCE=%s as %s', (value, expected) => {
    expect(loadConfig({ MAINTENANCE: value }).maintenance).toBe(expected);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', PRODUCT_NAME: '' })).toMatchObject({ port: 3000, productName: 'Fathom' });
  });

  it.each(['abc', '0', '65536', '80.5', '-1'])('refuses PORT=%s with one line naming PORT', (value) => {
    expect(configError({ PORT: value })).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535',
    );
  });

  it('names the variable of any other bad value', () => {
    expect(configError({ MAINTENANCE: 'maybe' })).toMatch(
      /^Invalid configuration: MAINTENANCE must be on or off/,
    );
    expect(configError({ PAYMENTS: 'cash' })).toBe(
      'Invalid configuration: PAYMENTS must be one of: sandbox, stripe',
    );
    expect(configError({ DATABASE_URL: 'mysql://x' })).toBe(
      'Invalid configuration: DATABASE_URL must be a postgres:// URL',
    );
    expect(configError({ PUBLIC_URL: 'localhost' })).toMatch(/^Invalid configuration: PUBLIC_URL /);
    expect(configError({ PAYMENTS: 'stripe' })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY is required when PAYMENTS is stripe',
    );
    expect(configError({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY is required when PAYMENTS is stripe (the checkout tokenises cards with it)',
    );
    expect(configError({ STRIPE_JS_URL: 'js.stripe.com' })).toMatch(/^Invalid configuration: STRIPE_JS_URL /);
    expect(configError({ INSTALMENTS: 'splitit' })).toBe(
      'Invalid configuration: INSTALMENTS splitit is not available in this version; use sandbox',
    );
  });

  it('takes a Sentry DSN with its public key and project id, and refuses any other address', () => {
    expect(loadConfig({ SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4507' }).sentryDsn).toBe(
      'https://abc123@o1.ingest.sentry.io/4507',
    );
    for (const value of [
      'https://o1.ingest.sentry.io/4507',
      'https://abc-123@o1.ingest.sentry.io/4507',
      'https://abc123@o1.ingest.sentry.io/',
      'sentry',
    ]) {
      expect(configError({ SENTRY_DSN: value })).toBe(
        'Invalid configuration: SENTRY_DSN must be a Sentry DSN: https://<public key>@<host>/<project id>',
      );
    }
  });

  it('takes an identity-provider organization and an error path of this site only', () => {
    expect(
      loadConfig({ OIDC_ORGANIZATION: 'org_fathom', OIDC_ERROR_PATH: '/sign-in-problem' }),
    ).toMatchObject({
      oidcOrganization: 'org_fathom',
      oidcErrorPath: '/sign-in-problem',
    });
    expect(configError({ OIDC_ERROR_PATH: '//evil.example/' })).toBe(
      'Invalid configuration: OIDC_ERROR_PATH must be a path of this site starting with one /',
    );
    expect(configError({ OIDC_ERROR_PATH: 'https://evil.example/' })).toMatch(
      /^Invalid configuration: OIDC_ERROR_PATH /,
    );
  });

  it('keeps the message on one line', () => {
    expect(configError({ LOG_LEVEL: 'loud' })).not.toContain('\n');
  });

  it('takes Stripe with both keys, at its own addresses unless told otherwise', () => {
    const config = loadConfig({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(config).toMatchObject({
      payments: 'stripe',
      stripeApiBase: 'https://api.stripe.com',
      stripeJsUrl: 'https://js.stripe.com/v3/',
    });
  });

  it('verifies identities in the sandbox unless told to use ID.me, which needs its client id and secret', () => {
    expect(loadConfig({})).toMatchObject({
      identityVerification: 'sandbox',
      idmeApiBase: 'https://api.id.me',
      idmeScopes: ['military'],
    });
    expect(
      loadConfig({
        IDENTITY_VERIFICATION: 'IDme',
        IDME_CLIENT_ID: 'client',
        IDME_CLIENT_SECRET: 'secret',
        IDME_API_BASE: 'http://127.0.0.1:4000/',
        IDME_SCOPES: 'military, responder nurse',
      }),
    ).toMatchObject({
      identityVerification: 'idme',
      idmeApiBase: 'http://127.0.0.1:4000',
      idmeScopes: ['military', 'responder', 'nurse'],
    });
    expect(configError({ IDENTITY_VERIFICATION: 'idme', IDME_CLIENT_ID: 'client' })).toBe(
      'Invalid configuration: IDME_CLIENT_SECRET is required when IDENTITY_VERIFICATION is idme',
    );
    expect(configError({ IDENTITY_VERIFICATION: 'clear' })).toBe(
      'Invalid configuration: IDENTITY_VERIFICATION must be one of: sandbox, idme',
    );
    expect(configError({ IDME_SCOPES: 'military; drop' })).toMatch(/^Invalid configuration: IDME_SCOPES /);
  });

  it('believes X-Forwarded-For only from the proxies it is told about', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });

  it('names the environment its Redis keys carry: development, production in production, or ENVIRONMENT_NAME', () => {
    expect(loadConfig({}).environmentName).toBe('development');
    expect(loadConfig(production).environmentName).toBe('production');
    expect(loadConfig({ ...production, ENVIRONMENT_NAME: 'staging' }).environmentName).toBe('staging');
    for (const bad of ['Staging', 'staging env', '-staging', 'a:b', 'x'.repeat(41)]) {
      expect(() => loadConfig({ ENVIRONMENT_NAME: bad }), bad).toThrow(
        /^Invalid configuration: ENVIRONMENT_NAME must be a short name of lower-case letters, digits and hyphens/,
      );
    }
  });

  it('listens on loopback only, unless HOST says otherwise or this is production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('books results calls on the portal unless a hosted scheduler is named, which needs its https address', () => {
    expect(loadConfig({}).scheduling).toBe('sandbox');
    expect(loadConfig({ SCHEDULING: 'hosted', SCHEDULING_URL: 'https://book.example/fathom' })).toMatchObject(
      {
        scheduling: 'hosted',
        schedulingUrl: 'https://book.example/fathom',
      },
    );
    expect(configError({ SCHEDULING: 'hosted' })).toBe(
      'Invalid configuration: SCHEDULING_URL is required when SCHEDULING is hosted',
    );
    expect(configError({ SCHEDULING_URL: 'http://book.example' })).toBe(
      'Invalid configuration: SCHEDULING_URL must be an https:// URL',
    );
  });

  it('checks answers against zod outside production only, unless RESPONSE_CHECKS says otherwise', () => {
    expect(loadConfig({}).responseChecks).toBe(true);
    expect(loadConfig(production).responseChecks).toBe(false);
    expect(loadConfig({ RESPONSE_CHECKS: 'off' }).responseChecks).toBe(false);
  });
});

describe("loadConfig: the lab's HL7 interface", () => {
  it('has no listener and no orders unless told, on loopback, releasing results at once', () => {
    expect(loadConfig({}).labInterface).toEqual({
      port: undefined,
      host: '127.0.0.1',
      ordersUrl: undefined,
      orderRetries: 8,
      orderRetryDelaySeconds: 30,
      release: 'lab',
      azoospermiaSecondLook: false,
      allowedAddresses: [],
      maxConnections: 16,
      idleTimeoutMs: 300_000,
      maxMessageBytes: 1024 * 1024,
      tls: undefined,
    });
  });

  it('takes the listener, its limits, orders over mllp:// or mllps://, staff release and the second look', () => {
    expect(
      loadConfig({
        LAB_HL7_PORT: '2575',
        LAB_HL7_HOST: '0.0.0.0',
        LAB_HL7_ORDERS: 'mllps://lis.lab.example:2576',
        LAB_HL7_ORDER_RETRIES: '3',
        LAB_HL7_ORDER_RETRY_DELAY_SECONDS: '5',
        LAB_RESULTS_RELEASE: 'Staff',
        LAB_HL7_ALLOWED_ADDRESSES: '10.1.2.3, 192.168.0.0/24',
        LAB_HL7_MAX_CONNECTIONS: '4',
        LAB_HL7_TLS_CERT: '/etc/fathom/lab.crt',
        LAB_HL7_TLS_KEY: '/etc/fathom/lab.key',
        LAB_HL7_TLS_CA: '/etc/fathom/lab-ca.crt',
        LAB_HL7_TLS_CLIENT_CERT: 'on',
        AZOOSPERMIA_SECOND_LOOK: 'on',
      }).labInterface,
    ).toMatchObject({
      port: 2575,
      host: '0.0.0.0',
      ordersUrl: 'mllps://lis.lab.example:2576',
      orderRetries: 3,
      orderRetryDelaySeconds: 5,
      release: 'staff',
      azoospermiaSecondLook: true,
      allowedAddresses: ['10.1.2.3', '192.168.0.0/24'],
      maxConnections: 4,
      tls: {
        certFile: '/etc/fathom/lab.crt',
        caFile: '/etc/fathom/lab-ca.crt',
        requireClientCertificate: true,
      },
    });
  });

  it('names the variable of a bad or missing lab setting', () => {
    expect(configError({ LAB_HL7_ORDERS: 'http://lis:2576' })).toMatch(
      /^Invalid configuration: LAB_HL7_ORDERS /,
    );
    expect(configError({ LAB_RESULTS_RELEASE: 'clinician' })).toMatch(
      /^Invalid configuration: LAB_RESULTS_RELEASE /,
    );
    expect(configError({ LAB_HL7_ORDER_RETRIES: '21' })).toMatch(
      /^Invalid configuration: LAB_HL7_ORDER_RETRIES /,
    );
    expect(configError({ LAB_HL7_ORDER_RETRY_DELAY_SECONDS: '0' })).toMatch(
      /^Invalid configuration: LAB_HL7_ORDER_RETRY_DELAY_SECONDS /,
    );
    expect(configError({ AZOOSPERMIA_SECOND_LOOK: 'sometimes' })).toMatch(
      /^Invalid configuration: AZOOSPERMIA_SECOND_LOOK /,
    );
    expect(configError({ LAB_HL7_TLS_CERT: '/a.crt' })).toMatch(
      /^Invalid configuration: LAB_HL7_TLS_KEY is required/,
    );
    expect(configError({ LAB_HL7_TLS_CLIENT_CERT: 'on' })).toMatch(
      /^Invalid configuration: LAB_HL7_TLS_CA is required/,
    );
    expect(configError({ ...production, LAB_HL7_PORT: '2575' })).toMatch(
      /^Invalid configuration: LAB_HL7_HOST must be named in production/,
    );
    expect(
      loadConfig({ ...production, LAB_HL7_PORT: '2575', LAB_HL7_HOST: '10.0.0.5' }).labInterface.host,
    ).toBe('10.0.0.5');
  });
});

describe('loadConfig in production (NODE_ENV=production)', () => {
  it('starts when nothing is faked and every sandbox is named', () => {
    expect(loadConfig(production)).toMatchObject({ production: true, demoData: false, payments: 'stripe' });
  });

  it('refuses the defaults: with NODE_ENV alone, the embedded database is named first', () => {
    expect(configError({ NODE_ENV: 'production' })).toBe(
      'Invalid configuration: DATABASE_URL is required in production: the embedded database is for a developer machine',
    );
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: undefined }],
    ['DEMO_DATA', { DEMO_DATA: 'on' }],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://portal.fathom.example' }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['OUTBOX_KEY', { OUTBOX_KEY: undefined }],
    ['OIDC_ISSUER', { OIDC_ISSUER: undefined }],
    ['LAB_NAME', { LAB_NAME: undefined }],
    ['LAB_ADDRESS', { LAB_ADDRESS: undefined }],
    ['LAB_ACCREDITATION', { LAB_ACCREDITATION: undefined }],
    ['PAYMENTS', { PAYMENTS: undefined, STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined }],
    ['INSTALMENTS', { INSTALMENTS: undefined }],
    ['INSURANCE', { INSURANCE: undefined }],
    ['BENEFITS', { BENEFITS: undefined }],
    ['IDENTITY_VERIFICATION', { IDENTITY_VERIFICATION: undefined }],
    ['SCHEDULING', { SCHEDULING: undefined, SCHEDULING_URL: undefined }],
  ])('refuses to start with one line naming %s', (variable, change) => {
    const message = configError({ ...production, ...change });
    expect(message.startsWith(`Invalid configuration: ${variable} `)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it("prints the real lab on reports: its name, its address's lines and its certificates", () => {
    expect(loadConfig(production).lab).toEqual({
      name: 'Austin Andrology Laboratory',
      addressLines: ['200 Congress Avenue', 'Austin, TX 78701'],
      accreditation: 'CLIA 45D0000000',
    });
    expect(loadConfig({}).lab.accreditation).toBe('Demo laboratory: no accreditation');
  });

  it('takes a sandbox the operator wrote out, for a staging site', () => {
    const staging = loadConfig({ ...production, PAYMENTS: 'sandbox', SCHEDULING: 'sandbox' });
    expect(staging).toMatchObject({ payments: 'sandbox', scheduling: 'sandbox', production: true });
  });

  it('refuses Stripe without its webhook secret, and a sandbox needs none', () => {
    expect(configError({ ...production, STRIPE_WEBHOOK_SECRET: undefined })).toMatch(
      /^Invalid configuration: STRIPE_WEBHOOK_SECRET is required in production when PAYMENTS is stripe: /,
    );
    expect(
      loadConfig({
        ...production,
        PAYMENTS: 'sandbox',
        STRIPE_SECRET_KEY: undefined,
        STRIPE_PUBLISHABLE_KEY: undefined,
        STRIPE_WEBHOOK_SECRET: undefined,
      }).payments,
    ).toBe('sandbox');
    // Outside production the webhook may stay unset: every event is then refused.
    const { NODE_ENV: _, ...development } = production;
    expect(
      loadConfig({ ...development, STRIPE_WEBHOOK_SECRET: undefined }).stripeWebhookSecret,
    ).toBeUndefined();
  });

  it.each(['OIDC_ISSUER', 'STRIPE_API_BASE', 'STRIPE_JS_URL', 'IDME_API_BASE'] as const)(
    'refuses a plain http:// %s in production unless it is a loopback address',
    (variable) => {
      for (const address of ['http://id.fathom.example', 'http://10.0.0.5:8080', 'http://127.0.0.1.nip.io']) {
        expect(configError({ ...production, [variable]: address }), address).toBe(
          `Invalid configuration: ${variable} must be an https:// address in production: plain http:// is allowed on a loopback address only (127.0.0.1, ::1, localhost)`,
        );
      }
      for (const address of [
        'https://id.fathom.example',
        'http://127.0.0.1:4010',
        'http://127.8.9.10',
        'http://[::1]:4010',
        'http://localhost:4010',
        'HTTP://LOCALHOST',
      ]) {
        expect(() => loadConfig({ ...production, [variable]: address }), address).not.toThrow();
      }
      const { NODE_ENV: _, ...development } = production;
      expect(() => loadConfig({ ...development, [variable]: 'http://id.fathom.example' })).not.toThrow();
    },
  );

  it('never seeds demo data in production, even on a database that is otherwise allowed', () => {
    expect(loadConfig(production).demoData).toBe(false);
    expect(configError({ ...production, DEMO_DATA: 'yes' })).toMatch(
      /^Invalid configuration: DEMO_DATA must be off/,
    );
  });
});
