import { randomBytes } from 'node:crypto';
import type { Language } from '@fathom/domain/languages';
import type { Config } from '../../../config/config';
import type { Database, Queryable } from '../../../db/database';
import type { EmailOutbox } from '../../../integrations/email/index';
import type { AuthUser } from '../../../platform/auth-context';
import type { SessionCache } from '../../../platform/session-cache';
import { type AddPartnerOutcome, addPartner, removePartner } from './partner-repository';
import { sendPartnerRequestNotice } from './partner-request-notice';

/** What the partner's pages are built from: the app's parts, and what the auth room does for a partner's sign-in. */
export interface PartnerDeps {
  db: Database;
  now: () => Date;
  outbox: EmailOutbox;
  config: Pick<Config, 'productName'>;
  /** Forgets the partner's cached sessions once a change to them has committed. */
  sessionCache: Pick<SessionCache, 'forgetUser'>;
  /** Hashes the partner's unusable password, until they choose their own. */
  passwords: { hash(password: string): Promise<string> };
  /** The account holder proves it is them again before adding a partner. */
  reauthenticate(
    user: AuthUser,
    proof: { password?: string | null; one_time_password?: string | null },
  ): Promise<void>;
  /** Queues the partner's invitation to choose their password, in the caller's transaction. */
  sendPartnerInvitation(
    tx: Queryable,
    email: string,
    inviter: string,
    inviterLanguage: Language | null,
  ): Promise<void>;
}

/**
 * Adds the account holder's partner (once the holder has confirmed it is them) and emails the address: in one
 * transaction the partner and their email are written together. The same answer either way: whether the address
 * has an account is told to its owner alone, by the email.
 */
export async function addPartnerToAccount(
  deps: Pick<PartnerDeps, 'db' | 'now' | 'outbox' | 'config' | 'passwords' | 'sendPartnerInvitation'>,
  holder: AuthUser,
  partner: { firstName: string; lastName: string; email: string },
): Promise<AddPartnerOutcome> {
  const unusablePasswordHash = await deps.passwords.hash(randomBytes(32).toString('base64url'));
  const inviter = `${holder.preferredFirstName ?? holder.firstName} ${holder.lastName}`;
  return deps.db.transaction(async (tx) => {
    const added = await addPartner(tx, holder.id, { ...partner, unusablePasswordHash }, deps.now());
    if (!added.added) return added;
    if (added.addressHasAccount) await sendPartnerRequestNotice(deps, added.partner.email, inviter, tx);
    else await deps.sendPartnerInvitation(tx, added.partner.email, inviter, holder.language);
    return added;
  });
}

/**
 * Ends the partner's access, in a transaction of its own (removePartner): answers the removed partner's id, or
 * null when the account has none.
 */
export function removePartnerFromAccount(
  deps: { db: Database; now: () => Date },
  holderId: string,
): Promise<string | null> {
  const now = deps.now();
  return deps.db.transaction((tx) => removePartner(tx, holderId, now));
}
