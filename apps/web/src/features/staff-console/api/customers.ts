import type {
  CustomerKitsResponse,
  CustomerOrdersResponse,
  CustomerRecord,
  CustomerSearchResponse,
} from '@fathom/contract/staff-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/customers: customers found by name, email, order number or kit id, a page at a time. */
export function searchCustomers(query: string): Promise<CustomerSearchResponse> {
  return api.raw.get<CustomerSearchResponse>(`/staff/customers?${query}`);
}

/** GET /api/staff/customers/{id}: the customer's storage and billing; audited. */
export function getCustomerRecord(clientId: string): Promise<CustomerRecord> {
  return api.get<CustomerRecord>(`/staff/customers/${clientId}`);
}

/** POST /api/staff/login-tokens: a one-time sign-in link for the customer, who is emailed that it was made. */
export function createSignInLink(email: string): Promise<{ login_token: string; expires_at: string }> {
  return api.post('/staff/login-tokens', { email });
}

/** GET /api/staff/customers/{id}/orders: the customer's orders, newest first, a page at a time; audited. */
export function listCustomerOrders(clientId: string, query: string): Promise<CustomerOrdersResponse> {
  return api.raw.get<CustomerOrdersResponse>(
    `/staff/customers/${clientId}/orders${query ? `?${query}` : ''}`,
  );
}

/** GET /api/staff/customers/{id}/kits: the customer's kits and where their results stand, a page at a time; audited. */
export function listCustomerKits(clientId: string, query: string): Promise<CustomerKitsResponse> {
  return api.raw.get<CustomerKitsResponse>(`/staff/customers/${clientId}/kits${query ? `?${query}` : ''}`);
}
