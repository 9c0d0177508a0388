import { describe, expect, it } from 'vitest';
import { loadAppConfig } from './config';

describe('app config', () => {
  it('falls back to Fathom and the default marketing site when nothing is injected', () => {
    expect(loadAppConfig({})).toEqual({
      productName: 'Fathom',
      marketingUrl: 'https://fathom.example',
      maintenance: false,
      environment: 'production',
      productIds: {},
    });
  });

  it('takes the injected values, trimming a trailing slash from the marketing address', () => {
    expect(
      loadAppConfig({
        productName: 'Acme',
        marketingUrl: 'https://acme.example/',
        maintenance: true,
        environment: 'development',
        productIds: { fertility_consultation: 'uuid-1' },
      }),
    ).toMatchObject({
      productName: 'Acme',
      marketingUrl: 'https://acme.example',
      maintenance: true,
      productIds: { fertility_consultation: 'uuid-1' },
    });
  });
});
