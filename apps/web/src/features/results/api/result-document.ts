import { api } from '../../../lib/http/client';

export interface ResultDocument {
  id: string;
  attributes: {
    item_id: string;
    ready_at: string;
    is_azoospermic: boolean;
    total_count: number | null;
    total_motile_sperm: number | null;
    total_motility: number | null;
    concentration: number | null;
    actual_ejaculate_concentration: number | null;
    volume: number | null;
    normal: number | null;
    dna_fragmentation: number | null;
    post_thaw_motility: number | null;
    lab_notes: string | null;
  };
}

/** GET /api/restify/result-documents/{id}: a released result with its lab notes. */
export function getResultDocument(id: string): Promise<ResultDocument> {
  return api.get<ResultDocument>(`/restify/result-documents/${encodeURIComponent(id)}`, {
    query: { related: 'activeLabNotes' },
    handled: true,
  });
}
