import type { ProductKey } from '@fathom/domain/products';
import { api } from '../../../lib/http/client';

export interface StoragePlan {
  uuid: string;
  key?: string | null;
  title?: string | null;
  name?: string | null;
  description?: string | null;
  price: number;
  subscription_repeats_frequency?: 'month' | 'year' | null;
  subscription_repeats_every?: number | null;
}

/** The storage plans on sale, shortest first, as the catalogue names them. */
const PLAN_KEYS: readonly ProductKey[] = [
  'cryo_monthly',
  'cryo_six_months',
  'cryo_yearly',
  'cryo_ten_years',
  'cryo_lifetime',
];

/** GET /api/checkouts, the catalogue: its storage plans only, shortest first. */
export async function getStoragePlans(): Promise<StoragePlan[]> {
  const products = await api.get<StoragePlan[]>('/checkouts', { handled: true });
  return PLAN_KEYS.flatMap((key) => products.filter((product) => product.key === key));
}
