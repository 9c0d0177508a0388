import type { FailedJobsResponse } from '@fathom/contract/jobs';
import type { FailedInstalmentsResponse, FailedRenewalsResponse } from '@fathom/contract/money-console';
import { api } from '../../../lib/http/client';

/** GET /api/staff/jobs/failed: background jobs whose retries ran out (emails not sent among them), a page at a time. */
export function listFailedJobs(query: string): Promise<FailedJobsResponse> {
  return api.raw.get<FailedJobsResponse>(`/staff/jobs/failed?${query}`);
}

/** POST /api/staff/jobs/{id}/retry: the job goes back in its queue with its retries anew. */
export function retryJob(jobId: string): Promise<unknown> {
  return api.post(`/staff/jobs/${jobId}/retry`);
}

/** GET /api/staff/instalments/failed: later instalments whose last attempt was declined, a page at a time. */
export function listFailedInstalments(query: string): Promise<FailedInstalmentsResponse> {
  return api.raw.get<FailedInstalmentsResponse>(`/staff/instalments/failed?${query}`);
}

/** POST /api/staff/instalments/{order}/{number}/retry: the part is due again now; the collection charges it once. */
export function retryInstalment(orderId: string, number: number): Promise<unknown> {
  return api.post(`/staff/instalments/${orderId}/${number}/retry`);
}

/** GET /api/staff/renewals/failed: storage plan renewals whose last attempt was declined, a page at a time. */
export function listFailedRenewals(query: string): Promise<FailedRenewalsResponse> {
  return api.raw.get<FailedRenewalsResponse>(`/staff/renewals/failed?${query}`);
}

/** POST /api/staff/renewals/{plan}/{period}/retry: the period is owed again now; the charging run takes it once. */
export function retryRenewal(subscriptionId: string, cycle: number): Promise<unknown> {
  return api.post(`/staff/renewals/${subscriptionId}/${cycle}/retry`);
}
