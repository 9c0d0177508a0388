import { networkInterfaces } from 'node:os';
import { runBuiltServerUntilExit, startBuiltServer } from '../support/built-server';
import { createPostgresDatabase, queryDatabase } from '../support/postgres-database';
import { expect, test } from '../support/test';

/** Every variable production needs, each integration real or its sandbox named for a staging site. */
function productionEnvironment(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DEMO_DATA: 'off',
    PUBLIC_URL: 'https://portal.fathom.example',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    OUTBOX_KEY: '34'.repeat(32),
    OIDC_ISSUER: 'https://id.fathom.example',
    LAB_NAME: 'Austin Andrology Laboratory',
    LAB_ADDRESS: '200 Congress Avenue; Austin, TX 78701',
    LAB_ACCREDITATION: 'CLIA 45D0000000',
    PAYMENTS: 'sandbox',
    INSTALMENTS: 'sandbox',
    INSURANCE: 'sandbox',
    BENEFITS: 'sandbox',
    IDENTITY_VERIFICATION: 'sandbox',
    SCHEDULING: 'sandbox',
  };
}

test('production with nothing else set refuses to start, naming the variable in one line', async () => {
  const { code, stderr } = await runBuiltServerUntilExit({ NODE_ENV: 'production' });
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(
    'Invalid configuration: DATABASE_URL is required in production: the embedded database is for a developer machine',
  );
});

test('production refuses a database that holds the demo personas and test codes', async () => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase();
  try {
    const demo = await startBuiltServer({ DATABASE_URL: database.url, DEMO_DATA: 'on' });
    await demo.stop();

    const { code, stderr } = await runBuiltServerUntilExit(productionEnvironment(database.url));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      // Named by the first demo logins found, staff or customers.
      /^Invalid configuration: DATABASE_URL holds demo data \([a-z]+@example\.com(, [a-z]+@example\.com)*\); production refuses a demo database$/,
    );
  } finally {
    await database.drop();
  }
});

test('production refuses a database that holds a promo code that skips payment, naming it', async () => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase();
  try {
    const migrating = await startBuiltServer({ DATABASE_URL: database.url, DEMO_DATA: 'off' });
    await migrating.stop();
    // What an operator's SQL, or a copy of a staging database, can leave behind.
    await queryDatabase(
      database.url,
      `INSERT INTO promo_codes (id, code, kind, value, always_skip_payment)
       VALUES (gen_random_uuid(), 'SKIPPAY', 'percent', 0, true)`,
    );

    const { code, stderr } = await runBuiltServerUntilExit(productionEnvironment(database.url));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Invalid configuration: DATABASE_URL holds promo codes that skip payment (SKIPPAY); production refuses them, since no order is paid there without a payment: clear their always_skip_payment and testable flags, or delete them',
    );
  } finally {
    await database.drop();
  }
});

test('production on a clean database starts with no demo account and HSTS, listening on every address', async () => {
  test.setTimeout(120_000);
  const database = await createPostgresDatabase();
  const server = await startBuiltServer(productionEnvironment(database.url));
  try {
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const address = externalAddress();
    if (address) {
      const port = new URL(server.baseUrl).port;
      expect((await fetch(`http://${address}:${port}/api/health`)).status).toBe(200);
    }

    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Fathom-demo-1' }),
    });
    expect(login.status).toBe(422);
    // The built-in development identity provider is not there.
    expect((await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  } finally {
    await server.stop();
    await database.drop();
  }
});

/** An address of this machine other than loopback, when it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
}

test('the default demo start listens on loopback only', async () => {
  const address = externalAddress();
  // What it proves is that the server cannot be reached on another address: a machine with none has nothing to try.
  test.skip(!address, 'this machine has no address other than loopback');
  const server = await startBuiltServer();
  try {
    const port = new URL(server.baseUrl).port;
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await expect(fetch(`http://${address}:${port}/api/health`)).rejects.toThrow();
  } finally {
    await server.stop();
  }
});
