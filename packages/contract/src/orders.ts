import { z } from 'zod';
import { dataEnvelope, listMetaSchema } from './common';
import { cartLineSchema } from './discounts';

export const addressSchema = z.object({
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  address_1: z.string().trim().min(1).max(200),
  address_2: z.string().trim().max(200).nullish(),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().min(1).max(100),
  postal_code: z.string().trim().min(1).max(20),
  country: z.string().trim().min(2).max(2),
  phone: z.string().trim().min(1).max(30),
  kit_delivery_type: z.string().max(30).nullish(),
  preferred_delivery_date: z.string().max(10).nullish(),
});

const paymentChoiceSchema = z.object({
  payment_method: z.enum(['card', 'instalments']),
  payment_method_token: z.string().min(1).max(200),
});

export const placeOrderRequestSchema = z.object({
  account_details: z.object({
    email: z.email().max(254),
    first_name: z.string().trim().min(1).max(100),
    last_name: z.string().trim().min(1).max(100),
    has_authorized_user: z.boolean().optional(),
  }),
  gift: z
    .object({
      is_gift: z.literal(true),
      recipient_name: z.string().trim().min(1).max(200),
      recipient_email: z.email().max(254),
      message: z.string().max(1000),
    })
    .optional(),
  shipping_address: addressSchema.nullish(),
  billing_address: addressSchema.nullish(),
  billing_address_type: z.enum(['same_as_shipping', 'different_billing_address']).optional(),
  payment: paymentChoiceSchema.nullish(),
  insurance: z.object({ application_uuid: z.string().nullish() }).nullish(),
  withdrawal_uuid: z.string().nullish(),
  timezone: z.string().max(100),
  items: z
    .array(cartLineSchema.extend({ extradata: z.string().max(50).nullish() }))
    .min(1)
    .max(50),
  discount: z
    .object({ code: z.string().max(64) })
    .passthrough()
    .nullish(),
  affiliate: z.string().max(100).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

/** Paying an order left unpaid, from its page: another card, or none to ask the latest attempt's card again. */
export const payUnpaidOrderRequestSchema = z.object({ payment: paymentChoiceSchema.nullish() });
export type PayUnpaidOrderRequest = z.infer<typeof payUnpaidOrderRequestSchema>;

const instalmentSchema = z.object({ number: z.number().int(), due_date: z.string(), amount: z.number() });
const instalmentStatusSchema = z
  .enum(['paid', 'scheduled', 'pending', 'declined', 'failed'])
  .describe(
    'pending: being charged; declined: it is retried; failed: no retry is left, the card must change',
  );

export const orderResultSchema = z.object({
  order_id: z.string(),
  po_number: z.string(),
  final_price: z.number().describe('What the customer pays, in dollars'),
  revenue: z.number(),
  is_insurance_order: z.boolean(),
  affiliate: z.string().nullable(),
  invoice: z.object({
    subtotal: z.number(),
    discount_savings: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  client: z.object({ number: z.string() }),
  instalments: z.array(instalmentSchema).nullable(),
  payment_action: z
    .object({ type: z.literal('authenticate'), client_secret: z.string() })
    .optional()
    .describe(
      'Present when the card needs the customer: their bank asks them to authenticate (3-D Secure). The browser completes it with the client secret (Stripe.js, or the sandbox’s page), then sends the same order again with the same Idempotency-Key, which settles the payment.',
    ),
});
export type OrderResult = z.infer<typeof orderResultSchema>;
export const orderResultResponseSchema = dataEnvelope(orderResultSchema);

export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  related: z.string().max(200).optional(),
});

/** Where an order stands; `cancelled`: it was never paid, and was cancelled a day after it was placed. */
export const orderStatusSchema = z.enum([
  'pending_payment',
  'paid',
  'paying_instalments',
  'payment_failed',
  'cancelled',
]);

export const orderResourceSchema = z.object({
  id: z.string(),
  type: z.literal('orders'),
  attributes: z.object({
    po_number: z.string(),
    created_at: z.string(),
    created_on: z
      .string()
      .describe(
        "YYYY-MM-DD: the day it was placed in the clinic's time zone (order-dates.ts), as every page and receipt writes it",
      ),
    status: orderStatusSchema,
    final_price: z.number(),
    is_insurance_order: z.boolean(),
    is_gift: z.boolean(),
    invoice: z.object({
      subtotal: z.number(),
      discount_savings: z.number(),
      tax: z.number(),
      total: z.number(),
    }),
    instalments: z.array(instalmentSchema.extend({ status: instalmentStatusSchema })).nullable(),
    cart_link: z
      .string()
      .nullable()
      .describe(
        "An order cancelled unpaid: the portal's checkout with the order's items in its cart, to place it again (a path); null for any other",
      ),
  }),
  relationships: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        type: z.literal('order-items'),
        attributes: z.object({
          title: z.string(),
          quantity: z.number().int(),
          created_at: z.string(),
          unit_price: z.number(),
        }),
        relationships: z.object({
          product: z.object({
            uuid: z.string(),
            key: z.string().nullable(),
            title: z.string(),
            marketing_variant_id: z
              .string()
              .nullable()
              .describe(
                "The product's variant id in the marketing site's cart; null when it is not sold there",
              ),
          }),
        }),
      }),
    ),
  }),
});
export type OrderResource = z.infer<typeof orderResourceSchema>;
export const orderListResponseSchema = z.object({ data: z.array(orderResourceSchema), meta: listMetaSchema });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderConfirmationParamsSchema = z.object({
  poNumber: z.string().max(20).describe('The order number, e.g. FA12345678'),
});

/** One order as its confirmation page shows it to the buyer. */
export const orderConfirmationSchema = z.object({
  order_id: z.string(),
  po_number: z.string(),
  created_at: z.string(),
  created_on: z
    .string()
    .describe(
      "YYYY-MM-DD: the day it was placed in the clinic's time zone (order-dates.ts), as every page and receipt writes it",
    ),
  status: orderStatusSchema,
  email: z.string().describe('Where the confirmation email went'),
  final_price: z.number().describe('The order total, in dollars'),
  is_insurance_order: z.boolean(),
  is_gift: z.boolean(),
  payment_method: z.enum(['card', 'instalments']).nullable().describe('Null when there was nothing to pay'),
  invoice: z.object({
    subtotal: z.number(),
    discount_savings: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  instalments: z
    .array(instalmentSchema.extend({ status: instalmentStatusSchema }))
    .nullable()
    .describe(
      'The three parts of an order paid in instalments: the first charged today, the others scheduled',
    ),
  items: z.array(
    z.object({
      title: z.string(),
      quantity: z.number().int(),
      unit_price: z.number().describe('Dollars; 0 for what a package of the order includes'),
      product_uuid: z.string(),
      product_key: z.string().nullable(),
      product_type: z.string(),
    }),
  ),
  kit_delivery: z
    .object({ preferred_delivery_date: z.string().nullable() })
    .nullable()
    .describe('Null when nothing is shipped'),
  withdrawal_item_id: z
    .string()
    .nullable()
    .describe('The stored sample whose withdrawal this order pays the shipping of'),
  cart_link: z
    .string()
    .nullable()
    .describe(
      "An order cancelled unpaid: the portal's checkout with the order's items in its cart, to place it again (a path); null for any other",
    ),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
export const orderConfirmationResponseSchema = dataEnvelope(orderConfirmationSchema);

/** The emailed link's token that claims an order placed with the account's address without signing in. */
export const orderClaimRequestSchema = z.object({
  token: z.string().min(20).max(100),
});
export type OrderClaimRequest = z.infer<typeof orderClaimRequestSchema>;

export const orderClaimResponseSchema = dataEnvelope(z.object({ po_number: z.string() }));
export type OrderClaimResponse = z.infer<typeof orderClaimResponseSchema>;
