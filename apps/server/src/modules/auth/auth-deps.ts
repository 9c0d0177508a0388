import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { EmailSender } from '../../integrations/email/index';
import type { PasswordHasher } from './passwords';

/** What the sign-in services need, chosen once in the composition root. */
export interface AuthDeps {
  db: Database;
  now: () => Date;
  passwords: PasswordHasher;
  email: EmailSender;
  config: Pick<Config, 'publicUrl' | 'productName'>;
}
