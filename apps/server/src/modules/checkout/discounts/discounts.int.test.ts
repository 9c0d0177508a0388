import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

interface Calculation {
  success: boolean;
  hint: string | null;
  discounts: { product_uuid: string; amount: number; amount_cents: number }[];
  targets: string[];
  subtotal: number | null;
  total: number | null;
  total_cents: number | null;
  alwaysSkipPaymentInfo: boolean;
  testable: boolean;
}

const analysis = catalogueId('analysis');
const sti = catalogueId('sti');
const coq10 = catalogueId('coq10');
const shipping = catalogueId('withdrawal_shipping');

describeOnDatabase('promo codes and email checks at checkout', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const calculate = async (code: string, items: { product_uuid: string; quantity: number }[]) => {
    const response = await fetch(`${server.url}/api/discounts/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, email: 'drew@example.com', items }),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: Calculation; message?: string },
    };
  };

  it('WELCOME10 takes 10% off every product, from the catalogue prices', async () => {
    const { status, body } = await calculate('welcome10', [
      { product_uuid: analysis, quantity: 1 },
      { product_uuid: coq10, quantity: 2 },
    ]);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ success: true, subtotal: 273, total: 245.7, total_cents: 24_570 });
  });

  it('SAVE50 needs $100: refused with its hint below it, $50 off above it', async () => {
    const below = await calculate('SAVE50', [{ product_uuid: coq10, quantity: 2 }]);
    expect(below.body.data).toMatchObject({ success: false, hint: 'SAVE50 needs an order of $100 or more' });
    const above = await calculate('SAVE50', [{ product_uuid: analysis, quantity: 1 }]);
    expect(above.body.data).toMatchObject({ success: true, subtotal: 195, total: 145 });
  });

  it('KITFREE takes only the semen analysis off, never the STI kit beside it', async () => {
    const { body } = await calculate('KITFREE', [
      { product_uuid: analysis, quantity: 1 },
      { product_uuid: sti, quantity: 1 },
    ]);
    expect(body.data.targets).toEqual([analysis]);
    expect(body.data.discounts).toEqual([{ product_uuid: analysis, amount: 195, amount_cents: 19_500 }]);
    expect(body.data.total).toBe(149);
  });

  it('never discounts withdrawal shipping', async () => {
    const { body } = await calculate('WELCOME10', [
      { product_uuid: analysis, quantity: 1 },
      { product_uuid: shipping, quantity: 1 },
    ]);
    expect(body.data.discounts.map((discount) => discount.product_uuid)).toEqual([analysis]);
    expect(body.data.total).toBe(175.5 + 250);
  });

  it('EXPIRED fails with the hint "This code has expired"', async () => {
    const { body } = await calculate('EXPIRED', [{ product_uuid: analysis, quantity: 1 }]);
    expect(body.data).toMatchObject({ success: false, hint: 'This code has expired' });
  });

  it('an unknown code fails with no hint, so the customer reads "Invalid promo code"', async () => {
    const { body } = await calculate('NOSUCHCODE', [{ product_uuid: analysis, quantity: 1 }]);
    expect(body.data).toMatchObject({ success: false, hint: null });
  });

  it('TESTORDER and SKIPPAY tell the checkout to skip payment', async () => {
    const test = await calculate('TESTORDER', [{ product_uuid: analysis, quantity: 1 }]);
    expect(test.body.data).toMatchObject({ success: true, testable: true });
    const skip = await calculate('SKIPPAY', [{ product_uuid: analysis, quantity: 1 }]);
    expect(skip.body.data).toMatchObject({ success: true, alwaysSkipPaymentInfo: true });
  });

  it('refuses a product that is not on sale with 422, and a quantity of 0', async () => {
    const unknown = await calculate('WELCOME10', [
      { product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('This product is not on sale.');
    const zero = await calculate('WELCOME10', [{ product_uuid: analysis, quantity: 0 }]);
    expect(zero.status).toBe(422);
  });

  it('checks email addresses with the sandbox rules', async () => {
    const check = async (email: string) => {
      const response = await fetch(`${server.url}/api/validate-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      return ((await response.json()) as { data: { valid: boolean } }).data.valid;
    };
    expect(await check('new.customer@example.com')).toBe(true);
    expect(await check('not-an-email')).toBe(false);
    expect(await check('someone@clinic.invalid')).toBe(false);
    expect(await check('bounce@example.com')).toBe(false);
  });
});
