import type { StiReportResource } from '@fathom/contract/sti-results';
import { api } from '../../../lib/http/client';

/** GET /api/restify/sti-results: every STI panel of the account with its results, newest first. */
export function getStiReports(): Promise<StiReportResource[]> {
  return api.get<StiReportResource[]>('/restify/sti-results', { handled: true });
}
