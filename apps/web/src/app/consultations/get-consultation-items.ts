import type { ItemKindFlags } from '@fathom/domain/kits';
import { api } from '../../lib/http/client';

export interface ConsultationItem {
  id: string;
  attributes: ItemKindFlags;
}

/** GET /api/restify/items: the customer's displayable items; failures are shown by the dialog itself. */
export function getConsultationItems(): Promise<ConsultationItem[]> {
  return api.get<ConsultationItem[]>('/restify/items', { query: { displayable: 'true' }, handled: true });
}
