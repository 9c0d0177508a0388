import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { webConfigFor } from './web-config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/fathom',
  PUBLIC_URL: 'https://portal.fathom.example',
  SMTP_URL: 'smtp://mail.internal:587',
  OIDC_ISSUER: 'https://id.fathom.example',
  LAB_NAME: 'Austin Andrology Laboratory',
  LAB_ADDRESS: '200 Congress Avenue; Austin, TX 78701',
  LAB_ACCREDITATION: 'CLIA 45D0000000',
  PAYMENTS: 'sandbox',
  INSTALMENTS: 'sandbox',
  INSURANCE: 'sandbox',
  BENEFITS: 'sandbox',
  IDENTITY_VERIFICATION: 'sandbox',
  SCHEDULING: 'sandbox',
};

describe('the environment the browser app is told', () => {
  // The app leaves the styleguide and the testing-results page out in production only.
  it('is production in production, the NODE_ENV elsewhere, and development when NODE_ENV is unset', () => {
    expect(webConfigFor(loadConfig(production)).environment).toBe('production');
    expect(webConfigFor(loadConfig({ NODE_ENV: 'staging' })).environment).toBe('staging');
    expect(webConfigFor(loadConfig({})).environment).toBe('development');
  });
});
