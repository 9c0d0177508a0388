import { PRODUCT_WORDS } from '@fathom/domain/product-words';
import type { ProductKey } from '@fathom/domain/products';
import type { Database } from '../database';
import { seedInsuranceProviders } from './insurance-providers';

/**
 * Everything Fathom sells, with prices in cents. Ids are fixed so links to a product stay valid on every
 * installation. The catalogue is upserted at every start, with or without demo data. A product's title and description
 * are the domain's English (PRODUCT_WORDS): the pages, e-mails and receipts word it by its key in their reader's
 * language.
 */
export interface CatalogueEntry {
  id: string;
  key: ProductKey;
  sku: string;
  /** The product's variant id in the marketing site's cart; absent for what is only sold through the portal. */
  marketingVariantId?: string;
  productType:
    | 'analysis'
    | 'cryo'
    | 'supplement'
    | 'sti'
    | 'consultation'
    | 'dna'
    | 'vasectomy'
    | 'shipping'
    | 'package';
  priceCents: number;
  isCryogenic?: boolean;
  insuranceable?: boolean;
  /** Renews every `every` (default 1) months or years, for `billingCycles` periods (null: until cancelled). */
  subscription?: { repeats: 'month' | 'year'; every?: number; billingCycles: number | null };
  isAddon?: boolean;
  contents?: readonly ProductKey[];
}

export const catalogue: readonly CatalogueEntry[] = [
  {
    id: '48711245-8f92-4fbf-b916-dbd465084514',
    key: 'analysis',
    sku: 'analysis',
    marketingVariantId: '44010001',
    productType: 'analysis',
    priceCents: 19_500,
    insuranceable: true,
  },
  {
    id: '6925d537-95dc-45ff-9196-2b3bdff02973',
    key: 'dna_fragmentation',
    sku: 'dna_fragmentation',
    marketingVariantId: '44010002',
    productType: 'dna',
    priceCents: 15_000,
    insuranceable: true,
    isAddon: true,
  },
  {
    id: '8567bc4e-3ae0-4d62-8d3c-3cbe4b2122cf',
    key: 'cryo_monthly',
    sku: 'cryo_monthly',
    marketingVariantId: '44010003',
    productType: 'cryo',
    priceCents: 2_500,
    isCryogenic: true,
    subscription: { repeats: 'month', billingCycles: null },
  },
  {
    id: '46f4011f-8833-44d9-b7c5-2ee213ba8f41',
    key: 'cryo_six_months',
    sku: 'cryo_six_months',
    marketingVariantId: '44010004',
    productType: 'cryo',
    priceCents: 15_000,
    isCryogenic: true,
    subscription: { repeats: 'month', every: 6, billingCycles: null },
  },
  {
    id: 'a14449a1-698e-48c8-becb-4757efd3e15d',
    key: 'cryo_yearly',
    sku: 'cryo_yearly',
    marketingVariantId: '44010005',
    productType: 'cryo',
    priceCents: 27_500,
    isCryogenic: true,
    subscription: { repeats: 'year', billingCycles: null },
  },
  {
    id: 'c3f084e7-962e-479a-a71c-6d59b446177e',
    key: 'cryo_ten_years',
    sku: 'cryo_ten_years',
    marketingVariantId: '44010006',
    productType: 'cryo',
    priceCents: 199_500,
    isCryogenic: true,
    subscription: { repeats: 'year', every: 10, billingCycles: null },
  },
  {
    id: '91b6b0a5-fbfa-410a-a55d-9b8224a3a8e8',
    key: 'cryo_lifetime',
    sku: 'cryo_lifetime',
    marketingVariantId: '44010007',
    productType: 'cryo',
    priceCents: 299_500,
    isCryogenic: true,
  },
  // The NSW Package and Today + 12 Months Storage were sold under the keys bronze and tomorrow until the Bronze
  // and Tomorrow packages came: they come first, so that an existing catalogue frees those keys before the new
  // products take them (products.key is unique).
  {
    id: '6022a522-a8e1-43ac-9084-0716837596f1',
    key: 'nsw',
    sku: 'nsw',
    marketingVariantId: '44010008',
    productType: 'package',
    priceCents: 29_500,
    isCryogenic: true,
    contents: ['analysis', 'cryo_yearly'],
  },
  {
    id: '1aff5f86-09f5-40b3-a07f-697537b7fb80',
    key: 'today',
    sku: 'today',
    marketingVariantId: '44010009',
    productType: 'package',
    priceCents: 54_500,
    isCryogenic: true,
    contents: ['analysis', 'cryo_yearly'],
  },
  {
    id: '9b27c604-17cd-4364-8b0d-4565d7b9ab07',
    key: 'bronze',
    sku: 'bronze',
    marketingVariantId: '44010017',
    productType: 'package',
    priceCents: 39_500,
    isCryogenic: true,
    contents: ['analysis', 'cryo_six_months'],
  },
  {
    id: 'e0c323ca-55c4-41a2-990e-efcbac0d6c6c',
    key: 'tomorrow',
    sku: 'tomorrow',
    marketingVariantId: '44010018',
    productType: 'package',
    priceCents: 69_500,
    isCryogenic: true,
    contents: ['analysis', 'cryo_yearly'],
  },
  {
    id: '3828c27d-2518-40e8-a8b8-eb6447f965fd',
    key: 'platinum',
    sku: 'platinum',
    marketingVariantId: '44010010',
    productType: 'package',
    priceCents: 99_500,
    isCryogenic: true,
    contents: ['analysis', 'cryo_ten_years'],
  },
  {
    id: '44fde368-fbaa-48bd-9d78-899fef53079f',
    key: 'coq10',
    sku: 'coq10',
    marketingVariantId: '44010011',
    productType: 'supplement',
    priceCents: 3_900,
  },
  {
    id: '30b5c89b-4ad9-4fd9-b5ea-f56e334b3ec0',
    key: 'male_fertility_supplement',
    sku: 'male_fertility_supplement',
    marketingVariantId: '44010012',
    productType: 'supplement',
    priceCents: 5_900,
    subscription: { repeats: 'month', billingCycles: null },
  },
  {
    id: 'b73613bb-c94b-438f-9ab2-5bf5c48355e6',
    key: 'sti',
    sku: 'sti',
    marketingVariantId: '44010013',
    productType: 'sti',
    priceCents: 14_900,
  },
  {
    id: '18344d3f-b0c1-4c1a-a911-9ca2ef025d01',
    key: 'fertility_consultation',
    sku: 'fertility_consultation',
    marketingVariantId: '44010014',
    productType: 'consultation',
    priceCents: 4_900,
  },
  {
    id: '62744f1b-da81-49eb-b6af-756e5f2229b1',
    key: 'vasectomy_monthly',
    sku: 'vasectomy_monthly',
    marketingVariantId: '44010015',
    productType: 'vasectomy',
    priceCents: 3_000,
    isCryogenic: true,
    subscription: { repeats: 'month', billingCycles: null },
  },
  {
    id: '4243d192-5adc-407c-8c06-fc10d4272463',
    key: 'vasectomy_yearly',
    sku: 'vasectomy_yearly',
    marketingVariantId: '44010016',
    productType: 'vasectomy',
    priceCents: 29_900,
    isCryogenic: true,
    subscription: { repeats: 'year', billingCycles: null },
  },
  {
    id: '1fb2412b-2fe0-41a2-93cd-506f36b51e16',
    key: 'withdrawal_shipping',
    sku: 'withdrawal_shipping',
    productType: 'shipping',
    priceCents: 25_000,
  },
];

export function catalogueId(key: ProductKey): string {
  const entry = catalogue.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`No catalogue product has the key ${key}`);
  return entry.id;
}

/** Inserts or updates every catalogue product, package contents and accepted insurance plan, in one transaction. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, entry] of catalogue.entries()) {
      await tx.query(
        `INSERT INTO products (id, key, sku, title, name, description, product_type, price_cents, is_cryogenic,
           insuranceable, with_subscription, subscription_repeats_frequency, subscription_billing_cycles, is_addon,
           card_price_reference, active, sort_order, subscription_repeats_every, marketing_variant_id)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, true, $15, $16, $17)
         ON CONFLICT (id) DO UPDATE SET key = EXCLUDED.key, sku = EXCLUDED.sku, title = EXCLUDED.title,
           name = EXCLUDED.name, description = EXCLUDED.description, product_type = EXCLUDED.product_type,
           price_cents = EXCLUDED.price_cents, is_cryogenic = EXCLUDED.is_cryogenic,
           insuranceable = EXCLUDED.insuranceable, with_subscription = EXCLUDED.with_subscription,
           subscription_repeats_frequency = EXCLUDED.subscription_repeats_frequency,
           subscription_billing_cycles = EXCLUDED.subscription_billing_cycles, is_addon = EXCLUDED.is_addon,
           subscription_repeats_every = EXCLUDED.subscription_repeats_every,
           marketing_variant_id = EXCLUDED.marketing_variant_id,
           card_price_reference = EXCLUDED.card_price_reference, active = true, sort_order = EXCLUDED.sort_order`,
        [
          entry.id,
          entry.key,
          entry.sku,
          PRODUCT_WORDS.en[entry.key].title,
          PRODUCT_WORDS.en[entry.key].description,
          entry.productType,
          entry.priceCents,
          entry.isCryogenic ?? false,
          entry.insuranceable ?? false,
          entry.subscription !== undefined,
          entry.subscription?.repeats ?? null,
          entry.subscription?.billingCycles ?? null,
          entry.isAddon ?? false,
          `price_${entry.key}`,
          index,
          entry.subscription?.every ?? 1,
          entry.marketingVariantId ?? null,
        ],
      );
    }
    for (const entry of catalogue) {
      for (const key of entry.contents ?? []) {
        await tx.query(
          `INSERT INTO package_products (package_id, product_id, quantity) VALUES ($1, $2, 1)
           ON CONFLICT (package_id, product_id) DO NOTHING`,
          [entry.id, catalogueId(key)],
        );
      }
    }
    await seedInsuranceProviders(tx);
  });
}
