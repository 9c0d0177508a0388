import { z } from 'zod';
import { dataEnvelope, emailField, isoDateTimeSchema } from './common';

export const outboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    created_at: isoDateTimeSchema,
  })
  .describe('Email written to the outbox');
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.object({
  to: z.string().optional().describe('Only emails to this address'),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 50'),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxResponseSchema = dataEnvelope(z.array(outboxEmailSchema)).describe('Newest first');
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const createLoginTokenRequestSchema = z.object({ email: emailField() });
export type CreateLoginTokenRequest = z.infer<typeof createLoginTokenRequestSchema>;

export const createLoginTokenResponseSchema = dataEnvelope(
  z.object({
    login_token: z.string().describe('One-time token for POST /api/login/token, valid 15 minutes'),
    expires_at: isoDateTimeSchema,
  }),
);
export type CreateLoginTokenResponse = z.infer<typeof createLoginTokenResponseSchema>;

export const staffItemQuerySchema = z
  .object({
    po_number: z.string().trim().min(1).max(64).optional(),
    kit_identifier: z.string().trim().min(1).max(64).optional(),
    email: z.string().trim().min(3).max(254).optional(),
  })
  .refine((query) => query.po_number || query.kit_identifier || query.email, {
    message: 'Give an order number, a kit code or an email address.',
  });
export type StaffItemQuery = z.infer<typeof staffItemQuerySchema>;

const staffItemSummarySchema = z.object({
  id: z.string(),
  client_id: z.string(),
  client_number: z.string(),
  client_email: z.string(),
  title: z.string(),
  category: z.string(),
  po_number: z.string().nullable(),
  kit_identifier: z.string().nullable(),
  tracking_stage: z.number().int().nullable(),
  status_step: z.string().nullable(),
  registered: z.boolean(),
});
export const staffItemListResponseSchema = dataEnvelope(z.array(staffItemSummarySchema));

const measured = z.number().nullable();
export const staffItemResponseSchema = dataEnvelope(
  staffItemSummarySchema.extend({
    result: z
      .object({
        item_id: z.string(),
        ready_at: isoDateTimeSchema.nullable().describe('Null until released'),
        is_azoospermic: z.boolean(),
        total_count: measured,
        total_motile_sperm: measured,
        total_motility: measured,
        concentration: measured,
        actual_ejaculate_concentration: measured,
        volume: measured,
        normal: measured,
        dna_fragmentation: measured,
        post_thaw_motility: measured,
        lab_notes: z.string().nullable(),
      })
      .nullable(),
    sti_results: z.array(z.object({ test_key: z.string(), outcome: z.string(), value: z.string() })),
    sti_released_at: isoDateTimeSchema.nullable(),
    audit: z.array(
      z.object({ action: z.string(), staff_email: z.string(), detail: z.unknown(), at: isoDateTimeSchema }),
    ),
  }),
);

export type StaffItem = z.infer<typeof staffItemResponseSchema>['data'];

export const unpaidOrdersQuerySchema = z.object({
  status: z
    .enum(['cancelled', 'awaiting_payment'])
    .default('cancelled')
    .describe(
      'cancelled: the orders cancelled unpaid, the latest first; awaiting_payment: those still waiting for their payment, the oldest first',
    ),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 50'),
});

export const unpaidOrdersResponseSchema = dataEnvelope(
  z.array(
    z.object({
      order_id: z.string(),
      po_number: z.string(),
      email: z.string().describe("The buyer's address"),
      status: z.enum(['pending_payment', 'payment_failed', 'cancelled']),
      total: z.number().describe('Dollars'),
      created_at: z.string(),
      cancelled_at: z.string().nullable(),
      attempts: z.number().int().describe('Payment attempts made for the order'),
      last_attempt_status: z
        .enum(['pending', 'requires_action', 'succeeded', 'declined', 'abandoned'])
        .nullable()
        .describe('Null when the order was never charged'),
      intents_open: z
        .number()
        .int()
        .describe(
          'Attempts that took nothing whose intent is not cancelled at the provider yet: the order is not cancelled while any is',
        ),
    }),
  ),
).describe(
  'Orders never paid: cancelled a day after they were placed (nothing charged, their intents cancelled at the provider), or still waiting',
);
