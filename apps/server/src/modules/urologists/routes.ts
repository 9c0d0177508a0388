import { errorBodySchema } from '@fathom/contract/common';
import { urologistSearchQuerySchema, urologistSearchResponseSchema } from '@fathom/contract/urologists';
import { searchWithinRadius, UROLOGIST_MESSAGES } from '@fathom/domain/urologists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import zipcodes from 'zipcodes';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { authOf, requireRole, sessionSecurity } from '../../platform/authenticate';
import { activeUrologists, hasReadyResult } from './urologist-repository';

/** Verified urologists within a radius of a ZIP code, nearest first, for a customer whose results are ready. */
export function registerUrologistRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restify/verified-urologists',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['urologists'],
        security: sessionSecurity,
        summary:
          'Verified urologists within the radius of the ZIP code, nearest first (only once results are ready)',
        querystring: urologistSearchQuerySchema,
        response: {
          200: urologistSearchResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { clientId, language } = authOf(request).user;
      const messages = UROLOGIST_MESSAGES[language ?? 'en'];
      if (!clientId || !(await hasReadyResult(deps.db, clientId, deps.now())))
        throw new HttpError(403, messages.resultsFirst);
      const zip = request.query.postal_code.slice(0, 5);
      if (!/^\d{5}$/.test(zip) || !zipcodes.lookup(zip)) {
        throw new HttpError(422, messages.unknownZip, { postal_code: [messages.unknownZip] });
      }
      const radius = request.query.radius_miles;
      // A urologist whose ZIP code the table does not know cannot be placed, so is left out.
      const measured = (await activeUrologists(deps.db)).flatMap((row) => {
        const distanceMiles = zipcodes.distance(zip, row.postal_code);
        return distanceMiles === null ? [] : [{ row, name: row.name, distanceMiles }];
      });
      const { within, nearestOutsideMiles } = searchWithinRadius(measured, radius);
      return {
        data: within.map(({ row, distanceMiles }) => ({
          id: row.id,
          type: 'verified-urologists' as const,
          attributes: { ...row, distance_miles: distanceMiles },
        })),
        meta: {
          radius_miles: radius,
          nearest_outside_radius_miles: nearestOutsideMiles,
        },
      };
    },
  );
}
