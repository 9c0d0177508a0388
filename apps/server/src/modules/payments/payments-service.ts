/**
 * What other rooms may ask of payments: the registry of payment ledgers whose charges the provider's notices
 * settle. The rooms that charge register theirs; payments never reads their tables.
 */
export { createSettlements, type PaymentLedger, type Settlements } from './settlements';
