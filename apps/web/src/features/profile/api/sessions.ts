import { api } from '../../../lib/http/client';

export interface AccountSession {
  id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

export const getSessions = () => api.get<AccountSession[]>('/sessions', { handled: true });
export const endSession = (id: string) => api.delete<null>(`/sessions/${encodeURIComponent(id)}`);
export const endOtherSessions = () =>
  api.post<{ signed_out: number }>('/sessions/actions', undefined, { query: { action: 'sign-out-others' } });
