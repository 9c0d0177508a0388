import { describe, expect, it } from 'vitest';
import { cardInWords } from './card-words';

describe('cardInWords', () => {
  it('names the network and the last four digits, as a statement does', () => {
    expect(cardInWords({ brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(cardInWords({ brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(cardInWords({ brand: 'MasterCard', last4: '4444' })).toBe('Mastercard ending in 4444');
  });

  it('says "Card" for a network it has no name for, never a code', () => {
    expect(cardInWords({ brand: 'unknown', last4: '1234' })).toBe('Card ending in 1234');
  });
});
