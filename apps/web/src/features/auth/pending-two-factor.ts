import { create } from 'zustand';

interface PendingTwoFactorState {
  /**
   * The token from the password step, good only for POST /api/login-2fa. Held in memory only, like
   * every session token: after a reload the session cookie set at the password step carries it.
   */
  token: string | null;
  email: string | null;
}

export const usePendingTwoFactor = create<PendingTwoFactorState>()(() => ({ token: null, email: null }));

export function rememberPendingTwoFactor(token: string, email: string): void {
  usePendingTwoFactor.setState({ token, email });
}

export function forgetPendingTwoFactor(): void {
  usePendingTwoFactor.setState({ token: null, email: null });
}
