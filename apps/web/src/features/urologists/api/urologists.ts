import { api } from '../../../lib/http/client';

export interface Urologist {
  id: string;
  attributes: {
    name: string;
    practice: string;
    address_1: string;
    city: string;
    state: string;
    postal_code: string;
    phone: string;
    accepts_new_patients: boolean;
    distance_miles: number;
  };
}

/** GET /api/restify/verified-urologists with the ZIP code and perPage=999999: every result, nearest first. */
export function findUrologists(postalCode: string): Promise<Urologist[]> {
  return api.get<Urologist[]>('/restify/verified-urologists', {
    query: { postal_code: postalCode, perPage: '999999' },
  });
}
