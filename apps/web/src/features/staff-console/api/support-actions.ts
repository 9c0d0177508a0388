import type { CancelledOrder, CustomerEmail, CustomerEmailsResponse } from '@fathom/contract/support-actions';
import { api } from '../../../lib/http/client';

/** POST /api/staff/orders/{id}/cancel: an order waiting for its payment is cancelled, nothing charged; audited. */
export function cancelOrder(orderId: string): Promise<CancelledOrder> {
  return api.post<CancelledOrder>(`/staff/orders/${orderId}/cancel`);
}

/** GET /api/staff/customers/{id}/emails: the emails sent to the customer, newest first, a page at a time. */
export function listCustomerEmails(clientId: string, query: string): Promise<CustomerEmailsResponse> {
  return api.raw.get<CustomerEmailsResponse>(
    `/staff/customers/${clientId}/emails${query ? `?${query}` : ''}`,
  );
}

/** POST /api/staff/emails/{id}/resend: a fresh copy of the email is queued, the original untouched; audited. */
export function resendEmail(emailId: string): Promise<CustomerEmail> {
  return api.post<CustomerEmail>(`/staff/emails/${emailId}/resend`);
}
