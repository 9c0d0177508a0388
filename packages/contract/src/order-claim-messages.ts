/**
 * Why a claim link adds no order, as the server says it (in English): the claim page words each in its language.
 * A module of its own, without zod, so that the page that shows them loads nothing more.
 */
export const orderClaimMessages = {
  linkInvalid:
    'This link no longer adds an order to an account: it was used, or it is more than 30 days old.',
  needsThatAccount:
    "This order was placed with another email address: sign in to that address's account to add it.",
} as const;
