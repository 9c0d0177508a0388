import { z } from 'zod';
import { dataEnvelope } from './common';

const productFields = {
  uuid: z.string().describe('Product id (uuid), stable across installations'),
  key: z.string().describe('Fixed product identifier, e.g. "analysis" or "cryo_yearly"'),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  product_type: z
    .enum([
      'analysis',
      'cryo',
      'supplement',
      'sti',
      'consultation',
      'dna',
      'vasectomy',
      'shipping',
      'package',
    ])
    .describe('"cryo" identifies storage plans; "package" a bundle of products'),
  price: z.number().describe('Price in US dollars'),
  price_cents: z.number().int(),
  sku: z.string(),
  stock: z.number().int().nullable().describe('Units left; null when not limited'),
  insuranceable: z.boolean(),
  is_cryogenic: z.boolean(),
  with_subscription: z.boolean(),
  subscription_repeats_frequency: z.enum(['month', 'year']).nullable(),
  subscription_billing_cycles: z.number().int().nullable().describe('Null: renews until cancelled'),
  subscription_repeats_every: z
    .number()
    .int()
    .describe('Renews every this many months or years (6 for a six-month plan)'),
  is_addon: z.boolean(),
  card_price_reference: z.string().nullable().describe('Price reference at the card payment provider'),
};

export const catalogueItemSchema = z.object(productFields).describe('Product of a package');
export const catalogueProductSchema = z
  .object({ ...productFields, products: z.array(catalogueItemSchema) })
  .describe('Product or package on sale; a package lists its products');
export type CatalogueProductResource = z.infer<typeof catalogueProductSchema>;

/**
 * The products on sale as the server's rooms read them to price and describe what they sell (checkout, storage,
 * the account summary): the catalogue room answers it, from memory after the first read.
 */
export interface Catalogue {
  products(): Promise<CatalogueProductResource[]>;
}

export const catalogueResponseSchema = dataEnvelope(z.array(catalogueProductSchema));

const namedCodeSchema = z.object({ code: z.string(), name: z.string() });

export const checkoutBindingsSchema = z.object({
  billing_address: z.object({ country: z.string() }),
  shipping_address: z.object({ country: z.string(), kit_delivery_type: z.enum(['staggered', 'together']) }),
  kit_delivery_types: z.array(z.enum(['staggered', 'together'])),
  countries: z.array(namedCodeSchema),
  states: z.array(namedCodeSchema),
  payment_providers: z.object({ card: z.string(), instalments: z.string() }),
});
export type CheckoutBindings = z.infer<typeof checkoutBindingsSchema>;
export const checkoutBindingsResponseSchema = dataEnvelope(checkoutBindingsSchema);
