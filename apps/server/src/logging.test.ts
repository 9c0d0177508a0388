import { describe, expect, it } from 'vitest';
import { maskSecretQueryParameters } from './logging';

describe('maskSecretQueryParameters', () => {
  it('masks sign-in and reset tokens and the email beside them', () => {
    expect(maskSecretQueryParameters('/password/reset?token=abc123&email=sam%40example.com')).toBe(
      '/password/reset?token=REDACTED&email=REDACTED',
    );
    expect(maskSecretQueryParameters('/home?loginToken=xyz&tab=1')).toBe('/home?loginToken=REDACTED&tab=1');
  });

  it("masks the provider's code and state on the identity-verification callback pages", () => {
    expect(maskSecretQueryParameters('/idme/callback?code=VERIFIED-1&state=s3cr3t')).toBe(
      '/idme/callback?code=REDACTED&state=REDACTED',
    );
  });

  it('leaves URLs without secrets untouched', () => {
    expect(maskSecretQueryParameters('/api/restify/recommendations?sort=sort_order')).toBe(
      '/api/restify/recommendations?sort=sort_order',
    );
    expect(maskSecretQueryParameters('/api/health')).toBe('/api/health');
  });
});
