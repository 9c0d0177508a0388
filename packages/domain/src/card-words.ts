import type { Language } from './languages';

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

const CARD_WORDS: Readonly<
  Record<Language, { card: string; ending: (name: string, last4: string) => string }>
> = {
  en: { card: 'Card', ending: (name, last4) => `${name} ending in ${last4}` },
  es: { card: 'Tarjeta', ending: (name, last4) => `${name} terminada en ${last4}` },
};

/** "Visa ending in 4242"; a network we have no name for reads "Card ending in 4242". */
export function cardInWords(card: { brand: string; last4: string }, language: Language): string {
  const words = CARD_WORDS[language];
  return words.ending(NETWORK_NAMES[card.brand.toLowerCase()] ?? words.card, card.last4);
}
