import type { ClinicianNote, ReviewDetail, ReviewQueueResponse } from '@fathom/contract/clinician-review';
import { api } from '../../../lib/http/client';

/** GET /api/staff/reviews: results waiting for a clinician, a page at a time (page, sort, kind in the query). */
export function listReviews(query: string): Promise<ReviewQueueResponse> {
  return api.raw.get<ReviewQueueResponse>(`/staff/reviews${query ? `?${query}` : ''}`);
}

/** GET /api/staff/reviews/{kit}: the result, the customer's history, the notes and care messages; audited. */
export function getReview(itemId: string): Promise<ReviewDetail> {
  return api.get<ReviewDetail>(`/staff/reviews/${itemId}`);
}

/** POST /api/staff/reviews/{kit}/notes: a note for clinicians, never shown to the customer. */
export function addReviewNote(itemId: string, body: string): Promise<ClinicianNote> {
  return api.post<ClinicianNote>(`/staff/reviews/${itemId}/notes`, { body });
}

/** POST /api/staff/reviews/{kit}/release: releases the result with the care message the customer reads. */
export function releaseReview(itemId: string, careMessage: string): Promise<unknown> {
  return api.post(`/staff/reviews/${itemId}/release`, { care_message: careMessage });
}
