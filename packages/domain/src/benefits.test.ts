import { describe, expect, it } from 'vitest';
import { benefitsProvider } from './benefits';

describe('benefitsProvider', () => {
  it('finds a provider by its slug whatever the case, and none for an unknown one', () => {
    expect(benefitsProvider('Progyny')).toEqual({ slug: 'progyny', name: 'Progyny' });
    expect(benefitsProvider(' carrot ')?.name).toBe('Carrot Fertility');
    expect(benefitsProvider('acme')).toBeNull();
  });
});
