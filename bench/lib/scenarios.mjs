import { randomUUID } from 'node:crypto';

/**
 * @typedef {{ name: string, kind: 'read' | 'write', method: 'GET' | 'POST', path: string,
 *   headers?: Record<string, string>, body?: unknown, perRequest?: (headers: Record<string, string>) => void }} Scenario
 */

let clientAddress = 0;
/** Each request seems to come from its own client behind the trusted proxy, as real traffic does. */
const ownClient = (/** @type {Record<string, string>} */ headers) => {
  clientAddress = (clientAddress + 1) % 16_000_000;
  headers['x-forwarded-for'] =
    `10.${(clientAddress >> 16) & 255}.${(clientAddress >> 8) & 255}.${clientAddress & 255}`;
};

/**
 * The main endpoints, signed in as the demo personas where the endpoint needs it.
 * @param {{ samToken: string, drewToken: string, analysisUuid: string, resultId: string }} context
 * @returns {Scenario[]}
 */
export function scenarios({ samToken, drewToken, analysisUuid, resultId }) {
  const sam = { authorization: `Bearer ${samToken}` };
  const json = { 'content-type': 'application/json' };
  return [
    { name: 'profile', kind: 'read', method: 'GET', path: '/api/restify/profile', headers: sam },
    {
      name: 'announcements',
      kind: 'read',
      method: 'GET',
      path: '/api/restify/announcements?active=true',
      headers: sam,
    },
    { name: 'items', kind: 'read', method: 'GET', path: '/api/restify/items?displayable=true', headers: sam },
    {
      name: 'result document',
      kind: 'read',
      method: 'GET',
      path: `/api/restify/result-documents/${resultId}?related=activeLabNotes`,
      headers: sam,
    },
    {
      name: 'order history',
      kind: 'read',
      method: 'GET',
      path: '/api/restify/orders?page=1&perPage=10',
      headers: sam,
    },
    { name: 'cryogenics', kind: 'read', method: 'GET', path: '/api/cryogenics', headers: sam },
    { name: 'billing', kind: 'read', method: 'GET', path: '/api/billings', headers: sam },
    {
      name: 'contracts',
      kind: 'read',
      method: 'GET',
      path: '/api/restify/documents?step=6,29,30',
      headers: sam,
    },
    { name: 'catalogue', kind: 'read', method: 'GET', path: '/api/checkouts' },
    {
      name: 'discount calculation',
      kind: 'write',
      method: 'POST',
      path: '/api/discounts/calculate',
      headers: json,
      body: { code: 'WELCOME10', items: [{ product_uuid: analysisUuid, quantity: 1 }] },
      perRequest: ownClient,
    },
    {
      name: 'order placement',
      kind: 'write',
      method: 'POST',
      path: '/api/checkout',
      headers: { ...json, authorization: `Bearer ${drewToken}` },
      body: {
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        shipping_address: {
          first_name: 'Drew',
          last_name: 'Doe',
          address_1: '1 Main Street',
          city: 'Austin',
          state: 'TX',
          postal_code: '73301',
          country: 'US',
          phone: '+15125550134',
          kit_delivery_type: 'staggered',
        },
        billing_address_type: 'same_as_shipping',
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
        timezone: 'America/Chicago',
        items: [{ product_uuid: analysisUuid, quantity: 1 }],
      },
      perRequest: (headers) => {
        headers['idempotency-key'] = randomUUID();
      },
    },
  ];
}
