/**
 * The kits room's public face (docs/architecture.md). What other rooms may ask of kits, the only writer of `items` and `kit_registrations`: an order's items
 * created and moved with the order, a kit's progress through the lab, and stored samples' state. Calls take the
 * caller's transaction, so what follows from a payment or a release is written with it or not at all.
 */

export { isClientStoredSample, matchStorageWithAnalyses } from './items/item-repository';
export {
  insertOrderItems,
  markKitAnalysed,
  markKitResultsOut,
  markStorageWithdrawnWhenEmpty,
  moveKitToStage,
  moveOrderItemsToClient,
  type NewItem,
  redateKitResultsOut,
  setStorageDestructionDate,
} from './items/item-writes-repository';
export {
  listStorageToMatch,
  type StorageToMatchRow,
  storagePlanClient,
} from './items/storage-matching-repository';
export { pairStorageWithAnalyses } from './items/storage-pairing-service';
export {
  findKitForLab,
  findKitForLabById,
  type KitForLab,
} from './registrations/kit-registration-repository';
