import type { LoginResponse } from '@fathom/contract/auth';
import type { KitSession, KitSessionPasswordRequest } from '@fathom/contract/kit-registrations';
import { api } from '../../../lib/http/client';

export type { KitSession } from '@fathom/contract/kit-registrations';

const withToken = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /api/kit-session: the kit's registration and order details, all a kit's limited session reaches. */
export function getKitSession(token: string): Promise<KitSession> {
  return api.get<KitSession>('/kit-session', { headers: withToken(token) });
}

/** POST /api/kit-session/password: the password (or a new customer's chosen one) opens the account. */
export function openAccountWithPassword(token: string, password: string): Promise<LoginResponse['data']> {
  const body: KitSessionPasswordRequest = { password };
  return api.post<LoginResponse['data']>('/kit-session/password', body, { headers: withToken(token) });
}

/** POST /api/logout with the kit's token: the limited session ends. */
export function endKitSession(token: string): Promise<null> {
  return api.post<null>('/logout', undefined, { headers: withToken(token), handled: true });
}
