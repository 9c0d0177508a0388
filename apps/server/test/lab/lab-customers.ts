import { randomUUID } from 'node:crypto';
import { catalogueId } from '../../src/db/seed/catalogue';
import { orderRequest, placeOrder } from '../checkout-requests';
import type { TestServer } from '../test-server';

/** The customer every lab test's kit belongs to, as the lab's messages name them. */
export const LAB_TEST_CUSTOMER = {
  family: 'Hale',
  given: 'Robin',
  born: '19900615',
  dateOfBirth: '1990-06-15',
};

/**
 * A new customer's paid kit (Robin Hale unless named, born 1990-06-15): its printed id, its item id and its
 * owner's email.
 */
export async function newKit(
  server: TestServer,
  product: 'analysis' | 'sti' = 'analysis',
  name: { first: string; last: string } = { first: 'Robin', last: 'Hale' },
): Promise<{ kit: string; itemId: string; email: string }> {
  const email = `lab-buyer-${randomUUID()}@example.com`;
  const placed = await placeOrder(
    server,
    orderRequest({
      account_details: { email, first_name: name.first, last_name: name.last },
      items: [{ product_uuid: catalogueId(product), quantity: 1 }],
    }),
  );
  if (placed.status !== 200) throw new Error(`The order answered ${placed.status}`);
  const { rows } = await server.db.query<{ id: string; kit_identifier: string; client_id: string }>(
    'SELECT id, kit_identifier, client_id FROM items WHERE order_id = $1 AND category = $2',
    [placed.body.data.order_id, product],
  );
  const item = rows[0];
  if (!item) throw new Error('The order made no kit');
  // The date of birth a customer gives before registering (as the kit registration tests set it).
  await server.db.query('UPDATE clients SET date_of_birth = $2 WHERE id = $1', [
    item.client_id,
    LAB_TEST_CUSTOMER.dateOfBirth,
  ]);
  return { kit: item.kit_identifier, itemId: item.id, email };
}

/** Registers the kit with its code and date of birth (the QR code's page), gives a password, and signs in. */
export async function registerKit(server: TestServer, kit: string, email: string): Promise<string> {
  const verified = await fetch(`${server.url}/api/kit-registrations/verify-client-dob/${kit}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ date_of_birth: LAB_TEST_CUSTOMER.dateOfBirth }),
  });
  if (verified.status !== 200) throw new Error(`Registering the kit answered ${verified.status}`);
  const { token } = ((await verified.json()) as { data: { token: string } }).data;
  const password = await fetch(`${server.url}/api/kit-session/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ password: 'A-new-password-42' }),
  });
  if (password.status !== 200) throw new Error(`Giving a password answered ${password.status}`);
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'A-new-password-42' }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}
