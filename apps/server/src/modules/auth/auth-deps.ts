import type { UserResource } from '@fathom/contract/user';
import type { Config } from '../../config/config';
import type { Database, Queryable } from '../../db/database';
import type { LanguageHints } from '../../i18n/reader-language';
import type { EmailOutbox } from '../../integrations/email/index';
import type { SessionCache } from '../../platform/session-cache';
import type { PasswordHasher } from './passwords';

/** What the sign-in services need, chosen once in the composition root. */
export interface AuthDeps {
  db: Database;
  /** The database through the read cache: for the customers' GET routes only (db/read-cache.ts). */
  reads: Queryable;
  now: () => Date;
  passwords: PasswordHasher;
  /** Emails queued in the caller's transaction, sent by a job. */
  outbox: EmailOutbox;
  config: Pick<Config, 'publicUrl' | 'productName'>;
  /** Whoever ends sessions or changes a user's row tells it (forgetUser) once the change has committed. */
  sessionCache: SessionCache;
  /** The person a sign-in answers with (the account room's profile): whole, or a summary until fully signed in. */
  profiles: SignInProfiles;
}

export interface SignInProfiles {
  /** The user as the profile answers it; the clinic's words in their language (their profile's, else `reader`'s). */
  resource(db: Queryable, userId: string, reader: LanguageHints): Promise<UserResource>;
  summary(db: Queryable, userId: string): Promise<UserResource>;
}
