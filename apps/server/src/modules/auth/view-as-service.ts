import { randomUUID } from 'node:crypto';
import { authMessages } from '@fathom/contract/auth';
import { VIEW_AS_MINUTES } from '@fathom/contract/view-as';
import { viewAsMessages } from '@fathom/contract/view-as-messages';
import { staffRoleMay } from '@fathom/domain/staff-roles';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { AuthContext } from '../../platform/auth-context';
import type { PasswordHasher } from './passwords';
import { reauthenticate } from './reauthentication';
import {
  endViewAsGrants,
  findAccountHolderName,
  findOpenViewAsCustomer,
  insertViewAsGrant,
  type ViewAsGrantRow,
} from './view-as-repository';

interface ViewAsDeps {
  db: Database;
  now: () => Date;
  passwords: PasswordHasher;
}

/** A staff session that may view as a customer: support's work (an admin's too), signed in with two factors. */
export function mayViewAs(staff: AuthContext): boolean {
  return (
    staff.viewAs === undefined &&
    staff.session.kind === 'full' &&
    staff.user.role === 'staff' &&
    staff.user.google2faConfiguredAt !== null &&
    staffRoleMay(staff.user.staffRole, 'support')
  );
}

/**
 * Opens a view of the portal as the customer for the staff member's session, once they have given a fresh
 * authenticator code: 15 minutes at most, and their other open view ends.
 */
export async function startViewAs(
  deps: ViewAsDeps,
  staff: AuthContext,
  clientId: string,
  proof: { one_time_password: string },
): Promise<ViewAsGrantRow> {
  if (!mayViewAs(staff)) throw new DomainError('forbidden', authMessages.forbidden);
  await reauthenticate(deps, staff.user, proof);
  const holder = await findAccountHolderName(deps.db, clientId);
  if (!holder) throw new DomainError('not_found', viewAsMessages.customerOnly);
  const startedAt = deps.now();
  const grant = await deps.db.transaction((tx) =>
    insertViewAsGrant(tx, {
      id: randomUUID(),
      staffUserId: staff.user.id,
      staffSessionId: staff.session.id,
      clientId,
      customerName: holder.name,
      startedAt,
      expiresAt: new Date(startedAt.getTime() + VIEW_AS_MINUTES * 60_000),
    }),
  );
  // A session of an identity provider's token has no row to tie the view to, so it cannot end with it.
  if (!grant)
    throw new DomainError('forbidden', 'Sign in to the console with your password to view as a customer.');
  return grant;
}

/** Ends the staff member's open view of the customer (nothing to end is not an error: it may have run out). */
export async function endViewAs(deps: ViewAsDeps, staff: AuthContext, clientId: string): Promise<void> {
  await endViewAsGrants(deps.db, { staffSessionId: staff.session.id, clientId, now: deps.now() });
}

/**
 * The request's context while the staff session views as a customer: the customer's, carrying who looks. Null
 * when the view is not this session's, has ended or run out, or the session may not view as anyone.
 */
export async function viewAsContext(
  deps: { db: Database; now: () => Date },
  staff: AuthContext,
  grantId: string,
): Promise<AuthContext | null> {
  if (!mayViewAs(staff)) return null;
  const open = await findOpenViewAsCustomer(deps.db, grantId, staff.session.id, deps.now());
  if (!open) return null;
  return {
    user: open.customer,
    // Analytics stay off: what support opens is not the customer's own use of the portal.
    session: { ...staff.session, disableTrackEvents: true, kitItemId: null },
    viewAs: { grantId, staff: staff.user },
  };
}
