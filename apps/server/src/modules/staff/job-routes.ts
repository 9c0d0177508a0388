import { errorBodySchema } from '@fathom/contract/common';
import {
  failedJobsQuerySchema,
  failedJobsResponseSchema,
  jobParamsSchema,
  retriedJobResponseSchema,
} from '@fathom/contract/jobs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors';
import { listMeta, pageOf } from '../../http/list-page';
import type { JobQueue } from '../../jobs/job-queue';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';

/** Background jobs whose retries ran out (emails never delivered among them), and putting one back. */
export function registerStaffJobRoutes(
  app: FastifyInstance,
  deps: { jobs: Pick<JobQueue, 'failedPage' | 'retry'> },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireStaff('admin');
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/staff/jobs/failed',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Background jobs that failed with no retry left (undelivered emails among them), a page of them',
        querystring: failedJobsQuerySchema,
        response: { 200: failedJobsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await deps.jobs.failedPage({
        sort: request.query.sort ?? '-failed_at',
        name: request.query.name || null,
        limit: page.limit,
        offset: page.offset,
      });
      return {
        data: rows.map((job) => ({
          ...job,
          created_at: job.created_at.toISOString(),
          failed_at: job.failed_at?.toISOString() ?? null,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.post(
    '/api/staff/jobs/:jobId/retry',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Puts a failed job back in its queue, with its retries anew',
        params: jobParamsSchema,
        response: { 200: retriedJobResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (!(await deps.jobs.retry(request.params.jobId))) throw new HttpError(404, 'Not found.');
      return { data: { id: request.params.jobId, status: 'queued' as const } };
    },
  );
}
