import { z } from 'zod';
import { dataEnvelope } from './common';

const recipientAddressSchema = z.object({
  address_1: z.string().trim().min(1, 'Enter the address.').max(200),
  address_2: z.string().trim().max(200).nullish(),
  city: z.string().trim().min(1, 'Enter the city.').max(100),
  state: z.string().trim().max(100).nullish(),
  postal_code: z.string().trim().min(1, 'Enter the postal code.').max(20),
  country: z.string().trim().length(2, 'Choose the country.'),
});

export const withdrawalRequestSchema = z.object({
  item_uuid: z.string().max(100),
  understood: z.boolean(),
  destination: z.enum(['domestic', 'international']),
  recipient_type: z.string().max(50),
  recipient_name: z.string().trim().min(1, 'Enter the name of the medical professional.').max(200),
  recipient_facility: z.string().trim().min(1, 'Enter the name of the facility.').max(200),
  recipient_address: recipientAddressSchema,
  recipient_email: z.email('Enter a valid email address.').max(254),
  recipient_phone: z.string().trim().min(5, 'Enter a phone number.').max(30),
  requested_date: z.string().max(10),
  timezone: z.string().max(100),
  vial_count: z.number().int(),
  signature: z.string().max(200),
  password: z.string().max(200).optional().describe('The account password, to confirm it is the customer'),
  one_time_password: z.string().max(10).optional().describe('Instead of the password, with two-factor auth'),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(['awaiting_partner_consent', 'awaiting_quote', 'requested', 'shipped', 'cancelled']),
  requested_date: z.string(),
  vial_count: z.number().int(),
});
export const withdrawalResponseSchema = dataEnvelope(withdrawalSchema);
