import {
  clinicianNoteRequestSchema,
  clinicianNoteResponseSchema,
  reviewDetailResponseSchema,
  reviewParamsSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewReleaseRequestSchema,
} from '@fathom/contract/clinician-review';
import { nullDataSchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../http/error-answers';
import { HttpError } from '../../http/errors';
import { listMeta, pageOf } from '../../http/list-page';
import { authOf, requireStaff, sessionSecurity } from '../../platform/authenticate';
import type { ClinicianReview } from './clinician-review-service';

const errors = errorAnswers(401, 403, 404, 409, 422, 428);
const nothingWaits = 'No result waits for a clinician on this kit.';

/**
 * The clinician's queue (issue 47): positive STI panels, and azoospermic analyses when the clinic asks for a
 * second look, each opened, noted and released with a care message. Every request is in the staff audit.
 */
export function registerClinicianRoutes(app: FastifyInstance, deps: { review: ClinicianReview }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const clinicianOnly = requireStaff('clinician');
  const clinicianOf = (request: Parameters<typeof authOf>[0]) => {
    const user = authOf(request).user;
    return { userId: user.id, staffRole: user.staffRole };
  };

  routes.get(
    '/api/staff/reviews',
    {
      preValidation: clinicianOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Results waiting for a clinician, oldest first unless sorted otherwise (clinician)',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await deps.review.queue({ ...request.query, ...page });
      return { data: rows, meta: listMeta(page, total) };
    },
  );

  routes.get(
    '/api/staff/reviews/:itemId',
    {
      preValidation: clinicianOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "A waiting result with the customer's other kits and results, the clinicians' notes and the care messages; the read is recorded (clinician)",
        params: reviewParamsSchema,
        response: { 200: reviewDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const review = await deps.review.open(request.params.itemId, clinicianOf(request));
      if (!review) throw new HttpError(404, nothingWaits);
      return { data: review };
    },
  );

  routes.post(
    '/api/staff/reviews/:itemId/notes',
    {
      preValidation: clinicianOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'A note on a waiting result, kept for other clinicians and never shown to the customer',
        params: reviewParamsSchema,
        body: clinicianNoteRequestSchema,
        response: { 200: clinicianNoteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const note = await deps.review.note(request.params.itemId, clinicianOf(request), request.body.body);
      if (!note) throw new HttpError(404, nothingWaits);
      return { data: note };
    },
  );

  routes.post(
    '/api/staff/reviews/:itemId/release',
    {
      preValidation: clinicianOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Releases a reviewed result to the customer with the care message they read beside it; they are emailed (clinician)',
        params: reviewParamsSchema,
        body: reviewReleaseRequestSchema,
        response: { 200: nullDataSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await deps.review.release(
        request.params.itemId,
        clinicianOf(request),
        request.body.care_message,
      );
      if (outcome === 'not_waiting') throw new HttpError(409, nothingWaits);
      return { data: null };
    },
  );
}
