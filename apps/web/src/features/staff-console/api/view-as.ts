import type { ViewAsGrant } from '@fathom/contract/view-as';
import { api } from '../../../lib/http/client';

/** POST /api/staff/customers/{id}/view-as: a 15-minute, read-only view of the portal as the customer; audited. */
export function startViewAs(clientId: string, oneTimePassword: string): Promise<ViewAsGrant> {
  return api.post<ViewAsGrant>(`/staff/customers/${clientId}/view-as`, {
    one_time_password: oneTimePassword,
  });
}
