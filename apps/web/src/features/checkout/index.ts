/** What the checkout offers the other features; everything else in features/checkout is its own. */
export { getCheckoutCatalogue } from './api/get-checkout-catalogue';
export { placeOrder } from './api/place-order';
export { checkoutLinkFor } from './checkout-link';
