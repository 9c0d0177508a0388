import { useEffect } from 'react';
import { useSession } from '../../lib/session-store';
import { loadProfile } from './load-profile';

/**
 * The profile kept in the browser may be days old: once per visit it is read again, so results released,
 * plans bought and flags changed since are shown. A failure is left to the shared error effects (an ended
 * session signs the customer out).
 */
export function RefreshProfileOnStart() {
  useEffect(() => {
    if (useSession.getState().isLoggedIn) loadProfile().catch(() => undefined);
  }, []);
  return null;
}
