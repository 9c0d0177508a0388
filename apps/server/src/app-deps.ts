import type { Config } from './config/config';
import type { Database } from './db/database';
import type { EmailSender } from './integrations/email/index';
import type { ErrorReporter } from './integrations/error-reporting/index';
import type { IdentityVerifier } from './integrations/identity-verification/index';
import type { InstalmentProvider } from './integrations/instalments/index';
import type { PaymentProvider } from './integrations/payments/index';
import type { JobQueue } from './jobs/job-queue';
import type { Metrics } from './metrics/metrics';
import type { PasswordHasher } from './modules/auth/passwords';

/** What the app is built from: the configuration, the database and email, and what a test may give instead. */
export interface AppDeps {
  config: Config;
  db: Database;
  /** The transport the outbox's job delivers through (SMTP or the sandbox mailbox). */
  email: EmailSender;
  /** The job queue; a server's own with workers and schedules when not given (tests give one without). */
  jobs?: JobQueue;
  clock?: () => Date;
  /** Milliseconds of a monotonic clock, for how long Redis is taken for down; performance.now() unless given. */
  monotonicNow?: () => number;
  /** The card and instalment providers; chosen from the configuration when not given. */
  payments?: PaymentProvider;
  instalments?: InstalmentProvider;
  /** The identity-verification provider; chosen from the configuration when not given. */
  identityVerifier?: IdentityVerifier;
  /** Hashes and checks passwords (argon2id) unless given, e.g. a test counting its calls. */
  passwords?: PasswordHasher;
  /** Receives the 5xx failures; chosen from the configuration (SENTRY_DSN) when not given. */
  errorReporter?: ErrorReporter;
  /** The registry GET /metrics serves; a new one (with the process's default metrics) when not given. */
  metrics?: Metrics;
  /** The API routes anyone may call; the platform's list (platform/public-routes.ts) unless given. */
  publicRoutes?: ReadonlySet<string>;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}
