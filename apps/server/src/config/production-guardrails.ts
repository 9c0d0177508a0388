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

/** 127.0.0.0/8, ::1 and localhost: an address that never leaves the machine. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * An http:// address of another machine: what is sent to it (a secret key, a sign-in token) crosses the network
 * in the clear, and what it answers (a payment's outcome, signing keys) can be forged on the way. Plain http is
 * allowed on loopback only, where a test server or a local proxy listens.
 */
export function isPlainHttpOffLoopback(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' && !isLoopbackHost(parsed.hostname);
  } catch {
    return false;
  }
}

/** Addresses the server sends secrets to or trusts answers from, each refused over plain http off loopback. */
const providerAddressVariables = [
  'OIDC_ISSUER',
  'STRIPE_API_BASE',
  'STRIPE_JS_URL',
  'IDME_API_BASE',
] as const;

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
  for (const variable of providerAddressVariables) {
    if (isPlainHttpOffLoopback(vars[variable])) {
      return {
        variable,
        problem:
          'must be an https:// address in production: plain http:// is allowed on a loopback address only (127.0.0.1, ::1, localhost)',
      };
    }
  }
  if (vars.PAYMENTS === 'stripe' && !vars.STRIPE_WEBHOOK_SECRET) {
    return {
      variable: 'STRIPE_WEBHOOK_SECRET',
      problem:
        "is required in production when PAYMENTS is stripe: without it every Stripe event is refused, and refunds made at Stripe never reach the portal's ledger",
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
  if (vars.LAB_HL7_PORT !== undefined && !vars.LAB_HL7_HOST) {
    return {
      variable: 'LAB_HL7_HOST',
      problem:
        "must be named in production when LAB_HL7_PORT is set: the address the lab's results are received on",
    };
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
