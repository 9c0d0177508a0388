/** What the profile feature offers the others: the two-factor set-up, which the clinic's console asks of staff. */
export { getTwoFactorSetup } from './api/get-two-factor-setup';
export { TwoFactorSetup } from './components/two-factor-setup';
