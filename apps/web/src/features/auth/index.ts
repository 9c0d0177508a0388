/** What the auth feature offers the other features (a kit's session opening the account); the rest is its own. */
export { startPortalSession } from './complete-sign-in';
export { NEW_PASSWORD_MIN_LENGTH } from './password-rules';
export { rememberPendingTwoFactor } from './pending-two-factor';
export { signOut } from './sign-out';
