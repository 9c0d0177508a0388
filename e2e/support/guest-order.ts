/** An order's body as a guest's checkout sends it: one analysis kit to Austin, paid by the sandbox's Visa. */
export function guestCardOrderBody(analysis: string, email: string): string {
  return JSON.stringify({
    account_details: { email, first_name: 'Robin', last_name: 'Hale' },
    shipping_address: {
      first_name: 'Robin',
      last_name: 'Hale',
      address_1: '1 Market Street',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'US',
      phone: '+15125550100',
    },
    billing_address_type: 'same_as_shipping',
    payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
    timezone: 'America/Chicago',
    items: [{ product_uuid: analysis, quantity: 1 }],
  });
}
