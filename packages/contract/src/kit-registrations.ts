import { z } from 'zod';

/** The limited session a kit's details open (ADR 023): the kit's registration and order details alone. */
export const kitSessionSchema = z.object({
  first_name: z.string(),
  has_password: z.boolean().describe('False for a new customer, who chooses a password here'),
  kit: z.object({
    item_id: z.string(),
    title: z.string(),
    product_key: z
      .string()
      .nullable()
      .describe("The kit's product, by which the page names it in its language"),
    kit_identifier: z.string().nullable(),
    registered_at: z.string(),
    registered_with: z.enum(['qr_code', 'po_number']),
    po_number: z.string().nullable(),
    ordered_at: z.string(),
    tracking_stage: z.number().int().nullable(),
    order_details_completed: z.boolean(),
    order_status: z
      .enum(['pending_payment', 'paid', 'paying_instalments', 'payment_failed', 'cancelled'])
      .nullable()
      .describe("The order's payment, as billing states it; null for a kit without an order"),
  }),
});
export type KitSession = z.infer<typeof kitSessionSchema>;
export const kitSessionResponseSchema = z.object({ data: kitSessionSchema });

export const kitSessionPasswordRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password.').max(1024),
});
export type KitSessionPasswordRequest = z.infer<typeof kitSessionPasswordRequestSchema>;

export const kitSignInResponseSchema = z.object({
  data: z.object({
    token: z.string().describe("A limited session: this kit's registration and order details alone"),
  }),
});
export type KitSignInResponse = z.infer<typeof kitSignInResponseSchema>;

export const verifyClientDateOfBirthRequestSchema = z.object({
  date_of_birth: z.iso.date('Enter your date of birth.'),
});
export type VerifyClientDateOfBirthRequest = z.infer<typeof verifyClientDateOfBirthRequestSchema>;

export const verifyKitByOrderRequestSchema = z.object({
  po_number: z.string().trim().min(1, 'Enter the order number printed on your kit.').max(64),
  date_of_birth: z.iso.date('Enter your date of birth.'),
});
export type VerifyKitByOrderRequest = z.infer<typeof verifyKitByOrderRequestSchema>;

export const kitRegistrationListResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      type: z.literal('kit-registrations'),
      attributes: z.object({
        title: z.string(),
        product_key: z
          .string()
          .nullable()
          .describe("The kit's product, by which the page names it in its language"),
        method: z.string(),
        registered_at: z.string(),
      }),
    }),
  ),
  meta: z.object({ registered: z.number().int(), unregistered: z.number().int() }),
});
export type KitRegistrationListResponse = z.infer<typeof kitRegistrationListResponseSchema>;
