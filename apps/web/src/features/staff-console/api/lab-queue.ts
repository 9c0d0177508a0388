import type {
  FailedLabOrdersResponse,
  HeldLabResultsResponse,
  KitsArrivingResponse,
  KitsAtLabResponse,
  MatchedHeldLabResult,
  ResultsAwaitingReleaseResponse,
  UnreadableLabMessagesResponse,
} from '@fathom/contract/lab';
import { api } from '../../../lib/http/client';

/** GET /api/staff/lab/kits-arriving: kits sent back and not yet received, a page at a time. */
export function listKitsArriving(query: string): Promise<KitsArrivingResponse> {
  return api.raw.get<KitsArrivingResponse>(`/staff/lab/kits-arriving?${query}`);
}

/** POST /api/staff/kits/{kit id}/arrival: the kit is received at the time given (the report prints it). */
export function markKitReceived(kitIdentifier: string, receivedAt: string): Promise<unknown> {
  return api.post(`/staff/kits/${encodeURIComponent(kitIdentifier)}/arrival`, { received_at: receivedAt });
}

/** GET /api/staff/lab/kits-at-lab: kits the lab holds, the longest held first. */
export function listKitsAtLab(query: string): Promise<KitsAtLabResponse> {
  return api.raw.get<KitsAtLabResponse>(`/staff/lab/kits-at-lab?${query}`);
}

/** GET /api/staff/lab/results-awaiting-release: analyses entered and not released. */
export function listResultsAwaitingRelease(query: string): Promise<ResultsAwaitingReleaseResponse> {
  return api.raw.get<ResultsAwaitingReleaseResponse>(`/staff/lab/results-awaiting-release?${query}`);
}

/** POST /api/staff/items/{id}/results/release: the customer is emailed and reads the results. */
export function releaseResults(itemId: string): Promise<unknown> {
  return api.post(`/staff/items/${itemId}/results/release`);
}

/** GET /api/staff/lab/held-results: results held for staff, newest first. */
export function listHeldResults(query: string): Promise<HeldLabResultsResponse> {
  return api.raw.get<HeldLabResultsResponse>(`/staff/lab/held-results?${query}`);
}

/** POST /api/staff/lab/held-results/{id}/match: the held result becomes the named kit's. */
export function matchHeldResult(reportId: string, kitIdentifier: string): Promise<MatchedHeldLabResult> {
  return api.post<MatchedHeldLabResult>(`/staff/lab/held-results/${reportId}/match`, {
    kit_identifier: kitIdentifier,
  });
}

/** POST /api/staff/lab/held-results/{id}/reject: the held result reaches no one; the reason is kept. */
export function rejectHeldResult(reportId: string, reason: string): Promise<unknown> {
  return api.post(`/staff/lab/held-results/${reportId}/reject`, { reason });
}

/** GET /api/staff/lab/unreadable-messages: what the lab sent that was not HL7, newest first. */
export function listUnreadableMessages(query: string): Promise<UnreadableLabMessagesResponse> {
  return api.raw.get<UnreadableLabMessagesResponse>(`/staff/lab/unreadable-messages?${query}`);
}

/** GET /api/staff/lab/failed-orders: orders the lab never acknowledged. */
export function listFailedOrders(query: string): Promise<FailedLabOrdersResponse> {
  return api.raw.get<FailedLabOrdersResponse>(`/staff/lab/failed-orders?${query}`);
}

/** POST /api/staff/lab/orders/{id}/resend: the order is queued again. */
export function resendOrder(orderId: string): Promise<unknown> {
  return api.post(`/staff/lab/orders/${orderId}/resend`);
}
