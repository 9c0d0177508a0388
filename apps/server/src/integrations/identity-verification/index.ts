import type { RefusalReason, VerifiedGroup } from '@fathom/domain/identity-verification';

/**
 * Identity verification through an OAuth provider in ID.me's shape: the customer signs in at the provider
 * (authorizationUrl), which sends them back to the portal with a one-time code; the server exchanges the code
 * for what the provider verified. The browser carries the code and never the outcome.
 */
export type VerificationOutcome =
  | {
      status: 'verified';
      /** The provider's stable id of the person. */
      subject: string;
      /** Groups the provider confirmed besides the identity (none for the identity alone). */
      groups: VerifiedGroup[];
    }
  | { status: 'refused'; reason: RefusalReason };

export interface AuthorizationRequest {
  /** The value the provider hands back unchanged with the code; the server issued it and checks it. */
  state: string;
  /** The portal page the provider sends the customer back to (absolute, one per purpose). */
  redirectUri: string;
}

export interface IdentityVerifier {
  readonly name: 'sandbox' | 'idme';
  /** Where the browser goes to verify. */
  authorizationUrl(request: AuthorizationRequest): string;
  /** What the provider verified for this code; the code works once. */
  exchange(request: { code: string; redirectUri: string }): Promise<VerificationOutcome>;
}

/** The provider could not be reached, or answered with an error of its own: nothing is known about the code. */
export class IdentityVerificationUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'IdentityVerificationUnavailableError';
  }
}
