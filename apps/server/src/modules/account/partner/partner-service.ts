import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/database';
import type { AuthUser } from '../../../platform/auth-context';
import { type AuthDeps, sendPartnerInvitation } from '../../auth';
import { type AddPartnerOutcome, addPartner, removePartner } from './partner-repository';
import { sendPartnerRequestNotice } from './partner-request-notice';

/**
 * Adds the account holder's partner (once the holder has confirmed it is them) and emails the address: in one
 * transaction the partner and their email are written together. The same answer either way: whether the address
 * has an account is told to its owner alone, by the email.
 */
export async function addPartnerToAccount(
  deps: AuthDeps,
  holder: AuthUser,
  partner: { firstName: string; lastName: string; email: string },
): Promise<AddPartnerOutcome> {
  const unusablePasswordHash = await deps.passwords.hash(randomBytes(32).toString('base64url'));
  const inviter = `${holder.preferredFirstName ?? holder.firstName} ${holder.lastName}`;
  return deps.db.transaction(async (tx) => {
    const added = await addPartner(tx, holder.id, { ...partner, unusablePasswordHash }, deps.now());
    if (!added.added) return added;
    if (added.addressHasAccount) await sendPartnerRequestNotice(deps, added.partner.email, inviter, tx);
    else await sendPartnerInvitation(deps, added.partner.email, inviter, tx, holder.language);
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
