import { createHash } from 'node:crypto';
import { isVerifiedGroup, type VerifiedGroup } from '@fathom/domain/identity-verification';
import type { IdentityVerifier, VerificationOutcome } from './index';

/** The sandbox's own stand-in for the provider's sign-in page, served by the portal (README: Sandbox rules). */
export const SANDBOX_AUTHORIZE_PATH = '/identity-verification/sandbox/authorize';

/**
 * The sandbox's rules, offline and always the same (README): a code starting VERIFIED- verifies, with every
 * group named by a word of the code (VERIFIED-VETERAN-…, VERIFIED-NURSE-STUDENT-…; other words verify the
 * identity alone); a code starting EXPIRED- is refused as expired; any other code is refused as not verified.
 */
export function sandboxOutcome(code: string): VerificationOutcome {
  const words = code.trim().toUpperCase().split('-');
  if (words[0] === 'EXPIRED' && words.length > 1) return { status: 'refused', reason: 'expired_code' };
  if (words[0] !== 'VERIFIED' || words.length < 2) return { status: 'refused', reason: 'not_verified' };
  const groups = new Set<VerifiedGroup>();
  for (const word of words.slice(1)) {
    const group = word.toLowerCase();
    if (isVerifiedGroup(group)) groups.add(group);
  }
  return {
    status: 'verified',
    // The same code always names the same person.
    subject: `sandbox-${createHash('sha256').update(code.trim().toUpperCase()).digest('hex').slice(0, 24)}`,
    groups: [...groups],
  };
}

/** The choices the sandbox page offers, each sending back a code that its rules answer as labelled. */
export const SANDBOX_CHOICES: readonly { label: string; codePrefix: string }[] = [
  { label: 'Verify as a veteran', codePrefix: 'VERIFIED-VETERAN' },
  { label: 'Verify as a military service member', codePrefix: 'VERIFIED-MILITARY' },
  { label: 'Verify as a first responder', codePrefix: 'VERIFIED-RESPONDER' },
  { label: 'Verify my identity only', codePrefix: 'VERIFIED-IDENTITY' },
  { label: 'Fail the verification', codePrefix: 'REFUSED' },
  { label: 'Send back an expired code', codePrefix: 'EXPIRED' },
];

export function createSandboxIdentityVerifier(options: { publicUrl: string }): IdentityVerifier {
  return {
    name: 'sandbox',
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(`${options.publicUrl}${SANDBOX_AUTHORIZE_PATH}`);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },
    async exchange({ code }) {
      return sandboxOutcome(code);
    },
  };
}
