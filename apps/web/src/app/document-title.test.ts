import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('document title', () => {
  it('is the route name followed by the product name', () => {
    expect(documentTitle('Login', 'Fathom')).toBe('Login | Fathom');
    expect(documentTitle('Cryogenic storage', 'Acme Fertility')).toBe('Cryogenic storage | Acme Fertility');
  });
});
