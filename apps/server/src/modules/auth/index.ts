/**
 * The auth room's public face (docs/architecture.md). What other rooms (and the operator's staff command) may ask of auth, the only writer of `users` and `sessions`: sign-ins opened for a guest's
 * order or a partner, partners renamed and disabled, and a person's names and language. Calls take the caller's transaction.
 */

export { answerSession } from './answer-session';
export type { AuthDeps } from './auth-deps';
export { openAccountWithPassword } from './limited-session-service';
export { findAccountByEmail, issueLoginToken } from './login-token-service';
export { sendPartnerInvitation } from './password-reset-service';
export { NO_PASSWORD, type PasswordHasher } from './passwords';
export { isWrongProof, REAUTH_MESSAGES, reauthenticate } from './reauthentication';
export { issueSession, revokeSessionsOfUser } from './session-service';
export {
  disablePartnerSignIn,
  findSignInByEmail,
  openClientSignIn,
  openPartnerSignIn,
  openStaffSignIn,
  renamePartnerSignIn,
  updateSignInProfile,
} from './sign-in-accounts-repository';
export type { StaffAccounts, StaffChange, StaffMemberRow } from './staff-accounts-service';
export { endViewAs, startViewAs } from './view-as-service';
