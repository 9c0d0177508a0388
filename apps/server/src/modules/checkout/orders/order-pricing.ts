import type { Catalogue, CatalogueProductResource } from '@fathom/contract/catalogue';
import type { PlaceOrderRequest } from '@fathom/contract/orders';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DNA_NEEDS_ANALYSIS, dnaWithoutAnalysis } from '@fathom/domain/cart';
import { shouldSkipPayment, shouldSkipShipping } from '@fathom/domain/checkout';
import {
  calculatePromo,
  lineTotalCents,
  type PricedLine,
  type PromoCalculation,
  promoRefusal,
} from '@fathom/domain/discounts';
import {
  exceedsInsuredKit,
  INSURANCE_ALREADY_USED,
  INSURANCE_COVERS_ONE_KIT,
  INSURANCE_NOT_COVERED,
  INSURANCE_NOT_YOURS,
  notCoveredMessage,
  uncoveredProducts,
} from '@fathom/domain/insurance';
import { deliveryDateRefusal, LAB_TIME_ZONE } from '@fathom/domain/kit-dates';
import type { Language } from '@fathom/domain/languages';
import { salesTaxCents } from '@fathom/domain/sales-tax';
import { msg } from '@lingui/core/macro';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import type { Said } from '../../../http/said';
import { isUuid } from '../../../http/uuid';
import type { AuthUser } from '../../../platform/auth-context';
import { findInsuranceApplication } from '../../insurance';
import { isClientStoredSample } from '../../kits';
import { findUsablePromoCode, priceLines } from '../discounts/discount-service';
import type { StoredPromoCode } from '../discounts/promo-code-repository';
import { renewingProducts } from './subscriptions';

export const PROMO_NO_LONGER_VALID = msg`This promo code can no longer be used. Remove it to continue.`;
export const WITHDRAWAL_NOT_FOUND = msg`We could not find this stored sample in your account.`;
export const WITHDRAWAL_NEEDS_SHIPPING = 'A withdrawal order is for withdrawal shipping only.';

/** Everything the server decides about an order before it is written: never the browser's numbers. */
export interface OrderPlan {
  lines: PricedLine[];
  productOf: (uuid: string) => CatalogueProductResource | undefined;
  promo: StoredPromoCode | null;
  priced: PromoCalculation;
  /** What insurance pays: the whole total of an insurance order. */
  coveredCents: number;
  taxCents: number;
  totalCents: number;
  insuranceApplicationId: string | null;
  withdrawalItemId: string | null;
  renewing: ReturnType<typeof renewingProducts>;
  skipPayment: boolean;
  skipShipping: boolean;
}

const unprocessable = (field: string, message: Said) =>
  new DomainError('invalid', message, { [field]: [message] });

/** Who places the order, as an insurance check knows its holder: the signed-in user, and this browser's secret. */
export interface InsuranceHolder {
  userId: string | null;
  secretHash: string | null;
}

async function coveringApplication(
  db: Queryable,
  applicationUuid: string,
  holder: InsuranceHolder,
  language: Language,
): Promise<string> {
  const application = isUuid(applicationUuid) ? await findInsuranceApplication(db, applicationUuid) : null;
  if (!application?.covered) throw unprocessable('insurance', INSURANCE_NOT_COVERED[language]);
  const ranIt =
    (application.user_id !== null && application.user_id === holder.userId) ||
    (application.holder_secret_hash !== null && application.holder_secret_hash === holder.secretHash);
  if (!ranIt) throw unprocessable('insurance', INSURANCE_NOT_YOURS[language]);
  if (application.order_id) throw unprocessable('insurance', INSURANCE_ALREADY_USED[language]);
  return application.id;
}

/** The stored sample a withdrawal ships: one of the signed-in customer's own cryogenic items. */
async function withdrawalItem(db: Queryable, itemUuid: string, user: AuthUser | null): Promise<string> {
  if (!user?.clientId)
    throw new DomainError('unauthenticated', msg`Sign in to pay for the shipping of a withdrawal.`);
  const found = isUuid(itemUuid) && (await isClientStoredSample(db, itemUuid, user.clientId));
  if (!found) throw new DomainError('not_found', WITHDRAWAL_NOT_FOUND);
  return itemUuid;
}

export async function planOrder(
  deps: { db: Queryable; catalogue: Catalogue; now: () => Date; production: boolean },
  request: PlaceOrderRequest,
  user: AuthUser | null,
  /** The digest of the browser's insurance check secret (its cookie), if it holds one. */
  insuranceSecretHash: string | null = null,
): Promise<OrderPlan> {
  const language = user?.language ?? 'en'; // of the domain's sentences; English for a guest
  const lines = await priceLines(deps.catalogue, request.items);
  const products = await deps.catalogue.products();
  const productOf = (uuid: string) => products.find((product) => product.uuid === uuid);
  const cartProducts = lines.flatMap((line) => productOf(line.productUuid) ?? []);

  const withdrawalItemId = request.withdrawal_uuid
    ? await withdrawalItem(deps.db, request.withdrawal_uuid, user)
    : null;
  if (withdrawalItemId && lines.some((line) => line.key !== 'withdrawal_shipping')) {
    throw unprocessable('items', WITHDRAWAL_NEEDS_SHIPPING);
  }
  if (dnaWithoutAnalysis(lines.map((line) => line.key)))
    throw unprocessable('items', DNA_NEEDS_ANALYSIS[language]);

  const holder = { userId: user?.id ?? null, secretHash: insuranceSecretHash };
  const insuranceApplicationId = request.insurance?.application_uuid
    ? await coveringApplication(deps.db, request.insurance.application_uuid, holder, language)
    : null;
  if (insuranceApplicationId) {
    const uncovered = uncoveredProducts(cartProducts);
    if (uncovered.length > 0) {
      const titles = uncovered.map((product) => product.title);
      throw unprocessable('items', notCoveredMessage(titles, language));
    }
    if (exceedsInsuredKit(lines.map((line) => ({ productId: line.productUuid, quantity: line.quantity })))) {
      throw unprocessable('items', INSURANCE_COVERS_ONE_KIT[language]);
    }
  }

  // Insurance pays the whole order, so a promo code would take nothing off: it is not used.
  const promo =
    request.discount?.code && !insuranceApplicationId
      ? await findUsablePromoCode(
          deps.db,
          request.discount.code,
          request.account_details.email,
          deps.production,
        )
      : null;
  if (
    request.discount?.code &&
    !insuranceApplicationId &&
    (!promo || promoRefusal(promo, lines, deps.now()))
  ) {
    throw unprocessable('discount', PROMO_NO_LONGER_VALID);
  }
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const priced: PromoCalculation = promo
    ? calculatePromo(promo, lines)
    : { subtotalCents, totalCents: subtotalCents, targets: [], discounts: [] };
  const coveredCents = insuranceApplicationId ? priced.totalCents : 0;
  const discountOf = new Map(priced.discounts.map((entry) => [entry.productUuid, entry.amountCents]));
  const taxCents = insuranceApplicationId
    ? 0
    : salesTaxCents(
        lines.map((line) => ({
          productType: productOf(line.productUuid)?.product_type,
          netCents: lineTotalCents(line) - (discountOf.get(line.productUuid) ?? 0),
        })),
        request.shipping_address ?? request.billing_address,
      );

  const renewing = renewingProducts(
    lines.flatMap((line) => {
      const product = productOf(line.productUuid);
      return product ? [{ product, quantity: line.quantity }] : [];
    }),
  );
  const skipPayment = shouldSkipPayment({
    promo: promo
      ? {
          success: true,
          code: promo.code,
          alwaysSkipPaymentInfo: promo.alwaysSkipPayment,
          testable: promo.testable,
          total: priced.totalCents / 100,
        }
      : null,
    insuranceCovered: insuranceApplicationId !== null,
    cartHasSubscription: renewing.length > 0,
  });
  const skipShipping = shouldSkipShipping({
    consultationOnlyCart: lines.every((line) => line.key === 'fertility_consultation'),
    withdrawalItemUuid: withdrawalItemId,
  });
  if (!skipShipping && !request.shipping_address) {
    throw unprocessable('shipping_address', msg`Enter the shipping address.`);
  }
  // The same calendar as a kit's own page: working days of the lab's time zone, within the window.
  const preferredDate = skipShipping ? null : request.shipping_address?.preferred_delivery_date;
  const dateRefusal = preferredDate
    ? deliveryDateRefusal(preferredDate, calendarDateIn(deps.now(), LAB_TIME_ZONE), language)
    : null;
  if (dateRefusal) throw unprocessable('shipping_address.preferred_delivery_date', dateRefusal);
  if (!skipPayment && !request.payment) throw unprocessable('payment', msg`Choose how to pay.`);

  return {
    lines,
    productOf,
    promo,
    priced,
    coveredCents,
    taxCents,
    totalCents: priced.totalCents - coveredCents + taxCents,
    insuranceApplicationId,
    withdrawalItemId,
    renewing,
    skipPayment,
    skipShipping,
  };
}
