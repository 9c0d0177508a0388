import { api } from '../../../lib/http/client';

/** POST /api/logout: revokes the session on the server and clears its cookie. */
export async function logoutSession(): Promise<void> {
  await api.post<null>('/logout', undefined, { handled: true });
}
