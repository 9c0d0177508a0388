import type { StoragePurchaseState } from '@fathom/domain/results';
import type { CryogenicItem } from './api/cryogenics';

type Vial = CryogenicItem['vials'][number];
type Withdrawal = CryogenicItem['withdrawals'][number];

export function vialStatusLabel(vial: Pick<Vial, 'status' | 'withdrawn_at'>): string {
  if (vial.withdrawn_at) return 'Withdrawn';
  switch (vial.status) {
    case 'permanent_storage':
      return 'In long-term storage';
    case 'awaiting_permanent_storage':
      return 'Awaiting long-term storage';
    case 'destroyed':
      return 'Destroyed';
  }
}

export const VIAL_EVENT_LABELS: Record<Vial['history'][number]['kind'], string> = {
  stored: 'Stored',
  moved: 'Moved',
  withdrawn: 'Withdrawn',
  destroyed: 'Destroyed',
};

export const WITHDRAWAL_STATUS_LABELS: Record<Withdrawal['status'], string> = {
  awaiting_partner_consent: "Waiting for your partner's consent",
  awaiting_quote: 'Waiting for a shipping quote',
  requested: 'Requested: our team is arranging the transfer',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  declined_by_partner: 'Not sent: your partner did not consent. The vials stay in storage.',
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
