import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { environmentSchema } from './config-schema';

const exampleFile = fileURLToPath(new URL('../../../../.env.example', import.meta.url));

/** The example's assignments, as compose (and a shell) read them. */
function readExample(): Record<string, string> {
  const entries = readFileSync(exampleFile, 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    });
  return Object.fromEntries(entries);
}

/** What an operator fills in: their own addresses and secrets, nothing of the demo's. */
const filledIn = {
  PUBLIC_URL: 'https://portal.clinic.example',
  LAB_NAME: 'Clinic Andrology Lab',
  LAB_ADDRESS: '1 Main Street; Springfield, IL 62701',
  LAB_ACCREDITATION: 'CLIA 14D0000000',
  DATABASE_URL: 'postgres://fathom:secret@db.clinic.example:5432/fathom',
  SMTP_URL: 'smtps://mailer:secret@smtp.clinic.example:465',
  OUTBOX_KEY: 'ef'.repeat(32),
  STAFF_ALERTS_EMAIL: 'lab@clinic.example',
  OIDC_ISSUER: 'https://id.clinic.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  INSTALMENTS: 'sandbox',
  INSURANCE: 'sandbox',
  BENEFITS: 'sandbox',
  IDME_CLIENT_ID: 'client',
  IDME_CLIENT_SECRET: 'secret',
  SCHEDULING_URL: 'https://book.clinic.example/results',
};

describe('.env.example', () => {
  const example = readExample();

  it('lists every variable the server reads, and no other but compose’s POSTGRES_PASSWORD and REDIS_PASSWORD', () => {
    const known = Object.keys(environmentSchema.shape).sort();
    const composeOnly = ['POSTGRES_PASSWORD', 'REDIS_PASSWORD'];
    expect(
      Object.keys(example)
        .filter((name) => !composeOnly.includes(name))
        .sort(),
    ).toEqual(known);
  });

  it('holds no demo value: as it stands, production refuses to start, naming the first blank', () => {
    expect(example.NODE_ENV).toBe('production');
    expect(example.DEMO_DATA).toBe('off');
    expect(() => loadConfig(example)).toThrow(
      /^Invalid configuration: (DATABASE_URL|PUBLIC_URL|STRIPE_SECRET_KEY)/,
    );
  });

  it("starts in production once the operator's own values fill the blanks", () => {
    const config = loadConfig({ ...example, ...filledIn });
    expect(config).toMatchObject({
      production: true,
      demoData: false,
      payments: 'stripe',
      identityVerification: 'idme',
      scheduling: 'hosted',
      databasePool: { connectionTimeoutMs: 5_000, idleTimeoutMs: 30_000, statementTimeoutMs: 30_000 },
    });
  });
});
