import type { CardOnFile, CardOnFileResponse } from '@fathom/contract/billing';
import { api } from '../../../lib/http/client';

export type { CardOnFile } from '@fathom/contract/billing';

/** GET /api/billing/card: the card plans renew and instalments are charged on, by network and last four digits. */
export function getCardOnFile(): Promise<CardOnFile> {
  return api.get<CardOnFileResponse['data']>('/billing/card', { handled: true });
}
