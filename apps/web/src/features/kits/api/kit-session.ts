import type { LoginResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export interface KitSession {
  first_name: string;
  /** False for a new customer, who chooses a password here. */
  has_password: boolean;
  kit: {
    item_id: string;
    title: string;
    kit_identifier: string | null;
    registered_at: string;
    registered_with: 'qr_code' | 'po_number';
    po_number: string | null;
    ordered_at: string;
    tracking_stage: number | null;
    order_details_completed: boolean;
  };
}

const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /api/kit-session: the kit's registration and order details, all a kit's limited session reaches. */
export function getKitSession(token: string): Promise<KitSession> {
  return api.get<KitSession>('/kit-session', { headers: withToken(token) });
}

/** POST /api/kit-session/password: the password (or a new customer's chosen one) opens the account. */
export function openAccountWithPassword(token: string, password: string): Promise<LoginResponse['data']> {
  return api.post<LoginResponse['data']>(
    '/kit-session/password',
    { password },
    { headers: withToken(token) },
  );
}

/** POST /api/logout with the kit's token: the limited session ends. */
export function endKitSession(token: string): Promise<null> {
  return api.post<null>('/logout', undefined, { headers: withToken(token), handled: true });
}
