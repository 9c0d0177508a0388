import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import zipcodes from 'zipcodes';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { authOf, requireRole, sessionSecurity } from '../auth/authenticate';

export const UROLOGIST_MESSAGES = {
  unknownZip: 'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.',
  resultsFirst: 'The urologist search opens once your results are ready.',
} as const;

interface UrologistRow {
  id: string;
  name: string;
  practice: string;
  address_1: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
  accepts_new_patients: boolean;
}

const urologistSchema = z.object({
  id: z.string(),
  type: z.literal('verified-urologists'),
  attributes: z.object({
    name: z.string(),
    practice: z.string(),
    address_1: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    phone: z.string(),
    accepts_new_patients: z.boolean(),
    distance_miles: z.number().describe('From the centre of the ZIP code searched'),
  }),
});

/** Verified urologists, nearest first from a ZIP code, for a customer whose results are ready. */
export function registerUrologistRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/restify/verified-urologists',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['urologists'],
        security: sessionSecurity,
        summary: 'Every verified urologist, nearest first from the ZIP code (only once results are ready)',
        querystring: z.object({
          postal_code: z.string().trim().max(10),
          perPage: z.coerce
            .number()
            .int()
            .min(1)
            .max(999_999)
            .optional()
            .describe('Accepted; every result comes'),
        }),
        response: {
          200: z.object({ data: z.array(urologistSchema) }),
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const clientId = authOf(request).user.clientId;
      const ready = await deps.db.query(
        'SELECT 1 FROM result_documents WHERE client_id = $1 AND ready_at IS NOT NULL AND ready_at <= $2 LIMIT 1',
        [clientId, deps.now()],
      );
      if (ready.rows.length === 0) throw new HttpError(403, UROLOGIST_MESSAGES.resultsFirst);
      const zip = request.query.postal_code.slice(0, 5);
      if (!/^\d{5}$/.test(zip) || !zipcodes.lookup(zip)) {
        throw new HttpError(422, UROLOGIST_MESSAGES.unknownZip, {
          postal_code: [UROLOGIST_MESSAGES.unknownZip],
        });
      }
      const { rows } = await deps.db.query<UrologistRow>(
        `SELECT id, name, practice, address_1, city, state, postal_code, phone, accepts_new_patients
           FROM verified_urologists WHERE active`,
      );
      const withDistance = rows.map((row) => ({
        id: row.id,
        type: 'verified-urologists' as const,
        attributes: {
          ...row,
          distance_miles: zipcodes.distance(zip, row.postal_code) ?? Number.MAX_SAFE_INTEGER,
        },
      }));
      withDistance.sort(
        (a, b) =>
          a.attributes.distance_miles - b.attributes.distance_miles ||
          a.attributes.name.localeCompare(b.attributes.name),
      );
      return { data: withDistance };
    },
  );
}
