import {
  REFUSAL_REASONS,
  VERIFICATION_PURPOSES,
  VERIFIED_GROUPS,
} from '@fathom/domain/identity-verification';
import { describe, expect, it } from 'vitest';
import {
  identityVerificationCallbackRequestSchema,
  identityVerificationStartRequestSchema,
  isPortalPath,
  refusalReasons,
  verificationPurposes,
  verifiedGroups,
} from './identity-verification';

describe('identity verification contract', () => {
  it("speaks the domain's words for purposes, groups and refusal reasons", () => {
    expect([...verificationPurposes]).toEqual([...VERIFICATION_PURPOSES]);
    expect([...verifiedGroups].sort()).toEqual([...VERIFIED_GROUPS].sort());
    expect([...refusalReasons]).toEqual([...REFUSAL_REASONS]);
  });

  it('accepts a path of the portal to return to, and refuses other sites and schemes', () => {
    expect(isPortalPath('/profile')).toBe(true);
    expect(isPortalPath('/insurance/eligibility/progyny')).toBe(true);
    expect(isPortalPath('//evil.example/x')).toBe(false);
    expect(isPortalPath('/\\evil.example')).toBe(false);
    expect(isPortalPath('https://evil.example')).toBe(false);
    expect(isPortalPath('javascript:alert(1)')).toBe(false);
    expect(isPortalPath('/profile?x=<script>')).toBe(false);
    expect(isPortalPath(`/${'a'.repeat(200)}`)).toBe(false);
    expect(
      identityVerificationStartRequestSchema.safeParse({ purpose: 'account', return_path: '//x' }).success,
    ).toBe(false);
  });

  it('refuses a callback without its code or state, or for another purpose', () => {
    const parse = (body: unknown) => identityVerificationCallbackRequestSchema.safeParse(body).success;
    expect(parse({ code: 'VERIFIED-1', state: 's', purpose: 'account' })).toBe(true);
    expect(parse({ code: ' ', state: 's', purpose: 'account' })).toBe(false);
    expect(parse({ code: 'c', state: '', purpose: 'account' })).toBe(false);
    expect(parse({ code: 'c', state: 's', purpose: 'bc' })).toBe(false);
  });
});
