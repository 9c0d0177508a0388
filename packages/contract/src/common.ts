import { z } from 'zod';
import { errorCodes } from './error-codes';

/** Every error answer of the API: a code for programs, a sentence for people, and per-field messages for forms. */
export const errorBodySchema = z
  .object({
    code: z.enum(errorCodes).describe('What failed, for programs: compare this, never the message.'),
    message: z.string().describe('A sentence that can be shown to the customer as is.'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Validation messages keyed by request field name.'),
  })
  .describe('Error body');
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const maintenanceBodySchema = z
  .object({ code: z.literal('under_maintenance'), message: z.string(), maintenance: z.literal(true) })
  .describe('Answer of every API route while the service is down for maintenance');
export type MaintenanceBody = z.infer<typeof maintenanceBodySchema>;

/** Wraps a success payload the way every API answer is wrapped: `{ data }`. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const listMetaSchema = z
  .object({
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    total: z.number().int().min(0),
    /** True when counting stopped at `total` (the audit log): the list holds at least that many. */
    total_at_least: z.boolean().optional(),
  })
  .describe('Pagination of a list');
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A paginated list answer: `{ data: [...], meta: { current_page, last_page, per_page, total } }`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const nullDataSchema = dataEnvelope(z.null()).describe('Success with nothing to return');
export type NullData = z.infer<typeof nullDataSchema>;

export const messageDataSchema = dataEnvelope(z.object({ message: z.string() })).describe(
  'Success with a sentence to show to the customer',
);
export type MessageData = z.infer<typeof messageDataSchema>;

export const isoDateTimeSchema = z.string().describe('ISO 8601 date and time, UTC');

/** A required string field with Laravel-style messages that the web forms show next to the field. */
export function requiredString(field: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${field} field is required.`
        : `The ${field} must be a string.`,
  });
}

/** Email as typed by a person: surrounding spaces dropped, compared and stored in lower case. */
export function emailField(field = 'email') {
  return requiredString(field)
    .trim()
    .toLowerCase()
    .min(1, `The ${field} field is required.`)
    .pipe(z.email({ error: `The ${field} must be a valid email address.` }).max(254))
    .describe('Email address; trimmed and lower-cased');
}
