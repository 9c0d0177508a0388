import {
  ANY_DISTANCE,
  DEFAULT_UROLOGIST_RADIUS_MILES,
  MAX_UROLOGIST_RADIUS_MILES,
  UROLOGIST_MESSAGES,
} from '@fathom/domain/urologists';
import { z } from 'zod';

/** The API's answer, in English: the search form offers only the distances it accepts. */
const radiusRefused = { error: UROLOGIST_MESSAGES.en.radius };
const radiusSchema = z
  .union(
    [
      z.literal(ANY_DISTANCE),
      z.coerce
        .number(radiusRefused)
        .int(radiusRefused)
        .min(1, radiusRefused)
        .max(MAX_UROLOGIST_RADIUS_MILES, radiusRefused),
    ],
    radiusRefused,
  )
  .default(DEFAULT_UROLOGIST_RADIUS_MILES)
  .describe(
    `Whole miles from the ZIP code's centre (1 to ${MAX_UROLOGIST_RADIUS_MILES}), or "${ANY_DISTANCE}"; ${DEFAULT_UROLOGIST_RADIUS_MILES} when left out`,
  );

export const urologistSearchQuerySchema = z.object({
  postal_code: z
    .string()
    .trim()
    .max(10)
    .describe('The customer’s ZIP code; ZIP+4 is read as its first five digits'),
  radius_miles: radiusSchema,
  perPage: z.coerce.number().int().min(1).max(999_999).optional().describe('Accepted; every result comes'),
});
export type UrologistSearchQuery = z.input<typeof urologistSearchQuerySchema>;

export const urologistResourceSchema = z.object({
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
    distance_miles: z.number().describe('From the centre of the ZIP code searched, rounded to whole miles'),
  }),
});
export type UrologistResource = z.infer<typeof urologistResourceSchema>;

export const urologistSearchResponseSchema = z.object({
  data: z.array(urologistResourceSchema).describe('Those within the radius, nearest first'),
  meta: z.object({
    radius_miles: z.union([z.number().int(), z.literal(ANY_DISTANCE)]).describe('The radius searched'),
    nearest_outside_radius_miles: z
      .number()
      .nullable()
      .describe('How far the nearest urologist beyond the radius is, so a wider search can be offered'),
  }),
});
export type UrologistSearchResponse = z.infer<typeof urologistSearchResponseSchema>;
