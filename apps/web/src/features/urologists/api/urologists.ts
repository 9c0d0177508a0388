import type { UrologistResource, UrologistSearchResponse } from '@fathom/contract/urologists';
import type { UrologistRadius } from '@fathom/domain/urologists';
import { api } from '../../../lib/http/client';

export type Urologist = UrologistResource;
export type UrologistSearch = UrologistSearchResponse;

/**
 * GET /api/restify/verified-urologists with the ZIP code, the radius and perPage=999999: every urologist
 * within the radius, nearest first. The search form shows its own errors, so the shared toasts stay silent.
 */
export function findUrologists(postalCode: string, radius: UrologistRadius): Promise<UrologistSearch> {
  return api.raw.get<UrologistSearch>('/restify/verified-urologists', {
    query: { postal_code: postalCode, radius_miles: String(radius), perPage: '999999' },
    handled: true,
  });
}
