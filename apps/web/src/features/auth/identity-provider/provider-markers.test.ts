import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../../../lib/http/cookies';
import { clearProviderMarkers, markSignedInWithProvider } from './mark-provider-sign-in';
import { ORGANIZATION_HINT, signedInWithProvider } from './provider-markers';

describe('the identity provider markers', () => {
  afterEach(() => clearProviderMarkers());

  it('sets the signed-in marker and the organization hint at sign-in and removes both at sign-out', () => {
    expect(signedInWithProvider()).toBe(false);
    markSignedInWithProvider('org_fathom');
    expect(signedInWithProvider()).toBe(true);
    expect(readCookie(ORGANIZATION_HINT)).toBe('org_fathom');
    clearProviderMarkers();
    expect(signedInWithProvider()).toBe(false);
    expect(readCookie(ORGANIZATION_HINT)).toBeNull();
  });

  it('sets no organization hint when no organization was asked for', () => {
    markSignedInWithProvider(undefined);
    expect(readCookie(ORGANIZATION_HINT)).toBeNull();
  });
});
