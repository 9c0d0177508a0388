import type { CatalogueProduct } from '@fathom/domain/products';
import type { PromoResult } from '@fathom/domain/promo-codes';

/** A product or package of GET /api/checkouts. */
export interface CheckoutProduct extends CatalogueProduct {
  description?: string | null;
  /** Dollars. */
  price: number;
  price_cents: number;
  sku?: string | null;
  stock?: number | null;
  insuranceable?: boolean;
  is_cryogenic?: boolean;
  subscription_repeats_frequency?: 'month' | 'year' | null;
  subscription_billing_cycles?: number | null;
  is_addon?: boolean;
  products?: CheckoutProduct[];
}

export interface NamedCode {
  code: string;
  name: string;
}

export interface CheckoutBindings {
  billing_address?: { country?: string | null } | null;
  shipping_address?: { country?: string | null; kit_delivery_type?: string | null } | null;
  kit_delivery_types?: string[];
  countries?: NamedCode[];
  states?: NamedCode[];
  payment_providers?: { card?: string; instalments?: string };
}

export interface PromoDiscount {
  product_uuid: string;
  amount: number;
  amount_cents?: number;
}

export type CheckoutPromo = PromoResult<PromoDiscount[]> & {
  subtotal_cents?: number | null;
  total_cents?: number | null;
};

export interface OrderInstalment {
  number: number;
  due_date: string;
  amount: number;
}

export interface OrderResult {
  order_id: string | number;
  po_number: string;
  final_price: number;
  revenue: number;
  is_insurance_order: boolean;
  affiliate?: string | null;
  invoice: { subtotal: number; discount_savings: number; tax: number; total: number };
  client: { number: string };
  instalments: OrderInstalment[] | null;
}
