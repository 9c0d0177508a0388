/**
 * What other rooms (and the operator's staff command) may ask of auth, the only writer of `users` and `sessions`: sign-ins opened for a guest's
 * order or a partner, partners renamed and disabled, and a person's names. Calls take the caller's transaction.
 */
export {
  disablePartnerSignIn,
  findSignInByEmail,
  openClientSignIn,
  openPartnerSignIn,
  openStaffSignIn,
  renamePartnerSignIn,
  updateSignInNames,
} from './sign-in-accounts-repository';
