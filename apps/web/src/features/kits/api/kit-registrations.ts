import { api } from '../../../lib/http/client';

export interface KitRegistrations {
  data: { id: string; attributes: { title: string; method: string; registered_at: string } }[];
  meta: { registered: number; unregistered: number };
}

/** GET /api/restify/kit-registrations: the registered kits, and how many are not registered yet. */
export function getKitRegistrations(): Promise<KitRegistrations> {
  return api.raw.get<KitRegistrations>('/restify/kit-registrations', { handled: true });
}

/** POST /api/restify/items/actions?action=validate: registers the signed-in customer's kit by order number. */
export function registerKitByOrderNumber(poNumber: string): Promise<{ item_uuid: string }> {
  return api.post<{ item_uuid: string }>(
    '/restify/items/actions',
    { po_number: poNumber },
    { query: { action: 'validate' }, handled: true },
  );
}
