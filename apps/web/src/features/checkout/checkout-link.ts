/** The checkout with one product in the cart: /checkouts?items=<uuid or key> (read back by `checkout-flow-state.ts`). */
export const checkoutLinkFor = (product: string): string => `/checkouts?items=${encodeURIComponent(product)}`;
