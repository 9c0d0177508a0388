import type {
  ChangeStaffRoleRequest,
  InviteStaffRequest,
  StaffMember,
  StaffMembersResponse,
} from '@fathom/contract/staff-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/members: a page of the clinic's staff, with the list's sort and filters (admins). */
export function listStaffMembers(query: string): Promise<StaffMembersResponse> {
  return api.raw.get<StaffMembersResponse>(`/staff/members${query ? `?${query}` : ''}`);
}

/** POST /api/staff/members: adds a staff member, who is emailed a link to choose a password. */
export function inviteStaffMember(body: InviteStaffRequest): Promise<StaffMember> {
  return api.post<StaffMember>('/staff/members', body, { handled: true });
}

export function changeStaffRole(userId: string, body: ChangeStaffRoleRequest): Promise<StaffMember> {
  return api.post<StaffMember>(`/staff/members/${userId}/role`, body);
}

/** Suspends (their sessions end at once) or reinstates a staff member. */
export function setStaffSuspended(userId: string, suspended: boolean): Promise<StaffMember> {
  return api.post<StaffMember>(`/staff/members/${userId}/${suspended ? 'suspend' : 'reinstate'}`);
}
