/** Analytics events and remote logging (specification sections 5, 7 and 8). */
import { CURRENCY } from './constants';
import { revenueTwoDecimals } from './format';
import { type OfferKey, offersOfProducts } from './products';

export const ANALYTICS_EVENTS = {
  orderCompleted: 'Order Completed',
  checkoutStarted: 'Checkout Started',
  productAdded: 'Product Added',
  emailValidationFailed: 'Email Validation Failed',
} as const;
export const EMAIL_VALIDATION_FAILED_SOURCE = 'Checkout';

export const CONVERSION_EVENTS = {
  tomorrow: 'Tomorrow Conversion',
  forever: 'Forever Conversion',
  cryo: 'Cryo Conversion',
} as const;
export type ConversionEvent = (typeof CONVERSION_EVENTS)[keyof typeof CONVERSION_EVENTS];

export interface PurchaseInput {
  clientNumber: string;
  email: string;
  poNumber: string;
  /** Dollars. */
  revenue: number | string | null | undefined;
  coupon?: string | null;
}

export interface PurchaseEvent {
  user: { number: string; email: string };
  currency: typeof CURRENCY;
  po_number: string;
  /** Two decimals, e.g. "99.50". */
  revenue: string;
  coupon: string | null;
}

export function purchaseEvent({
  clientNumber,
  email,
  poNumber,
  revenue,
  coupon,
}: PurchaseInput): PurchaseEvent {
  return {
    user: { number: clientNumber, email },
    currency: CURRENCY,
    po_number: poNumber,
    revenue: revenueTwoDecimals(revenue),
    coupon: coupon?.trim() ? coupon : null,
  };
}

export interface ConversionInput {
  /** The catalogue's keys of the products ordered. */
  productKeys: readonly (string | null | undefined)[];
  /** Offers the order came from besides those its products belong to. */
  offerKeys?: readonly OfferKey[];
}

/**
 * The conversion events an order raises: Tomorrow and Forever when it buys a product of that offer (the
 * Tomorrow Package; lifetime storage) or came from it, and Cryo for any cryo storage plan.
 */
export function conversionEvents({ productKeys, offerKeys = [] }: ConversionInput): ConversionEvent[] {
  const offers = new Set([...offersOfProducts(productKeys), ...offerKeys]);
  const events: ConversionEvent[] = [];
  if (offers.has('tomorrow')) events.push(CONVERSION_EVENTS.tomorrow);
  if (offers.has('forever')) events.push(CONVERSION_EVENTS.forever);
  if (productKeys.some((key) => key?.startsWith('cryo_'))) events.push(CONVERSION_EVENTS.cryo);
  return events;
}

export const REMOTE_LOG_LEVELS = ['INFO', 'DEBUG', 'WARNING', 'ERROR'] as const;
export type RemoteLogLevel = (typeof REMOTE_LOG_LEVELS)[number];
export const REMOTE_LOGGING_FAILED_MESSAGE = 'Logging to Remote Logging Failed';

export interface RemoteLogBody {
  level: RemoteLogLevel;
  message: string;
  context: Readonly<Record<string, unknown>>;
}

export function remoteLogBody(
  level: RemoteLogLevel,
  message: string,
  context: Readonly<Record<string, unknown>> = {},
): RemoteLogBody {
  return { level, message, context };
}
