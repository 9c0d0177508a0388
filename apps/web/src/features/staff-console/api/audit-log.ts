import type { AuditResponse } from '@fathom/contract/staff-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/audit: a page of staff actions and reads, filtered as the URL says (admins). */
export function listAudit(query: string): Promise<AuditResponse> {
  return api.raw.get<AuditResponse>(`/staff/audit${query ? `?${query}` : ''}`);
}
