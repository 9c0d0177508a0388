import { getKitSession } from './api/kit-session';
import { rememberKitSession } from './kit-session-store';

/** Where a kit's limited session shows its kit: the only page it opens. */
export const KIT_SESSION_PAGE = '/k-r/your-kit';

/**
 * Keeps the limited session a kit's details opened (ADR 023), apart from the account's session: it shows this
 * kit's registration and order details until the password is given.
 */
export async function signInWithKitToken(token: string): Promise<void> {
  rememberKitSession(token, await getKitSession(token));
}
