import type { BookCallRequest, CallSlotsResponse, ResultsCall } from '@fathom/contract/results-calls';
import { api } from '../../../lib/http/client';

export type { ResultsCall } from '@fathom/contract/results-calls';
export type CallSlots = CallSlotsResponse;

/** The free times (defined in the care team's zone) and the state of the customer's address. */
export const getFreeSlots = () => api.raw.get<CallSlots>('/results-calls/slots', { handled: true });
export const getUpcomingCalls = () => api.get<ResultsCall[]>('/results-calls', { handled: true });
export const bookResultsCall = (startsAt: string, source: string) => {
  const body: BookCallRequest = { starts_at: startsAt, source };
  return api.post<ResultsCall>('/results-calls', body);
};
export const cancelResultsCall = (id: string) => api.delete<null>(`/results-calls/${encodeURIComponent(id)}`);
