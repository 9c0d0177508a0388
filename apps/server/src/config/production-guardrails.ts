import type { Config, EnvironmentValues } from './config-schema';

export interface Refusal {
  variable: string;
  problem: string;
}

/**
 * The integrations whose default is a sandbox that fakes the outside world (money, coverage, identity,
 * bookings). In production each must be named by the operator: a real provider, or `sandbox` written out
 * for a staging site. Left unset, the default would fake it where real customers could reach it.
 */
export const integrationVariables = [
  'PAYMENTS',
  'INSTALMENTS',
  'INSURANCE',
  'BENEFITS',
  'IDENTITY_VERIFICATION',
  'SCHEDULING',
] as const;

function isHttps(url: string | undefined): boolean {
  return url?.trim().toLowerCase().startsWith('https://') ?? false;
}

/**
 * Why a production start must stop, or undefined when nothing is faked (ADR 017). The first refusal is
 * the one line the operator reads; the order puts what protects customers most first.
 */
export function productionRefusal(vars: EnvironmentValues): Refusal | undefined {
  if (!vars.DATABASE_URL) {
    return {
      variable: 'DATABASE_URL',
      problem: 'is required in production: the embedded database is for a developer machine',
    };
  }
  if (vars.DEMO_DATA === true) {
    return {
      variable: 'DEMO_DATA',
      problem: 'must be off in production: demo accounts and test codes never reach real customers',
    };
  }
  if (!isHttps(vars.PUBLIC_URL)) {
    return { variable: 'PUBLIC_URL', problem: 'must be the https:// address customers use, in production' };
  }
  if (!vars.SMTP_URL) {
    return {
      variable: 'SMTP_URL',
      problem: 'is required in production: without it emails are only written to the outbox',
    };
  }
  if (!vars.OUTBOX_KEY) {
    return {
      variable: 'OUTBOX_KEY',
      problem:
        'is required in production: every instance must open the emails the others queued (64 hexadecimal characters, e.g. from openssl rand -hex 32)',
    };
  }
  if (!vars.OIDC_ISSUER) {
    return {
      variable: 'OIDC_ISSUER',
      problem: 'is required in production: the built-in development identity provider never runs there',
    };
  }
  for (const variable of ['LAB_NAME', 'LAB_ADDRESS', 'LAB_ACCREDITATION'] as const) {
    if (!vars[variable]) {
      return {
        variable,
        problem:
          "is required in production: results reports name the real lab and its certificates, never the demo lab's",
      };
    }
  }
  for (const variable of integrationVariables) {
    if (vars[variable] === undefined) {
      return {
        variable,
        problem: 'must be named in production: a real provider, or sandbox written out for a staging site',
      };
    }
  }
  return undefined;
}

/** The integrations running as sandboxes: a production start prints them, so a staging site says so. */
export function sandboxesInUse(config: Config): string[] {
  const chosen: Record<(typeof integrationVariables)[number], string> = {
    PAYMENTS: config.payments,
    INSTALMENTS: config.instalments,
    INSURANCE: config.insurance,
    BENEFITS: config.benefits,
    IDENTITY_VERIFICATION: config.identityVerification,
    SCHEDULING: config.scheduling,
  };
  return integrationVariables.filter((variable) => chosen[variable] === 'sandbox');
}
