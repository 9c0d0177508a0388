import { readFileSync } from 'node:fs';
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

/**
 * The local addresses of the sockets listening on `port`, as Linux lists them (/proc/net/tcp and tcp6: hex, in the
 * kernel's byte order, so 127.0.0.1 reads 0100007F and every IPv4 address 00000000).
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(([, local, , state]) => state === '0A' && local?.endsWith(`:${hexPort}`))
      .map(([, local]) => local?.split(':')[0] ?? ''),
  );
}

/** 127.0.0.1 and ::1 as /proc/net lists them ('localhost' may take both). */
const LOOPBACK = new Set(['0100007F', '00000000000000000000000001000000']);

test('the default demo start listens on loopback only', async () => {
  const server = await startBuiltServer();
  try {
    const port = Number(new URL(server.baseUrl).port);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // Bound to loopback alone: no socket on the port takes another address (nor every address, 0.0.0.0 or ::).
    const bound = listeningAddresses(port);
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.filter((local) => !LOOPBACK.has(local))).toEqual([]);
    // And, where the machine has another address, nothing answers there.
    const address = externalAddress();
    if (address) await expect(fetch(`http://${address}:${port}/api/health`)).rejects.toThrow();
  } finally {
    await server.stop();
  }
});
