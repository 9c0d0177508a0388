import { describe, expect, it } from 'vitest';
import { isPrivateProperty, privacySafeProperties } from './analytics-privacy';

describe('privacySafeProperties', () => {
  const purchase = {
    user_number: 'C-1001',
    email: 'sam@example.com',
    currency: 'USD',
    revenue: '199.00',
    items: [{ product_id: 'p1', total_count: 120 }],
    profile: { first_name: 'Sam', concentration: 48, plan: 'yearly' },
  };

  it('drops email, names and result values at any depth', () => {
    expect(privacySafeProperties(purchase, { allowPersonalData: false })).toEqual({
      user_number: 'C-1001',
      currency: 'USD',
      revenue: '199.00',
      items: [{ product_id: 'p1' }],
      profile: { plan: 'yearly' },
    });
  });

  it('keeps everything when the operator allows personal data', () => {
    expect(privacySafeProperties(purchase, { allowPersonalData: true })).toEqual(purchase);
  });

  it('names personal and health properties whatever their case', () => {
    expect(isPrivateProperty('Email')).toBe(true);
    expect(isPrivateProperty('dna_fragmentation')).toBe(true);
    expect(isPrivateProperty('po_number')).toBe(false);
  });
});
