import type { CheckoutBindings } from '@fathom/contract/catalogue';
import { DEFAULT_COUNTRY, DEFAULT_KIT_DELIVERY_TYPE } from '@fathom/domain/constants';
import { usStates } from '@fathom/domain/us-states';
import type { Config } from '../../config/config';

/** Defaults and choices of the checkout form: the United States, kits delivered staggered. */
export function checkoutBindings(config: Pick<Config, 'payments' | 'instalments'>): CheckoutBindings {
  return {
    billing_address: { country: DEFAULT_COUNTRY },
    shipping_address: { country: DEFAULT_COUNTRY, kit_delivery_type: DEFAULT_KIT_DELIVERY_TYPE },
    kit_delivery_types: ['staggered', 'together'],
    countries: [{ code: DEFAULT_COUNTRY, name: 'United States' }],
    states: [...usStates],
    payment_providers: { card: config.payments, instalments: config.instalments },
  };
}
