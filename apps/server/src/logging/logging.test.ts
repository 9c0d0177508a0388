import { describe, expect, it } from 'vitest';
import { scrubLogContext, scrubLogText } from './log-scrubbing';
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

describe('identifiers in logged URLs', () => {
  it('masks share tokens, kit identifiers, draft ids and insurance ids wherever they travel', () => {
    expect(maskSecretQueryParameters('/api/public-results/Zm9vYmFyYmF6cXV4')).toBe(
      '/api/public-results/[token]',
    );
    expect(maskSecretQueryParameters('/public-results/Zm9vYmFy?x=1')).toBe('/public-results/[token]?x=1');
    expect(maskSecretQueryParameters('/k-r/v-c/FK-TAYLOR-0001')).toBe('/k-r/v-c/[kit]');
    expect(maskSecretQueryParameters('/api/kit-registrations/verify-client-dob/FK-A1B2-C3D4-E5F6')).toBe(
      '/api/kit-registrations/verify-client-dob/[kit]',
    );
    expect(maskSecretQueryParameters('/api/staff/kits/FK-A1B2-C3D4-E5F6/arrival')).toBe(
      '/api/staff/kits/[kit]/arrival',
    );
    expect(maskSecretQueryParameters('/k-r/0b6f9d3e-0d8c-4b1a-9a51-3c1f0a5b2d77')).toBe('/k-r/[kit]');
    expect(maskSecretQueryParameters('/k-r/login')).toBe('/k-r/login');
    expect(maskSecretQueryParameters('/api/withdrawals/drafts/0b6f9d3e-0d8c-4b1a-9a51-3c1f0a5b2d77')).toBe(
      '/api/withdrawals/drafts/[draft]',
    );
    expect(maskSecretQueryParameters('/api/checkout-intent/0b6f9d3e-0d8c-4b1a-9a51-3c1f0a5b2d77')).toBe(
      '/api/checkout-intent/[draft]',
    );
    expect(maskSecretQueryParameters('/checkouts?items=abc&insurance=MEMBER-123&abandon=d1')).toBe(
      '/checkouts?items=abc&insurance=REDACTED&abandon=REDACTED',
    );
  });

  it("masks a SMART Health Link's manifest id and its file's ticket", () => {
    expect(maskSecretQueryParameters('/api/shl/mT2f0vN3cQ8yZ1aB4dE7gH0jK3lM6nP9qR2sT5uV8wX')).toBe(
      '/api/shl/[link]',
    );
    expect(maskSecretQueryParameters('/api/shl-files/Zm9vYmFyYmF6cXV4cXV1eHF1dXhmb29iYXI?x=1')).toBe(
      '/api/shl-files/[ticket]?x=1',
    );
    expect(maskSecretQueryParameters('/shl')).toBe('/shl');
  });
});

describe('scrubLogText and scrubLogContext', () => {
  it('removes emails, dates of birth, tokens, kit codes and card numbers from text the browser sends', () => {
    const text = scrubLogText(
      'sam@example.com born 1988-09-30 (09/30/1988) failed at /k-r/v-c/FK-TAYLOR-0001 with Bearer abc.def token Zm9vYmFyYmF6cXV4cXV1eHF1dXg card 4242 4242 4242 4242',
    );
    for (const secret of [
      'sam@example.com',
      '1988-09-30',
      '09/30/1988',
      'FK-TAYLOR-0001',
      'abc.def',
      'Zm9vYmFyYmF6cXV4cXV1eHF1dXg',
      '4242',
    ])
      expect(text).not.toContain(secret);
    expect(text).toContain('/k-r/v-c/[kit]');
  });

  it('empties personal fields of a context by name', () => {
    const context = scrubLogContext({
      email: 'a',
      date_of_birth: 'b',
      nested: { token: 'c', path: '/home' },
    });
    expect(JSON.parse(context)).toEqual({
      email: '[removed]',
      date_of_birth: '[removed]',
      nested: { token: '[removed]', path: '/home' },
    });
  });
});
