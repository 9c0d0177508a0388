import type { StoragePurchaseState } from '@fathom/domain/results';
import type { CryogenicItem } from './api/cryogenics';

type Vial = CryogenicItem['vials'][number];

export const VIAL_EVENT_LABELS: Record<Vial['history'][number]['kind'], string> = {
  stored: 'Stored',
  moved: 'Moved',
  withdrawn: 'Withdrawn',
  destroyed: 'Destroyed',
};

/** An open withdrawal holds the sample: no second request until it is shipped or cancelled. */
export function hasOpenWithdrawal(item: Pick<CryogenicItem, 'withdrawals'>): boolean {
  return item.withdrawals.some((withdrawal) =>
    ['awaiting_partner_consent', 'awaiting_quote', 'requested'].includes(withdrawal.status),
  );
}

/** What the storage purchase state of spec section 4 means for the customer. */
export const PURCHASE_STATE_SENTENCES: Readonly<Record<StoragePurchaseState, string>> = {
  Bought_Storage: 'Your storage plan holds your sample.',
  Bought_Storage_And_Cryo_Not_Matched:
    'You have a storage plan that is not yet matched to an analysis: match it below so your vials and results stay together.',
  Bought_Storage_Or_Analysis_Only: 'You have no storage plan yet.',
  Considering_Storage: 'You told us you are considering freezing a sample: a storage plan keeps it safe.',
  Not_Considering_Storage: 'You have no storage plan. You can freeze a sample whenever you choose.',
};
