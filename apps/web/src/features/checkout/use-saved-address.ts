import type { KitAddress } from '@fathom/contract/items';
import { isAuthorizedUser } from '@fathom/domain/user';
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session-store';
import { getSavedAddress } from './api/get-saved-address';

export type SavedAddressState = { status: 'loading' } | { status: 'ready'; address: KitAddress | null };

/**
 * The signed-in customer's saved address, which the checkout fills in: ready at once (with none) for a guest
 * or a partner, and ready with none when it cannot be read, so the checkout never waits on it for long.
 */
export function useSavedAddress(): SavedAddressState {
  const user = useSession((session) => session.user);
  const ownsAddress = user !== null && !isAuthorizedUser(user);
  const [state, setState] = useState<SavedAddressState>(() =>
    ownsAddress ? { status: 'loading' } : { status: 'ready', address: null },
  );
  useEffect(() => {
    if (!ownsAddress) return;
    let current = true;
    const settle = (address: KitAddress | null) => {
      if (current) setState({ status: 'ready', address });
    };
    getSavedAddress().then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [ownsAddress]);
  return state;
}
