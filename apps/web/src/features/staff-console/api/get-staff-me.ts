import type { StaffMe } from '@fathom/contract/staff-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/me: who is signed in to the console, their role, and whether two-factor sign-in is set up. */
export function getStaffMe(): Promise<StaffMe> {
  return api.get<StaffMe>('/staff/me', { handled: true });
}
