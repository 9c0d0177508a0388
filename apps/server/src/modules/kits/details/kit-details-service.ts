import type { KitAddress, KitOrderDetailsRequest } from '@fathom/contract/items';
import type { Database } from '../../../db/database';
import {
  completeKitOrderDetails,
  type KitChangeOutcome,
  updateAddressOfUnshippedKits,
  updateKitAddress,
} from './kit-details-repository';

/** The customer changes where one of their kits goes, until it ships: in a transaction that locks the kit. */
export function changeKitAddress(
  db: Database,
  clientId: string,
  itemId: string,
  address: KitAddress,
): Promise<KitChangeOutcome> {
  return db.transaction((tx) => updateKitAddress(tx, clientId, itemId, address));
}

/** The customer's new address for every one of their kits not shipped yet, in one transaction. */
export function changeAddressOfUnshippedKits(db: Database, clientId: string, address: KitAddress) {
  return db.transaction((tx) => updateAddressOfUnshippedKits(tx, clientId, address));
}

/** The customer completes a kit's order details (and fills in their phone if they had none), in one transaction. */
export function completeKitDetails(
  deps: { db: Database; now: () => Date },
  clientId: string,
  itemId: string,
  details: KitOrderDetailsRequest,
): Promise<KitChangeOutcome> {
  const now = deps.now();
  return deps.db.transaction((tx) => completeKitOrderDetails(tx, clientId, itemId, details, now));
}
