import { describe, expect, it } from 'vitest';
import { cardInWords } from './card-words';

describe('cardInWords', () => {
  it('names the network and the last four digits, as a statement does', () => {
    expect(cardInWords({ brand: 'visa', last4: '4242' }, 'en')).toBe('Visa ending in 4242');
    expect(cardInWords({ brand: 'amex', last4: '0005' }, 'en')).toBe('American Express ending in 0005');
    expect(cardInWords({ brand: 'MasterCard', last4: '4444' }, 'en')).toBe('Mastercard ending in 4444');
  });

  it('says "Card" for a network it has no name for, never a code', () => {
    expect(cardInWords({ brand: 'unknown', last4: '1234' }, 'en')).toBe('Card ending in 1234');
  });
});

describe('cardInWords in Spanish', () => {
  it('names the card and its last four digits', () => {
    expect(cardInWords({ brand: 'visa', last4: '4242' }, 'es')).toBe('Visa terminada en 4242');
    expect(cardInWords({ brand: 'unknown', last4: '0005' }, 'es')).toBe('Tarjeta terminada en 0005');
  });
});
