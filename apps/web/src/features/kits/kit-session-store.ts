import { create } from 'zustand';
import type { KitSession } from './api/kit-session';

interface KitSessionState {
  /**
   * The limited session a kit's details opened (ADR 023): it reaches this kit's registration and order
   * details only, until the password is given. Held in memory only and kept apart from the account's
   * session, so no page of the account believes it is signed in.
   */
  token: string | null;
  details: KitSession | null;
}

const none: KitSessionState = { token: null, details: null };

export const useKitSession = create<KitSessionState>()(() => none);

export function rememberKitSession(token: string, details: KitSession): void {
  useKitSession.setState({ token, details });
}

export function forgetKitSession(): void {
  useKitSession.setState(none);
}
