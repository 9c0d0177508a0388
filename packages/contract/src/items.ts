import { z } from 'zod';
import { dataEnvelope, listMetaSchema } from './common';
import { addressSchema } from './orders';

export const itemListQuerySchema = z.object({
  displayable: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only the items the portal shows (not shipping of withdrawals)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(15),
  related: z.string().max(200).optional().describe('Accepted for compatibility; relationships always come'),
  'filter[analysis_without_cryo_addon]': z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only analyses no storage item is matched to'),
  'filter[available_cryogenic_items]': z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only storage items not yet matched to an analysis'),
});

export const cryoMatchRequestSchema = z.object({
  data: z
    .array(z.object({ cryogenic_uuid: z.string().max(100), analysis_uuid: z.string().max(100) }))
    .min(1)
    .max(20),
});
export type CryoMatchRequest = z.infer<typeof cryoMatchRequestSchema>;

export const itemActionRequestSchema = z.object({
  data: cryoMatchRequestSchema.shape.data.optional().describe('match-cryogenic-with-analyses: the pairings'),
  po_number: z.string().trim().min(1).max(64).optional().describe('validate: the kit’s order number'),
});
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;
export type ItemActionRequest = z.infer<typeof itemActionRequestSchema>;

/** validate answers the kit it registered; match-cryogenic-with-analyses answers null. */
export const itemActionResponseSchema = z.object({ data: z.object({ item_uuid: z.string() }).nullable() });
export type ItemActionResponse = z.infer<typeof itemActionResponseSchema>;

/** Where a kit goes: the order's address fields, without the delivery options. */
export const kitAddressSchema = addressSchema.omit({
  kit_delivery_type: true,
  preferred_delivery_date: true,
});
export type KitAddress = z.infer<typeof kitAddressSchema>;

export const kitDetailsSchema = z
  .object({
    shipping_address: kitAddressSchema.nullable(),
    kit_delivery_type: z.string().nullable(),
    preferred_delivery_date: z.string().nullable(),
    order_details_completed: z.boolean(),
    registered: z.boolean(),
    held_at_lab: z
      .boolean()
      .describe('The lab received the kit before it was registered and holds it until it is'),
    can_change_address: z.boolean().describe('Until the kit ships'),
    stages_reached: z
      .array(z.object({ stage: z.number().int(), reached_at: z.string() }))
      .describe('When the kit first reached each tracking stage so far (stage 1: the order)'),
    tracking_number: z.string().nullable().describe("The carrier's tracking number, once the kit ships"),
    tracking_url: z.string().nullable().describe("The carrier's page that follows the parcel"),
  })
  .describe('Delivery details of a kit');

const resultDocumentSchema = z
  .object({
    id: z.string(),
    type: z.literal('result-documents'),
    attributes: z.object({ ready_at: z.string() }),
  })
  .describe(
    'A released result by reference: its values come from GET /api/restify/result-documents/{id}, which records the read',
  );

export const itemResourceSchema = z
  .object({
    id: z.string(),
    type: z.literal('items'),
    attributes: z.object({
      uuid: z.string(),
      title: z.string(),
      category: z.enum(['analysis', 'sti', 'supplement', 'consultation', 'cryogenic']),
      status: z.object({ step: z.string().nullable() }),
      tracking_stage: z.number().int().nullable(),
      storage_status: z.object({ status: z.string().nullable() }),
      considering_freezing: z.string().nullable(),
      delivery_carrier: z.string().nullable(),
      po_number: z.string().nullable(),
      is_analysis: z.boolean(),
      is_sti: z.boolean(),
      is_consultation: z.boolean(),
      is_supplement: z.boolean(),
      is_cryogenic: z.boolean(),
      needs_mdi_validation: z.boolean(),
      price: z.number().nullable().describe('Dollars; the product price'),
      remaining_vials_count: z.number().int(),
      has_cryogenic_addons: z.boolean().describe('A storage plan is matched to this analysis'),
      created_at: z.string(),
      kit: kitDetailsSchema.nullable().describe('Analysis and STI kits only'),
    }),
    relationships: z.object({
      order: z
        .object({
          id: z.string(),
          type: z.literal('orders'),
          attributes: z.object({ po_number: z.string(), created_at: z.string() }),
        })
        .nullable(),
      package: z
        .object({
          id: z.string(),
          type: z.literal('products'),
          attributes: z.object({
            key: z
              .string()
              .nullable()
              .describe('The package by its key, which the pages word it by (@fathom/domain/product-words)'),
            title: z.string().describe('As the catalogue stores it, in English'),
          }),
        })
        .nullable()
        .describe('The package the item came in, if any'),
      documents: z
        .array(
          z.object({
            step: z.number().int(),
            title: z.string(),
            status: z.enum(['signed', 'to_sign']),
          }),
        )
        .optional()
        .describe('Item detail only: the agreements this kit needs and whether they are signed'),
      product: z
        .object({
          id: z.string(),
          type: z.literal('products'),
          attributes: z.object({ key: z.string().nullable(), title: z.string() }),
        })
        .nullable(),
      resultDocuments: z.array(resultDocumentSchema).describe('Released results only'),
    }),
  })
  .describe('A kit, analysis, storage plan or other thing the customer bought');
export type ItemResource = z.infer<typeof itemResourceSchema>;

export const itemListResponseSchema = z.object({ data: z.array(itemResourceSchema), meta: listMetaSchema });
export type ItemListResponse = z.infer<typeof itemListResponseSchema>;
export const itemResponseSchema = dataEnvelope(itemResourceSchema);

export const updateShippingAddressRequestSchema = z.object({ address: kitAddressSchema });
export type UpdateShippingAddressRequest = z.infer<typeof updateShippingAddressRequestSchema>;

export const addressOfUnshippedKitsResponseSchema = dataEnvelope(
  z.object({
    kits: z
      .array(
        z.object({
          id: z.string(),
          product_key: z
            .string()
            .nullable()
            .describe("The kit's product: the pages name the kit by this key (@fathom/domain/product-words)"),
          title: z.string().describe("The kit's name as the catalogue stores it, in English"),
          po_number: z.string().nullable(),
        }),
      )
      .describe('Every kit of the customer that had not shipped, now going to the new address'),
  }),
);
export type AddressOfUnshippedKitsResponse = z.infer<typeof addressOfUnshippedKitsResponseSchema>;

export const kitOrderDetailsRequestSchema = z.object({
  shipping_address: kitAddressSchema,
  kit_delivery_type: z.enum(['staggered', 'together']).default('staggered'),
  preferred_delivery_date: z.iso.date('Choose a delivery date from the calendar.').nullish(),
  considering_freezing: z.enum(['yes', 'no', 'not_sure']).nullish(),
});
export type KitOrderDetailsRequest = z.infer<typeof kitOrderDetailsRequestSchema>;

export const disabledDeliveryDatesResponseSchema = z.object({
  data: z.object({
    disabled_pdd_dates: z.array(z.string()).describe('YYYY-MM-DD dates that cannot be chosen'),
    earliest: z.string(),
    latest: z.string(),
  }),
});
export type DisabledDeliveryDatesResponse = z.infer<typeof disabledDeliveryDatesResponseSchema>;

export const savedAddressResponseSchema = dataEnvelope(
  kitAddressSchema
    .nullable()
    .describe(
      'The signed-in customer’s own address: where their newest kit goes (the onboarding address step changes it), else their newest order’s shipping address; null when they have none',
    ),
);
export type SavedAddressResponse = z.infer<typeof savedAddressResponseSchema>;
