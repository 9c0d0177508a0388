import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import type { OrderResult } from '@fathom/contract/orders';

function product(
  overrides: Partial<CatalogueProductResource> & Pick<CatalogueProductResource, 'uuid' | 'key' | 'title'>,
): CatalogueProductResource {
  return {
    name: overrides.title,
    description: '',
    product_type: 'analysis',
    price: 0,
    price_cents: 0,
    sku: overrides.key.toUpperCase(),
    stock: null,
    insuranceable: false,
    is_cryogenic: false,
    with_subscription: false,
    subscription_repeats_frequency: null,
    subscription_billing_cycles: null,
    subscription_repeats_every: 1,
    is_addon: false,
    card_price_reference: null,
    products: [],
    ...overrides,
  };
}

export const ANALYSIS = product({
  uuid: 'p-analysis',
  key: 'analysis',
  title: 'Semen Analysis',
  price: 199,
  price_cents: 19_900,
  insuranceable: true,
});
export const TOMORROW = product({
  uuid: 'p-tomorrow',
  key: 'tomorrow',
  title: 'Tomorrow Package',
  price: 495,
  price_cents: 49_500,
  product_type: 'package',
});
export const DNA = product({
  uuid: 'p-dna',
  key: 'dna_fragmentation',
  title: 'DNA Fragmentation Analysis',
  price: 150,
  price_cents: 15_000,
  product_type: 'dna',
  is_addon: true,
  insuranceable: true,
});
export const CONSULTATION = product({
  uuid: 'p-consultation',
  key: 'fertility_consultation',
  title: 'Fertility Consultation',
  price: 49,
  price_cents: 4_900,
  product_type: 'consultation',
});
export const CRYO_MONTHLY = product({
  uuid: 'p-cryo-monthly',
  key: 'cryo_monthly',
  title: 'Cryogenic Storage, monthly plan',
  price: 15,
  price_cents: 1_500,
  product_type: 'cryo',
  with_subscription: true,
  subscription_repeats_frequency: 'month',
});

export const COQ10 = product({
  uuid: 'p-coq10',
  key: 'coq10',
  title: 'CoQ10 Supplement',
  price: 39,
  price_cents: 3_900,
  product_type: 'supplement',
});
export const CATALOGUE: CatalogueProductResource[] = [
  ANALYSIS,
  TOMORROW,
  DNA,
  CONSULTATION,
  CRYO_MONTHLY,
  COQ10,
];

export const BINDINGS: CheckoutBindings = {
  billing_address: { country: 'US' },
  shipping_address: { country: 'US', kit_delivery_type: 'staggered' },
  kit_delivery_types: ['staggered', 'together'],
  countries: [{ code: 'US', name: 'United States' }],
  states: [
    { code: 'CA', name: 'California' },
    { code: 'TX', name: 'Texas' },
  ],
  payment_providers: { card: 'sandbox', instalments: 'sandbox' },
};

export const ORDER_RESULT: OrderResult = {
  order_id: '3f1c2b9a-5d4e-4c8b-9a7f-1e2d3c4b5a69',
  po_number: 'PO-1001',
  final_price: 199,
  revenue: 199,
  is_insurance_order: false,
  affiliate: null,
  invoice: { subtotal: 199, discount_savings: 0, tax: 0, total: 199 },
  client: { number: 'C-5001' },
  instalments: null,
};
