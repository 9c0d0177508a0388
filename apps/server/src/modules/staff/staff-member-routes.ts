import { errorBodySchema } from '@fathom/contract/common';
import {
  auditQuerySchema,
  auditResponseSchema,
  changeStaffRoleRequestSchema,
  inviteStaffRequestSchema,
  staffMemberParamsSchema,
  staffMemberResponseSchema,
  staffMembersQuerySchema,
  staffMembersResponseSchema,
  staffMeResponseSchema,
} from '@fathom/contract/staff-console';
import { STAFF_SESSION_IDLE_MS, type StaffRole } from '@fathom/domain/staff-roles';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { countedUpTo, listMeta, pageOf } from '../../http/list-page';
import { authOf, requireStaff, requireStaffMember, sessionSecurity } from '../../platform/authenticate';
import { listStaffAudit } from './staff-audit-repository';

/** A staff member as the auth room lists them. */
interface StaffMemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  staff_role: StaffRole;
  status: 'invited' | 'active' | 'suspended';
  two_factor_configured: boolean;
  created_at: Date;
}

/** A change to a staff account: the member as it now stands, or why nothing changed. */
type StaffChange = StaffMemberRow | 'not_found' | 'taken' | 'last_admin';

/** The admins' work on staff accounts, which the auth room does (it writes users and sessions). */
interface StaffAccounts {
  list(filter: {
    q?: string;
    staffRole?: StaffRole;
    status?: StaffMemberRow['status'];
    sort: { column: 'email' | 'created_at' | 'staff_role'; descending: boolean };
    limit: number;
    offset: number;
  }): Promise<{ rows: StaffMemberRow[]; total: number }>;
  invite(member: {
    email: string;
    firstName: string;
    lastName: string;
    staffRole: StaffRole;
  }): Promise<StaffChange>;
  changeRole(userId: string, staffRole: StaffRole): Promise<StaffChange>;
  suspend(userId: string): Promise<StaffChange>;
  reinstate(userId: string): Promise<StaffChange>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function toMember(row: StaffMemberRow) {
  return {
    id: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
    staff_role: row.staff_role,
    status: row.status,
    two_factor_configured: row.two_factor_configured,
    created_at: row.created_at.toISOString(),
  };
}

function memberOrError(change: StaffChange) {
  if (change === 'not_found') throw new HttpError(404, 'Not found.');
  if (change === 'taken') {
    const message = 'An account already uses this email address.';
    throw new HttpError(422, message, { email: [message] });
  }
  if (change === 'last_admin')
    throw new HttpError(409, 'The last active admin keeps the admin role: make another admin first.');
  return { data: toMember(change) };
}

/** The console's staff: who is signed in, the admins' list of staff and their changes, and the audit. */
export function registerStaffMemberRoutes(
  app: FastifyInstance,
  deps: { db: Database; staffAccounts: StaffAccounts },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    401: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    428: errorBodySchema,
  };
  const adminOnly = requireStaff('admin');

  routes.get(
    '/api/staff/me',
    {
      preValidation: requireStaffMember,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'The signed-in staff member, their role, and whether two-factor sign-in is set up',
        response: { 200: staffMeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return {
        data: {
          id: user.id,
          email: user.email,
          name: `${user.firstName} ${user.lastName}`,
          staff_role: user.staffRole ?? 'lab',
          two_factor_configured: user.google2faConfiguredAt !== null,
          idle_timeout_seconds: STAFF_SESSION_IDLE_MS / 1000,
        },
      };
    },
  );

  routes.get(
    '/api/staff/members',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "The clinic's staff, paged, sorted and filtered (admins)",
        querystring: staffMembersQuerySchema,
        response: { 200: staffMembersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const sort = request.query.sort ?? 'email';
      const { rows, total } = await deps.staffAccounts.list({
        q: request.query.q,
        staffRole: request.query.staff_role,
        status: request.query.status,
        sort: {
          column: sort.replace(/^-/, '') as 'email' | 'created_at' | 'staff_role',
          descending: sort.startsWith('-'),
        },
        limit: page.limit,
        offset: page.offset,
      });
      return { data: rows.map(toMember), meta: listMeta(page, total) };
    },
  );

  routes.post(
    '/api/staff/members',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Adds a staff member in a role; they are emailed a link to choose their password (admins)',
        body: inviteStaffRequestSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberOrError(
        await deps.staffAccounts.invite({
          email: request.body.email,
          firstName: request.body.first_name,
          lastName: request.body.last_name,
          staffRole: request.body.staff_role,
        }),
      ),
  );

  routes.post(
    '/api/staff/members/:userId/role',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: "Changes a staff member's role; the last active admin stays one (admins)",
        params: staffMemberParamsSchema,
        body: changeStaffRoleRequestSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) =>
      memberOrError(await deps.staffAccounts.changeRole(request.params.userId, request.body.staff_role)),
  );

  routes.post(
    '/api/staff/members/:userId/suspend',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Suspends a staff member: their sessions end at once and they cannot sign in (admins)',
        params: staffMemberParamsSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId === authOf(request).user.id)
        throw new HttpError(409, 'You cannot suspend your own account.');
      return memberOrError(await deps.staffAccounts.suspend(request.params.userId));
    },
  );

  routes.post(
    '/api/staff/members/:userId/reinstate',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Lets a suspended staff member sign in again (admins)',
        params: staffMemberParamsSchema,
        response: { 200: staffMemberResponseSchema, ...errors },
      },
    },
    async (request) => memberOrError(await deps.staffAccounts.reinstate(request.params.userId)),
  );

  routes.get(
    '/api/staff/audit',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Every staff action and read of a customer's record, newest first, filtered by staff member, customer, action and days (admins)",
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { query } = request;
      const { rows, total, totalAtLeast } = await listStaffAudit(deps.db, {
        staffEmail: query.staff || undefined,
        client: query.client || undefined,
        action: query.action || undefined,
        kind: query.kind,
        from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        before: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
        newestFirst: (query.sort ?? '-at') === '-at',
        limit: page.limit,
        offset: page.offset,
        countUpTo: countedUpTo(page),
      });
      return {
        data: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        meta: listMeta(page, total, { atLeast: totalAtLeast }),
      };
    },
  );
}
