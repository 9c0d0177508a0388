import type { ScheduleLinkResponse } from '@fathom/contract/results-calls';
import { api } from '../../../lib/http/client';

/** GET /api/schedule-results-call-link: where the customer books the call (opened in the same window). */
export async function getScheduleResultsCallLink(source = 'consultations-dialog'): Promise<string> {
  const answer = await api.get<ScheduleLinkResponse['data']>('/schedule-results-call-link', {
    query: { source },
  });
  if (!answer.link) throw new Error('The scheduling service answered without a link.');
  return answer.link;
}
