/** A card as a person recognises it on a statement: its network's name and its last four digits. */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending in 4242"; a network we have no name for reads "Card ending in 4242". */
export function cardInWords(card: { brand: string; last4: string }): string {
  return `${NETWORK_NAMES[card.brand.toLowerCase()] ?? 'Card'} ending in ${card.last4}`;
}
