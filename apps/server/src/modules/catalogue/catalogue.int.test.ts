import { PRODUCT_KEYS } from '@fathom/domain/products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface ProductBody {
  uuid: string;
  key: string;
  title: string;
  product_type: string;
  price: number;
  price_cents: number;
  with_subscription: boolean;
  subscription_repeats_frequency: string | null;
  products: { key: string }[];
}

describeOnDatabase('catalogue and checkout bindings', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => server?.close());

  const catalogue = async (): Promise<ProductBody[]> => {
    const response = await fetch(`${server.url}/api/checkouts`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return ((await response.json()) as { data: ProductBody[] }).data;
  };

  it('sells every fixed product, without signing in and without demo data', async () => {
    const keys = (await catalogue()).map((product) => product.key).sort();
    expect(keys).toEqual([...PRODUCT_KEYS].sort());
  });

  it('prices in dollars and in cents alike', async () => {
    const analysis = (await catalogue()).find((product) => product.key === 'analysis');
    expect(analysis).toMatchObject({ title: 'Semen Analysis', price: 195, price_cents: 19_500 });
    const consultation = (await catalogue()).find((product) => product.key === 'fertility_consultation');
    expect(consultation).toMatchObject({ price: 49, price_cents: 4_900 });
    const shipping = (await catalogue()).find((product) => product.key === 'withdrawal_shipping');
    expect(shipping).toMatchObject({ price: 250, product_type: 'shipping' });
  });

  it('lists what each package contains, and storage plans as cryo products', async () => {
    const products = await catalogue();
    const nsw = products.find((product) => product.title === 'NSW Package');
    expect(nsw?.product_type).toBe('package');
    expect(nsw?.products.map((item) => item.key).sort()).toEqual(['analysis', 'cryo_yearly']);
    expect(products.find((product) => product.title === 'Today + 12 Months Storage')?.key).toBe('today');
    const plans = products.filter((product) => product.product_type === 'cryo').map((product) => product.key);
    expect(plans).toEqual([
      'cryo_monthly',
      'cryo_six_months',
      'cryo_yearly',
      'cryo_ten_years',
      'cryo_lifetime',
    ]);
    const monthly = products.find((product) => product.key === 'cryo_monthly');
    expect(monthly).toMatchObject({ with_subscription: true, subscription_repeats_frequency: 'month' });
  });

  it('sells the Bronze and Tomorrow packages, each with an analysis and storage', async () => {
    const products = await catalogue();
    const bronze = products.find((product) => product.key === 'bronze');
    expect(bronze).toMatchObject({ title: 'Bronze Package', product_type: 'package', price: 395 });
    expect(bronze?.products.map((item) => item.key).sort()).toEqual(['analysis', 'cryo_six_months']);
    const tomorrow = products.find((product) => product.key === 'tomorrow');
    expect(tomorrow).toMatchObject({ title: 'Tomorrow Package', product_type: 'package', price: 695 });
    expect(tomorrow?.products.map((item) => item.key).sort()).toEqual(['analysis', 'cryo_yearly']);
  });

  it('keeps product ids stable, so links to a product work on every installation', async () => {
    const analysis = (await catalogue()).find((product) => product.key === 'analysis');
    expect(analysis?.uuid).toBe('48711245-8f92-4fbf-b916-dbd465084514');
  });

  it('defaults the checkout to the United States with staggered kit delivery', async () => {
    const response = await fetch(`${server.url}/api/checkout/bindings`);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        billing_address: { country: string };
        shipping_address: { country: string; kit_delivery_type: string };
        states: { code: string }[];
      };
    };
    expect(data.billing_address.country).toBe('US');
    expect(data.shipping_address).toEqual({ country: 'US', kit_delivery_type: 'staggered' });
    expect(data.states.map((state) => state.code)).toContain('CA');
  });
});

describe('catalogue seed', () => {
  it('runs again on a seeded database without duplicating anything', async () => {
    const server = await startTestServer({ database: 'pglite' });
    try {
      const { seedCatalogue } = await import('../../db/seed/catalogue');
      await seedCatalogue(server.db);
      const { rows } = await server.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM products WHERE key IS NOT NULL',
      );
      expect(rows[0]?.count).toBe(PRODUCT_KEYS.length);
    } finally {
      await server.close();
    }
  });

  it('moves the keys bronze and tomorrow from the packages that held them to the new packages', async () => {
    const server = await startTestServer({ database: 'pglite' });
    try {
      const { catalogueId, seedCatalogue } = await import('../../db/seed/catalogue');
      // The catalogue as an installation seeded it before: the NSW Package as bronze, Today as tomorrow.
      await server.db.query('DELETE FROM package_products WHERE package_id IN ($1, $2)', [
        catalogueId('bronze'),
        catalogueId('tomorrow'),
      ]);
      await server.db.query('DELETE FROM products WHERE id IN ($1, $2)', [
        catalogueId('bronze'),
        catalogueId('tomorrow'),
      ]);
      await server.db.query("UPDATE products SET key = 'bronze' WHERE id = $1", [catalogueId('nsw')]);
      await server.db.query("UPDATE products SET key = 'tomorrow' WHERE id = $1", [catalogueId('today')]);
      await seedCatalogue(server.db);
      const { rows } = await server.db.query<{ key: string; title: string }>(
        "SELECT key, title FROM products WHERE key IN ('bronze', 'tomorrow', 'nsw', 'today') ORDER BY key",
      );
      expect(rows).toEqual([
        { key: 'bronze', title: 'Bronze Package' },
        { key: 'nsw', title: 'NSW Package' },
        { key: 'today', title: 'Today + 12 Months Storage' },
        { key: 'tomorrow', title: 'Tomorrow Package' },
      ]);
    } finally {
      await server.close();
    }
  });
});
