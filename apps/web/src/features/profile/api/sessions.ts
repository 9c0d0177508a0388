import type { AccountSession, SignOutOthersResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export type { AccountSession } from '@fathom/contract/auth';

export const getSessions = () => api.get<AccountSession[]>('/sessions', { handled: true });
export const endSession = (id: string) => api.delete<null>(`/sessions/${encodeURIComponent(id)}`);
export const endOtherSessions = () =>
  api.post<SignOutOthersResponse['data']>('/sessions/actions', undefined, {
    query: { action: 'sign-out-others' },
  });
