import type { OutboxEmail } from '@fathom/contract/staff';
import { api } from '../../../lib/http/client';
import { type RequestState, useRequest } from '../../../lib/use-request';

/** GET /api/staff/outbox (staff only): emails the service has written, newest first. */
export function getOutbox(): Promise<OutboxEmail[]> {
  return api.get<OutboxEmail[]>('/staff/outbox');
}

export function useOutbox(refreshKey: number): RequestState<OutboxEmail[]> {
  return useRequest(getOutbox, refreshKey);
}
