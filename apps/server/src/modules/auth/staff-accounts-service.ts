import type { StaffRole } from '@fathom/domain/staff-roles';
import type { AuthDeps } from './auth-deps';
import { sendStaffInvitation } from './password-reset-service';
import { NO_PASSWORD } from './passwords';
import { revokeSessionsOfUser } from './session-repository';
import { openStaffSignIn } from './sign-in-accounts-repository';
import {
  findStaffMember,
  listStaffMembers,
  otherActiveAdmins,
  type StaffMemberRow,
  setStaffRole,
  setStaffSuspended,
} from './staff-accounts-repository';

export type { StaffMemberRow };
export type StaffChange = StaffMemberRow | 'not_found' | 'taken' | 'last_admin';

/**
 * The admins' work on staff accounts (issue 47); auth stays the only writer of users and sessions. An invited
 * member chooses their password from an email sent through the outbox; a suspended one is signed out at once.
 */
export function createStaffAccounts(deps: AuthDeps) {
  /** The last active admin keeps the role and the account: someone must be able to manage staff. */
  const keepsAnAdmin = async (member: StaffMemberRow) =>
    member.staff_role !== 'admin' ||
    member.status === 'suspended' ||
    (await otherActiveAdmins(deps.db, member.id)) > 0;

  return {
    list: (filter: Parameters<typeof listStaffMembers>[1]) => listStaffMembers(deps.db, filter),

    async invite(member: {
      email: string;
      firstName: string;
      lastName: string;
      staffRole: StaffRole;
    }): Promise<StaffChange> {
      const id = await deps.db.transaction(async (tx) => {
        const opened = await openStaffSignIn(tx, { ...member, passwordHash: NO_PASSWORD });
        if (opened) await sendStaffInvitation(deps, member.email, member.staffRole, tx);
        return opened;
      });
      if (!id) return 'taken';
      return (await findStaffMember(deps.db, id)) ?? 'not_found';
    },

    async changeRole(userId: string, staffRole: StaffRole): Promise<StaffChange> {
      const member = await findStaffMember(deps.db, userId);
      if (!member) return 'not_found';
      if (staffRole !== 'admin' && !(await keepsAnAdmin(member))) return 'last_admin';
      await setStaffRole(deps.db, userId, staffRole, deps.now());
      await deps.sessionCache.forgetUser(userId);
      return (await findStaffMember(deps.db, userId)) ?? 'not_found';
    },

    async suspend(userId: string): Promise<StaffChange> {
      const member = await findStaffMember(deps.db, userId);
      if (!member) return 'not_found';
      if (!(await keepsAnAdmin(member))) return 'last_admin';
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await setStaffSuspended(tx, userId, now, now);
        await revokeSessionsOfUser(tx, userId, now);
      });
      await deps.sessionCache.forgetUser(userId);
      return (await findStaffMember(deps.db, userId)) ?? 'not_found';
    },

    async reinstate(userId: string): Promise<StaffChange> {
      const member = await findStaffMember(deps.db, userId);
      if (!member) return 'not_found';
      await setStaffSuspended(deps.db, userId, null, deps.now());
      await deps.sessionCache.forgetUser(userId);
      return (await findStaffMember(deps.db, userId)) ?? 'not_found';
    },
  };
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
