import type { ResultHistoryEntry } from '@fathom/contract/results';
import type { AnalysisOnRecord } from '@fathom/domain/result-trends';
import { api } from '../../../lib/http/client';

/** GET /api/restify/result-documents: every released analysis of the account, oldest first (each read recorded). */
export async function getResultHistory(): Promise<AnalysisOnRecord[]> {
  const entries = await api.get<ResultHistoryEntry[]>('/restify/result-documents', { handled: true });
  return entries.map((entry) => ({
    id: entry.id,
    readyAt: entry.attributes.ready_at,
    collectedOn: entry.attributes.collected_on,
    values: entry.attributes,
  }));
}
