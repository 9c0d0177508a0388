import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { api, type RequestOptions } from '../../../lib/http/client';

/**
 * GET /api/checkouts: every product and package on sale. A caller that shows its own message for a failure
 * says `handled`, and the shared error toasts stay silent.
 */
export function getCheckoutCatalogue(
  options: Pick<RequestOptions, 'handled'> = {},
): Promise<CatalogueProductResource[]> {
  return api.get<CatalogueProductResource[]>('/checkouts', options);
}
