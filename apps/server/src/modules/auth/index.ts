/**
 * The auth room's public face (docs/architecture.md). What other rooms (and the operator's staff command) may ask of
 * auth, the only writer of `users` and `sessions`: sign-ins opened for a guest's order, a kit or a partner, partners
 * renamed and disabled, a person's names and language, an account found by its address and a support sign-in link.
 * Calls take the caller's transaction. What needs auth's own parts (its password hasher, the session cache) the
 * rooms are handed by register.ts (`AuthRoom`).
 */

export { findAccountByEmail, issueLoginToken } from './login-token-service';
export { NO_PASSWORD } from './passwords';
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
