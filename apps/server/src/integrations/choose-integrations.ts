import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { BenefitsVerifier } from './benefits/index';
import { createSandboxBenefitsVerifier } from './benefits/sandbox';
import type { EmailLog, EmailSender } from './email/index';
import { createSandboxEmailSender } from './email/sandbox';
import { createSmtpEmailSender } from './email/smtp';
import type { EmailVerifier } from './email-verification/index';
import { createSandboxEmailVerifier } from './email-verification/sandbox';
import type { ErrorReporter } from './error-reporting/index';
import { logOnlyErrorReporter } from './error-reporting/sandbox';
import { createSentryErrorReporter } from './error-reporting/sentry';
import { createIdmeVerifier } from './identity-verification/idme';
import type { IdentityVerifier } from './identity-verification/index';
import { createSandboxIdentityVerifier } from './identity-verification/sandbox';
import type { InstalmentProvider } from './instalments/index';
import { createSandboxInstalments } from './instalments/sandbox';
import type { InsuranceVerifier } from './insurance/index';
import { createSandboxInsuranceVerifier } from './insurance/sandbox';
import type { PaymentProvider } from './payments/index';
import { createSandboxPayments } from './payments/sandbox';
import { createStripePayments } from './payments/stripe';
import { createHostedScheduling } from './scheduling/hosted';
import type { SchedulingProvider } from './scheduling/index';
import { createSandboxScheduling } from './scheduling/sandbox';

/**
 * Every integration, each chosen here and nowhere else from the configuration: the sandbox by default, the
 * vendor's adapter when configured. Production refuses to start without SMTP and an identity provider, and
 * until each other integration is named, a sandbox only when written out (config/production-guardrails.ts).
 * Each `integrations/<kind>/index.ts` holds only the kind's interface.
 */
export interface Integrations {
  payments: PaymentProvider;
  instalments: InstalmentProvider;
  identityVerifier: IdentityVerifier;
  scheduling: SchedulingProvider;
  emailVerifier: EmailVerifier;
  insuranceVerifier: InsuranceVerifier;
  benefitsVerifier: BenefitsVerifier;
  errorReporter: ErrorReporter;
}

/** How the outbox's job delivers: SMTP when SMTP_URL is set; otherwise the sandbox mailbox (staff read it). */
export function chooseEmailSender(
  config: Pick<Config, 'smtpUrl' | 'productName' | 'marketingUrl'>,
  log: EmailLog,
): EmailSender {
  if (!config.smtpUrl) return createSandboxEmailSender(log);
  const from = `${config.productName} <no-reply@${new URL(config.marketingUrl).hostname}>`;
  return createSmtpEmailSender(config.smtpUrl, from);
}

/** From PAYMENTS: the offline sandbox by default, Stripe with its secret key. */
export function choosePayments(
  config: Pick<Config, 'payments' | 'stripeSecretKey' | 'stripeApiBase'>,
  db: Database,
): PaymentProvider {
  if (config.payments === 'stripe') {
    if (!config.stripeSecretKey) throw new Error('PAYMENTS=stripe needs STRIPE_SECRET_KEY');
    return createStripePayments({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase });
  }
  return createSandboxPayments(db);
}

/** From INSTALMENTS. Only the sandbox is available; configuration refuses splitit at start-up. */
export function chooseInstalments(
  config: Pick<Config, 'instalments'>,
  db: Database,
  payments: PaymentProvider,
): InstalmentProvider {
  if (config.instalments !== 'sandbox') throw new Error(`INSTALMENTS=${config.instalments} has no adapter`);
  return createSandboxInstalments(db, payments);
}

/** From IDENTITY_VERIFICATION: the offline sandbox by default, ID.me with its client. */
export function chooseIdentityVerifier(
  config: Pick<
    Config,
    'identityVerification' | 'publicUrl' | 'idmeClientId' | 'idmeClientSecret' | 'idmeApiBase' | 'idmeScopes'
  >,
): IdentityVerifier {
  if (config.identityVerification === 'idme') {
    if (!config.idmeClientId || !config.idmeClientSecret) {
      throw new Error('IDENTITY_VERIFICATION=idme needs IDME_CLIENT_ID and IDME_CLIENT_SECRET');
    }
    return createIdmeVerifier({
      clientId: config.idmeClientId,
      clientSecret: config.idmeClientSecret,
      apiBase: config.idmeApiBase,
      scopes: config.idmeScopes,
    });
  }
  return createSandboxIdentityVerifier({ publicUrl: config.publicUrl });
}

/** From SCHEDULING: the portal's own booking page unless SCHEDULING is hosted. */
export function chooseScheduling(
  config: Pick<Config, 'scheduling' | 'schedulingUrl' | 'publicUrl'>,
): SchedulingProvider {
  if (config.scheduling === 'hosted' && config.schedulingUrl)
    return createHostedScheduling(config.schedulingUrl);
  return createSandboxScheduling(config.publicUrl);
}

/** From SENTRY_DSN: Sentry, or the server's own log only. */
export function chooseErrorReporter(config: Pick<Config, 'sentryDsn' | 'nodeEnv'>): ErrorReporter {
  if (!config.sentryDsn) return logOnlyErrorReporter;
  return createSentryErrorReporter({ dsn: config.sentryDsn, environment: config.nodeEnv ?? 'production' });
}

/** Every integration but email (made before the app, to send what start-up sends); tests may give their own. */
export function chooseIntegrations(
  config: Config,
  db: Database,
  given: Partial<Pick<Integrations, 'payments' | 'instalments' | 'identityVerifier' | 'errorReporter'>> = {},
): Integrations {
  const payments = given.payments ?? choosePayments(config, db);
  return {
    payments,
    instalments: given.instalments ?? chooseInstalments(config, db, payments),
    identityVerifier: given.identityVerifier ?? chooseIdentityVerifier(config),
    scheduling: chooseScheduling(config),
    // Email verification, insurance and benefits checks have sandboxes only (no vendor chosen yet).
    emailVerifier: createSandboxEmailVerifier(),
    insuranceVerifier: createSandboxInsuranceVerifier(),
    benefitsVerifier: createSandboxBenefitsVerifier(),
    errorReporter: given.errorReporter ?? chooseErrorReporter(config),
  };
}
