import { describe, expect, it } from 'vitest';
import { loadAppConfig } from './config';

describe('app config', () => {
  it('falls back to Fathom and the default marketing site when nothing is injected', () => {
    expect(loadAppConfig({})).toEqual({
      productName: 'Fathom',
      marketingUrl: 'https://fathom.example',
      maintenance: false,
      environment: 'production',
      analyticsPersonalData: false,
      identityProvider: { authority: '/oidc', clientId: 'fathom-portal' },
      remoteLogApiKey: 'fathom-web',
      productIds: {},
      cardPayments: { provider: 'sandbox' },
    });
  });

  it('uses Stripe only when its publishable key and script address are both given', () => {
    const stripe = {
      provider: 'stripe',
      publishableKey: 'pk_test_1',
      jsUrl: 'https://js.stripe.com/v3/',
    } as const;
    expect(loadAppConfig({ cardPayments: stripe }).cardPayments).toEqual(stripe);
    expect(loadAppConfig({ cardPayments: { provider: 'stripe' } as never }).cardPayments).toEqual({
      provider: 'sandbox',
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
