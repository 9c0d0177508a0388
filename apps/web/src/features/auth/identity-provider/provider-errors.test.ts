import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { toProviderError } from './provider-errors';

describe('toProviderError', () => {
  it('names a blocked popup with the spec message', () => {
    const error = toProviderError(new Error('Attempted to navigate on a disposed window'));
    expect(error.kind).toBe('popup_blocked');
    expect(error.message).toBe('Unable to open a popup for loginWithPopup - window.open returned null');
  });

  it('names a closed popup', () => {
    expect(toProviderError(new Error('Popup closed by user')).kind).toBe('popup_closed');
  });

  it('names login_required and mfa_required from the provider as their own kinds', () => {
    expect(toProviderError(new ErrorResponse({ error: 'login_required' })).kind).toBe('login_required');
    expect(toProviderError(new ErrorResponse({ error: 'mfa_required' })).kind).toBe('mfa_required');
  });

  it('gives login_required its own message in a cross-origin-isolated page', () => {
    const previous = globalThis.crossOriginIsolated;
    Object.defineProperty(globalThis, 'crossOriginIsolated', { value: true, configurable: true });
    try {
      expect(toProviderError(new ErrorResponse({ error: 'login_required' })).message).toMatch(
        /^Login required: this page is cross-origin isolated/,
      );
    } finally {
      Object.defineProperty(globalThis, 'crossOriginIsolated', { value: previous, configurable: true });
    }
  });

  it('uses the spec messages for a timeout, a state that does not match and a return with no query', () => {
    expect(toProviderError(new ErrorTimeout('Network timed out')).message).toBe(
      'Timeout when executing fetch',
    );
    expect(toProviderError(new Error('No matching state found in storage')).message).toBe('Invalid state');
    expect(toProviderError(new Error('No state in response')).message).toBe(
      'There are no query params available for parsing.',
    );
  });
});
