// @vitest-environment node
import { BUSY_MESSAGE } from '@fathom/domain/http-errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { placeOrder } from './api/place-order';
import { ANALYSIS, BINDINGS, ORDER_RESULT } from './checkout-fixtures';
import { initialCheckoutForm } from './checkout-form';
import type { OrderPayloadOptions } from './order-payload';
import { createOrderPlacer } from './use-place-order';

vi.mock('./api/place-order', () => ({ placeOrder: vi.fn() }));
vi.mock('../../lib/analytics', () => ({ analytics: { track: vi.fn(), identify: vi.fn() } }));
vi.mock('../../lib/config', () => ({ appConfig: { cardPayments: { provider: 'sandbox' } } }));

const sent = vi.mocked(placeOrder);
const options: Omit<OrderPayloadOptions, 'timezone'> = {
  form: {
    ...initialCheckoutForm(BINDINGS, 'new.customer@example.com'),
    first_name: 'Alex',
    last_name: 'Rivera',
  },
  cart: [{ id: ANALYSIS.uuid, name: 'Semen Analysis', count: 1 }],
  promo: null,
  isGift: false,
  skipPayment: false,
  skipShipping: false,
  paymentToken: 'pm_sandbox_visa',
  affiliate: null,
  hasAuthorizedUser: false,
  insuranceApplicationUuid: null,
  withdrawalUuid: null,
};
const apiError = (status: number, message: string, code?: string) =>
  new ApiError({
    status,
    message,
    kind: status === 0 ? 'network_error' : 'bad_request',
    body: code ? { code, message } : undefined,
    method: 'POST',
    path: '/checkout',
  });
const keys = () => sent.mock.calls.map(([, key]) => key);

/** The tab's storage, which a reload keeps. */
function stubTabStorage() {
  const kept = new Map<string, string>();
  vi.stubGlobal('window', {
    sessionStorage: {
      getItem: (name: string) => kept.get(name) ?? null,
      setItem: (name: string, value: string) => kept.set(name, value),
      removeItem: (name: string) => kept.delete(name),
    },
  });
  return kept;
}

beforeEach(() => sent.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('placing an order', () => {
  it('answers the order placed', async () => {
    sent.mockResolvedValueOnce(ORDER_RESULT);
    expect(await createOrderPlacer()(options, [ANALYSIS])).toEqual({ placed: ORDER_RESULT });
  });

  it('pays the same order with another card after a decline: the same key, the declined message', async () => {
    const place = createOrderPlacer();
    sent.mockRejectedValueOnce(apiError(402, 'Your card was declined. Please try another card.'));
    sent.mockResolvedValueOnce(ORDER_RESULT);
    expect(await place({ ...options, paymentToken: 'pm_sandbox_declined' }, [ANALYSIS])).toEqual({
      failed: { message: 'Your card was declined. Please try another card.', paymentDeclined: true },
    });
    expect(await place(options, [ANALYSIS])).toEqual({ placed: ORDER_RESULT });
    expect(keys()[0]).toBeTruthy();
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('says the server is busy on a 503, from its answer or in its own words, and sends the same key again', async () => {
    const place = createOrderPlacer();
    sent.mockRejectedValueOnce(
      new ApiError({
        status: 503,
        message: BUSY_MESSAGE,
        kind: 'bad_response',
        body: { message: BUSY_MESSAGE },
        method: 'POST',
        path: '/checkout',
      }),
    );
    sent.mockRejectedValueOnce(
      new ApiError({
        status: 503,
        message: 'Request failed with status code 503',
        kind: 'bad_response',
        body: '<html>Service Unavailable</html>',
        method: 'POST',
        path: '/checkout',
      }),
    );
    sent.mockResolvedValueOnce(ORDER_RESULT);
    const busy = { failed: { message: BUSY_MESSAGE, paymentDeclined: false } };
    expect(await place(options, [ANALYSIS])).toEqual(busy);
    expect(await place(options, [ANALYSIS])).toEqual(busy);
    expect(await place(options, [ANALYSIS])).toEqual({ placed: ORDER_RESULT });
    expect(new Set(keys()).size).toBe(1);
  });

  it('places an order whose answer was lost again under the same key, also after a reload of the tab', async () => {
    stubTabStorage();
    sent.mockRejectedValueOnce(apiError(0, ''));
    sent.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sent.mockResolvedValueOnce(ORDER_RESULT);
    expect(await createOrderPlacer()(options, [ANALYSIS])).toEqual({
      failed: { message: 'We could not place your order. Please try again.', paymentDeclined: false },
    });
    // A reload is a new page, with a placer of its own: the tab's storage keeps the cart's key.
    const reloaded = createOrderPlacer();
    expect((await reloaded(options, [ANALYSIS])) as unknown).toMatchObject({
      failed: { paymentDeclined: false },
    });
    expect(await reloaded(options, [ANALYSIS])).toEqual({ placed: ORDER_RESULT });
    expect(new Set(keys()).size).toBe(1);
  });

  it("gives the cart's next order a key of its own once this one is placed", async () => {
    const kept = stubTabStorage();
    sent.mockResolvedValue(ORDER_RESULT);
    await createOrderPlacer()(options, [ANALYSIS]);
    expect(kept.size).toBe(0);
    await createOrderPlacer()(options, [ANALYSIS]);
    expect(keys()[1]).not.toBe(keys()[0]);
  });

  it('takes a new key when the server had the key for an order with other details, and says the details changed', async () => {
    const place = createOrderPlacer();
    sent.mockRejectedValueOnce(
      apiError(422, 'This Idempotency-Key was used for a different order.', 'idempotency_key_reused'),
    );
    sent.mockResolvedValueOnce(ORDER_RESULT);
    expect(await place(options, [ANALYSIS])).toEqual({
      failed: {
        message:
          'Your details changed since this checkout last tried to place the order. Please check them and place the order again.',
        paymentDeclined: false,
      },
    });
    await place(options, [ANALYSIS]);
    expect(keys()[1]).not.toBe(keys()[0]);
  });
});

describe('a card whose bank asks the customer to confirm (3-D Secure)', () => {
  const asking = {
    ...ORDER_RESULT,
    payment_action: { type: 'authenticate' as const, client_secret: 'pi_1_secret_x' },
  };

  it('lets the customer answer their bank, then sends the same order again with the same key', async () => {
    sent.mockResolvedValueOnce(asking).mockResolvedValueOnce(ORDER_RESULT);
    const authenticate = vi.fn(async () => {});
    expect(await createOrderPlacer(authenticate)(options, [ANALYSIS])).toEqual({ placed: ORDER_RESULT });
    expect(authenticate).toHaveBeenCalledWith('pi_1_secret_x');
    expect(sent.mock.calls[1]?.[0]).toEqual(sent.mock.calls[0]?.[0]);
    expect(new Set(keys()).size).toBe(1);
  });

  it('stops asking after two rounds, and offers another card', async () => {
    sent.mockResolvedValue(asking);
    const authenticate = vi.fn(async () => {});
    expect(await createOrderPlacer(authenticate)(options, [ANALYSIS])).toEqual({
      failed: {
        message: 'Your bank has not confirmed this payment. Please try again, or use another card.',
        paymentDeclined: true,
      },
    });
    expect(authenticate).toHaveBeenCalledTimes(2);
  });
});
