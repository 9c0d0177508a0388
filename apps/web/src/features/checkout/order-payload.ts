import type { DiscountCalculation } from '@fathom/contract/discounts';
import type { PlaceOrderRequest } from '@fathom/contract/orders';
import { type Cart, withSplitPayment } from '@fathom/domain/cart';
import { buildOrderPayload } from '@fathom/domain/checkout';
import { type CheckoutForm, checkoutModel, type ModelContext } from './checkout-form';

export interface OrderPayloadOptions extends ModelContext {
  form: CheckoutForm;
  cart: Cart;
  promo: DiscountCalculation | null;
  timezone: string;
  isGift: boolean;
  skipPayment: boolean;
  skipShipping: boolean;
  /** The token the card form made in the browser; the card number itself is never sent. */
  paymentToken: string | null;
  affiliate: string | null;
}

/** POST /api/checkout's body: the domain's payload plus names, gift, token and affiliate. */
export function orderPayload(options: OrderPayloadOptions): PlaceOrderRequest {
  const { form, skipPayment, paymentToken } = options;
  const instalments = !skipPayment && form.payment_method === 'instalments';
  const { payment: _method, ...base } = buildOrderPayload({
    model: checkoutModel(form, options),
    cart: withSplitPayment(options.cart, instalments),
    promo: options.promo,
    timezone: options.timezone,
    hasAuthorizedUser: options.hasAuthorizedUser,
    skipPayment,
    skipShipping: options.skipShipping,
  });
  const payload: PlaceOrderRequest = {
    ...base,
    account_details: {
      ...base.account_details,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
    },
  };
  if (!options.insuranceApplicationUuid) delete payload.insurance;
  if (!options.withdrawalUuid) delete payload.withdrawal_uuid;
  if (skipPayment) delete payload.billing_address_type;
  else if (paymentToken)
    payload.payment = { payment_method: form.payment_method, payment_method_token: paymentToken };
  if (options.isGift) {
    payload.gift = {
      is_gift: true,
      recipient_name: form.gift.recipient_name.trim(),
      recipient_email: form.gift.recipient_email.trim(),
      message: form.gift.message.trim(),
    };
  }
  if (options.affiliate) payload.affiliate = options.affiliate;
  return payload;
}
