import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { ProductKey } from '@fathom/domain/products';
import { getCheckoutCatalogue } from '../../checkout';

export type StoragePlan = CatalogueProductResource;

/** The storage plans on sale, shortest first, as the catalogue names them. */
export const STORAGE_PLAN_KEYS: readonly ProductKey[] = [
  'cryo_monthly',
  'cryo_six_months',
  'cryo_yearly',
  'cryo_ten_years',
  'cryo_lifetime',
];

/** GET /api/checkouts, the catalogue: its storage plans only, shortest first. */
export async function getStoragePlans(): Promise<StoragePlan[]> {
  const products = await getCheckoutCatalogue({ handled: true });
  return STORAGE_PLAN_KEYS.flatMap((key) => products.filter((product) => product.key === key));
}
