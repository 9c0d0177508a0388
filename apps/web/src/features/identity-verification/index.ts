/**
 * What the identity verification offers the other features; everything else in features/identity-verification
 * is its own. Pages load the panel lazily.
 */
export { default as IdentityVerificationPanel } from './identity-verification-panel';
