import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

export const callSourceSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .default('portal')
  .describe('Where the button sits');

export const scheduleLinkQuerySchema = z.object({ source: callSourceSchema });
export const scheduleLinkResponseSchema = dataEnvelope(z.object({ link: z.string() }));
export type ScheduleLinkResponse = z.infer<typeof scheduleLinkResponseSchema>;

export const resultsCallSchema = z.object({
  id: z.string(),
  starts_at: isoDateTimeSchema,
  source: z.string(),
});
export type ResultsCall = z.infer<typeof resultsCallSchema>;

export const callSlotsResponseSchema = z.object({
  data: z.array(z.object({ starts_at: isoDateTimeSchema })),
  meta: z.object({
    time_zone: z.string().describe('The care team’s IANA time zone, in which the slots are defined'),
    address_state: z
      .string()
      .nullable()
      .describe(
        'The state of the customer’s latest kit address: where they are when the browser does not tell its zone',
      ),
  }),
});
export type CallSlotsResponse = z.infer<typeof callSlotsResponseSchema>;

export const upcomingCallsResponseSchema = dataEnvelope(z.array(resultsCallSchema));

export const bookCallRequestSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  source: callSourceSchema,
});
export type BookCallRequest = z.input<typeof bookCallRequestSchema>;
export const bookCallResponseSchema = dataEnvelope(resultsCallSchema);

export const cancelCallParamsSchema = z.object({ callId: z.uuid() });
