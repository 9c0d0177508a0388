import type { CheckoutBindings } from '@fathom/contract/catalogue';
import type { CheckoutDraftForm } from '@fathom/contract/checkout-intents';
import type { KitAddress } from '@fathom/contract/items';
import {
  type BillingAddressType,
  type CheckoutAddress,
  type CheckoutModel,
  withAddressDefaults,
} from '@fathom/domain/checkout';
import { DEFAULT_COUNTRY } from '@fathom/domain/constants';
import type { AddressForm } from '../../components/address-fields';
import type { CardForm } from '../../components/card/card-form';

export type PaymentMethod = 'card' | 'instalments';

export interface CheckoutForm {
  email: string;
  first_name: string;
  last_name: string;
  gift: { recipient_name: string; recipient_email: string; message: string };
  shipping: AddressForm;
  billing_address_type: BillingAddressType;
  billing: AddressForm;
  payment_method: PaymentMethod;
  card: CardForm;
}

export function emptyAddress(defaults: Partial<CheckoutAddress> | null | undefined): AddressForm {
  const filled = withAddressDefaults(defaults);
  return {
    first_name: filled.first_name ?? '',
    last_name: filled.last_name ?? '',
    address_1: filled.address_1 ?? '',
    address_2: filled.address_2 ?? '',
    city: filled.city ?? '',
    state: filled.state ?? '',
    postal_code: filled.postal_code ?? '',
    country: filled.country,
    phone: filled.phone ?? '',
    kit_delivery_type: filled.kit_delivery_type ?? '',
    preferred_delivery_date: filled.preferred_delivery_date ?? '',
  };
}

export function initialCheckoutForm(bindings: CheckoutBindings | null, email: string): CheckoutForm {
  return {
    email,
    first_name: '',
    last_name: '',
    gift: { recipient_name: '', recipient_email: '', message: '' },
    shipping: emptyAddress({
      country: bindings?.shipping_address?.country ?? DEFAULT_COUNTRY,
      kit_delivery_type: bindings?.shipping_address?.kit_delivery_type ?? null,
    }),
    billing_address_type: 'same_as_shipping',
    billing: emptyAddress({ country: bindings?.billing_address?.country ?? DEFAULT_COUNTRY }),
    payment_method: 'card',
    card: { name: '', number: '', expiry: '', cvc: '' },
  };
}

/** A signed-in customer's details as the account knows them: their names, email and saved address. */
export interface SignedInDetails {
  email?: unknown;
  first_name?: string | null;
  last_name?: string | null;
  /** Where their kits go (GET /api/restify/profile/address), or null when they have none yet. */
  address?: KitAddress | null;
}

/**
 * The form filled with what the account already knows, which the customer can still change: their name and
 * email, and their saved address on the shipping step (named for them when there is none). An email that came
 * with the link stays. The server checks whatever is finally sent, as it does for a guest's.
 */
export function withSignedInDetails(form: CheckoutForm, signedIn: SignedInDetails | null): CheckoutForm {
  if (!signedIn) return form;
  const first_name = signedIn.first_name?.trim() ?? '';
  const last_name = signedIn.last_name?.trim() ?? '';
  const saved = signedIn.address;
  return {
    ...form,
    email: form.email || (typeof signedIn.email === 'string' ? signedIn.email : ''),
    first_name,
    last_name,
    shipping: saved
      ? {
          ...form.shipping,
          first_name: saved.first_name.trim() || first_name,
          last_name: saved.last_name.trim() || last_name,
          address_1: saved.address_1.trim(),
          address_2: saved.address_2?.trim() ?? '',
          city: saved.city.trim(),
          state: saved.state.trim(),
          postal_code: saved.postal_code.trim(),
          country: saved.country.trim() || form.shipping.country,
          phone: saved.phone.trim(),
        }
      : { ...form.shipping, first_name, last_name },
    // A consultation alone has no shipping step: its billing address is named for them too.
    billing: { ...form.billing, first_name, last_name },
  };
}

/**
 * The names given on Your details, carried into the shipping and billing addresses that have none yet: the
 * customer types their name once. A name already there (typed, or the saved address's) stays.
 */
export function withNamesCarried(form: CheckoutForm): CheckoutForm {
  const carry = (address: AddressForm): AddressForm =>
    address.first_name.trim() || address.last_name.trim()
      ? address
      : { ...address, first_name: form.first_name.trim(), last_name: form.last_name.trim() };
  return { ...form, shipping: carry(form.shipping), billing: carry(form.billing) };
}

function addressPayload(address: AddressForm, withDelivery: boolean): CheckoutAddress {
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    address_1: address.address_1.trim(),
    address_2: address.address_2.trim() || null,
    city: address.city.trim(),
    state: address.state,
    postal_code: address.postal_code.trim(),
    country: address.country,
    phone: address.phone.trim(),
    ...(withDelivery
      ? {
          kit_delivery_type: address.kit_delivery_type || null,
          preferred_delivery_date: address.preferred_delivery_date || null,
        }
      : {}),
  };
}

export interface ModelContext {
  hasAuthorizedUser: boolean;
  insuranceApplicationUuid: string | null;
  withdrawalUuid: string | null;
}

/** The checkout model of the spec from what the customer typed; the card itself never enters it. */
export function checkoutModel(form: CheckoutForm, context: ModelContext): CheckoutModel {
  return {
    account_details: { email: form.email.trim(), has_authorized_user: context.hasAuthorizedUser },
    shipping_address: addressPayload(form.shipping, true),
    billing_address_type: form.billing_address_type,
    billing_address:
      form.billing_address_type === 'different_billing_address' ? addressPayload(form.billing, false) : null,
    payment: { payment_method: form.payment_method },
    insurance: context.insuranceApplicationUuid
      ? { application_uuid: context.insuranceApplicationUuid }
      : null,
    withdrawal_uuid: context.withdrawalUuid,
  };
}

type DraftAddress = CheckoutDraftForm['shipping_address'];

/** A saved draft back into the form, keeping what the draft leaves out. */
export function restoreForm(form: CheckoutForm, model: CheckoutDraftForm | null | undefined): CheckoutForm {
  if (!model) return form;
  const restoreAddress = (current: AddressForm, saved: DraftAddress): AddressForm =>
    saved
      ? (Object.fromEntries(
          Object.entries(current).map(([key, value]) => [
            key,
            String((saved as unknown as Record<string, unknown>)[key] ?? value),
          ]),
        ) as unknown as AddressForm)
      : current;
  return {
    ...form,
    email: model.account_details?.email || form.email,
    shipping: restoreAddress(form.shipping, model.shipping_address),
    billing: restoreAddress(form.billing, model.billing_address),
    billing_address_type: model.billing_address_type ?? form.billing_address_type,
    payment_method: model.payment?.payment_method === 'instalments' ? 'instalments' : form.payment_method,
  };
}
