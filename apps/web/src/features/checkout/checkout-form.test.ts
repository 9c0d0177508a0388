import type { KitAddress } from '@fathom/contract/items';
import { describe, expect, it } from 'vitest';
import { BINDINGS } from './checkout-fixtures';
import { initialCheckoutForm, restoreForm, withNamesCarried, withSignedInDetails } from './checkout-form';

const SAVED: KitAddress = {
  first_name: 'Sam',
  last_name: 'Whitaker',
  address_1: '2100 South Lamar Boulevard',
  address_2: null,
  city: 'Austin',
  state: 'TX',
  postal_code: '78704',
  country: 'US',
  phone: '+15125550142',
};

const SAM = { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker', address: SAVED };

describe('the checkout form of a signed-in customer', () => {
  it('fills the name, email and the saved address on the shipping step', () => {
    const form = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), SAM);
    expect(form).toMatchObject({ email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' });
    expect(form.shipping).toEqual({
      first_name: 'Sam',
      last_name: 'Whitaker',
      address_1: '2100 South Lamar Boulevard',
      address_2: '',
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
      country: 'US',
      phone: '+15125550142',
      kit_delivery_type: 'staggered',
      preferred_delivery_date: '',
    });
  });

  it('names the billing address for them, and leaves the rest of it, the gift and the card empty', () => {
    const empty = initialCheckoutForm(BINDINGS, '');
    const form = withSignedInDetails(empty, SAM);
    expect(form.billing).toEqual({ ...empty.billing, first_name: 'Sam', last_name: 'Whitaker' });
    expect(form.gift).toEqual(empty.gift);
    expect(form.card).toEqual(empty.card);
    expect(form.billing_address_type).toBe('same_as_shipping');
  });

  it('keeps the name the kits are addressed to, and the account’s name when the address has none', () => {
    const toPartner = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), {
      ...SAM,
      address: { ...SAVED, first_name: 'Jamie', last_name: 'Rowe', address_2: ' Apt 4 ' },
    });
    expect(toPartner.shipping).toMatchObject({ first_name: 'Jamie', last_name: 'Rowe', address_2: 'Apt 4' });
    expect(toPartner).toMatchObject({ first_name: 'Sam', last_name: 'Whitaker' });
    const unnamed = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), {
      ...SAM,
      address: { ...SAVED, first_name: ' ', last_name: '' },
    });
    expect(unnamed.shipping).toMatchObject({ first_name: 'Sam', last_name: 'Whitaker' });
  });

  it('names the shipping step but leaves the address empty for a customer with no saved address', () => {
    const form = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), { ...SAM, address: null });
    expect(form.shipping).toMatchObject({
      first_name: 'Sam',
      last_name: 'Whitaker',
      address_1: '',
      city: '',
      state: '',
      postal_code: '',
      phone: '',
      country: 'US',
    });
  });

  it('keeps the email that came with the link', () => {
    const form = withSignedInDetails(initialCheckoutForm(BINDINGS, 'link@example.com'), SAM);
    expect(form.email).toBe('link@example.com');
  });

  it('leaves every field empty for a guest', () => {
    const empty = initialCheckoutForm(BINDINGS, '');
    expect(withSignedInDetails(empty, null)).toBe(empty);
    expect(empty).toMatchObject({ email: '', first_name: '', last_name: '' });
    expect(empty.shipping).toMatchObject({
      first_name: '',
      address_1: '',
      city: '',
      postal_code: '',
      phone: '',
    });
  });

  it('gives way to a restored draft’s address', () => {
    const form = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), SAM);
    const restored = restoreForm(form, {
      account_details: { email: 'sam@example.com' },
      shipping_address: { ...SAVED, address_1: '1 Draft Street', kit_delivery_type: 'together' },
    });
    expect(restored.shipping).toMatchObject({ address_1: '1 Draft Street', city: 'Austin' });
  });
});

describe('withNamesCarried', () => {
  it('names the shipping and billing addresses after Your details when they have no name yet', () => {
    const form = { ...initialCheckoutForm(BINDINGS, ''), first_name: ' Alex ', last_name: 'Rivera' };
    const carried = withNamesCarried(form);
    expect([carried.shipping.first_name, carried.shipping.last_name]).toEqual(['Alex', 'Rivera']);
    expect([carried.billing.first_name, carried.billing.last_name]).toEqual(['Alex', 'Rivera']);
  });

  it('keeps a name already in an address: typed there, or a saved address’s', () => {
    const form = initialCheckoutForm(BINDINGS, '');
    const named = {
      ...form,
      first_name: 'Alex',
      last_name: 'Rivera',
      shipping: { ...form.shipping, first_name: 'Sam', last_name: 'Lee' },
    };
    expect(withNamesCarried(named).shipping).toMatchObject({ first_name: 'Sam', last_name: 'Lee' });
  });
});

describe('a signed-in customer’s billing address', () => {
  it('is named for them, for a checkout without a shipping step (a consultation alone)', () => {
    const form = withSignedInDetails(initialCheckoutForm(BINDINGS, ''), {
      first_name: 'Sam',
      last_name: 'Lee',
    });
    expect(form.billing).toMatchObject({ first_name: 'Sam', last_name: 'Lee' });
  });
});
