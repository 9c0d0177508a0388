import { api } from '../../lib/http/client';

type ScheduleLinkAnswer = string | { link?: string; url?: string };

/** GET /api/schedule-results-call-link: where the customer books the call (opened in the same window). */
export async function getScheduleResultsCallLink(source = 'consultations-dialog'): Promise<string> {
  const answer = await api.get<ScheduleLinkAnswer>('/schedule-results-call-link', { query: { source } });
  const link = typeof answer === 'string' ? answer : (answer.link ?? answer.url);
  if (!link) throw new Error('The scheduling service answered without a link.');
  return link;
}
