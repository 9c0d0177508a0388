import type { ResultDocumentResource } from '@fathom/contract/results';
import { api } from '../../../lib/http/client';

export type ResultDocument = ResultDocumentResource;

/** GET /api/restify/result-documents/{id}: a released result with its lab notes. */
export function getResultDocument(id: string): Promise<ResultDocument> {
  return api.get<ResultDocument>(`/restify/result-documents/${encodeURIComponent(id)}`, {
    query: { related: 'activeLabNotes' },
    handled: true,
  });
}
