/**
 * The account room's public face (docs/architecture.md). What other rooms may ask of account, the only writer of `clients`: a customer record for an order, and the
 * flags that follow from what the customer bought, paired or cancelled. Calls take the caller's transaction.
 */
export {
  applyPaidOrderFlags,
  fillMissingPhone,
  insertOrderClient,
  mergeClaimedOrderFlags,
  refreshActivePlanFlag,
  refreshUnmatchedStorageFlag,
} from './clients/client-flags-repository';
