import type { FailedJobResource } from '@fathom/contract/jobs';
import { api } from '../../../lib/http/client';

export interface FailedInstalment {
  order_id: string;
  po_number: string;
  email: string;
  number: number;
  parts: number;
  amount: number;
  due_date: string;
  attempts: number;
}

/** GET /api/staff/jobs/failed: background jobs whose retries ran out (emails not sent among them). */
export function listFailedJobs(): Promise<FailedJobResource[]> {
  return api.get<FailedJobResource[]>('/staff/jobs/failed', { query: { limit: 200 } });
}

/** POST /api/staff/jobs/{id}/retry: the job goes back in its queue with its retries anew. */
export function retryJob(jobId: string): Promise<unknown> {
  return api.post(`/staff/jobs/${jobId}/retry`);
}

/** GET /api/staff/instalments/failed: later instalments whose last attempt was declined. */
export function listFailedInstalments(): Promise<FailedInstalment[]> {
  return api.get<FailedInstalment[]>('/staff/instalments/failed', { query: { limit: 200 } });
}
