import { api } from '../../../lib/http/client';

export interface ResultsCall {
  id: string;
  starts_at: string;
  source: string;
}

export const getFreeSlots = () => api.get<{ starts_at: string }[]>('/results-calls/slots', { handled: true });
export const getUpcomingCalls = () => api.get<ResultsCall[]>('/results-calls', { handled: true });
export const bookResultsCall = (startsAt: string, source: string) =>
  api.post<ResultsCall>('/results-calls', { starts_at: startsAt, source });
export const cancelResultsCall = (id: string) => api.delete<null>(`/results-calls/${encodeURIComponent(id)}`);
