import { create } from 'zustand';

interface PendingTwoFactorState {
  /**
   * The token from the password step, good only for POST /api/login-2fa. Held in memory only, like
   * every session token: after a reload the session cookie set at the password step carries it.
   */
  token: string | null;
  email: string | null;
  /** A support link's session sends no analytics, after its code step too. */
  disableTrackEvents: boolean;
}

const nothingPending = { token: null, email: null, disableTrackEvents: false };

export const usePendingTwoFactor = create<PendingTwoFactorState>()(() => nothingPending);

export function rememberPendingTwoFactor(token: string, email: string, disableTrackEvents = false): void {
  usePendingTwoFactor.setState({ token, email, disableTrackEvents });
}

export function forgetPendingTwoFactor(): void {
  usePendingTwoFactor.setState(nothingPending);
}
