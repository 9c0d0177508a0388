import { randomUUID } from 'node:crypto';
import { catalogueId } from '../src/db/seed/catalogue';
import { demoStaff } from '../src/db/seed/demo-logins';
import { signInDemoStaff } from './api-client';
import type { TestServer } from './test-server';

/** A shipping address the checkout accepts. */
export const testAddress = {
  first_name: 'Robin',
  last_name: 'Hale',
  address_1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94105',
  country: 'US',
  phone: '+14155550100',
  kit_delivery_type: 'staggered',
};

/** A semen analysis kit a new visitor pays by card, with fields replaced by the overrides. */
export function orderRequest(overrides: Record<string, unknown> = {}) {
  return {
    account_details: { email: `buyer-${randomUUID()}@example.com`, first_name: 'Robin', last_name: 'Hale' },
    shipping_address: testAddress,
    billing_address_type: 'same_as_shipping',
    payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
    timezone: 'America/Los_Angeles',
    items: [{ product_uuid: catalogueId('analysis'), quantity: 1 }],
    ...overrides,
  };
}

export interface OrderAnswer {
  status: number;
  body: {
    message?: string;
    errors?: Record<string, string[]>;
    data: {
      order_id: string;
      po_number: string;
      final_price: number;
      is_insurance_order: boolean;
      invoice: { subtotal: number; discount_savings: number; tax: number; total: number };
      client: { number: string };
      instalments: { number: number; due_date: string; amount: number }[] | null;
      payment_action?: { type: 'authenticate'; client_secret: string };
    };
  };
}

/** POST /api/checkout with an Idempotency-Key (a new one unless given) and any extra headers. */
export async function placeOrder(
  server: Pick<TestServer, 'url'>,
  body: unknown,
  key: string = randomUUID(),
  headers: Record<string, string> = {},
): Promise<OrderAnswer> {
  const response = await fetch(`${server.url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as OrderAnswer['body'] };
}

/** Signs a demo persona in (password Fathom-demo-1) and answers the bearer token. */
export async function signInToken(server: Pick<TestServer, 'url'>, email: string): Promise<string> {
  if (demoStaff.some((staff) => staff.email === email)) return signInDemoStaff(server.url, email);
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fathom-demo-1' }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
