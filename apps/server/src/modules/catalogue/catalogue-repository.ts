import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { Queryable } from '../../db/database';

interface ProductRow {
  id: string;
  key: string;
  sku: string;
  title: string;
  name: string | null;
  description: string;
  product_type: CatalogueProductResource['product_type'];
  price_cents: number;
  stock: number | null;
  insuranceable: boolean;
  is_cryogenic: boolean;
  with_subscription: boolean;
  subscription_repeats_frequency: 'month' | 'year' | null;
  subscription_billing_cycles: number | null;
  subscription_repeats_every: number;
  is_addon: boolean;
  card_price_reference: string | null;
}

interface PackageContentRow {
  package_id: string;
  product_id: string;
}

function toProduct(row: ProductRow): Omit<CatalogueProductResource, 'products'> {
  return {
    uuid: row.id,
    key: row.key,
    title: row.title,
    name: row.name ?? row.title,
    description: row.description,
    product_type: row.product_type,
    price: row.price_cents / 100,
    price_cents: row.price_cents,
    sku: row.sku,
    stock: row.stock,
    insuranceable: row.insuranceable,
    is_cryogenic: row.is_cryogenic,
    with_subscription: row.with_subscription,
    subscription_repeats_frequency: row.subscription_repeats_frequency,
    subscription_billing_cycles: row.subscription_billing_cycles,
    subscription_repeats_every: row.subscription_repeats_every,
    is_addon: row.is_addon,
    card_price_reference: row.card_price_reference,
  };
}

/** Every active product with its package contents: two queries, whatever the catalogue's size. */
export async function listActiveProducts(db: Queryable): Promise<CatalogueProductResource[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT id, key, sku, title, name, description, product_type, price_cents, stock, insuranceable, is_cryogenic,
            with_subscription, subscription_repeats_frequency, subscription_billing_cycles, subscription_repeats_every, is_addon, card_price_reference
       FROM products
      WHERE active AND key IS NOT NULL
      ORDER BY sort_order, title`,
  );
  const { rows: contents } = await db.query<PackageContentRow>(
    'SELECT package_id, product_id FROM package_products ORDER BY package_id, product_id',
  );
  const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
  return rows.map((row) => ({
    ...toProduct(row),
    products: contents
      .filter((content) => content.package_id === row.id)
      .flatMap((content) => {
        const product = byId.get(content.product_id);
        return product ? [product] : [];
      }),
  }));
}
