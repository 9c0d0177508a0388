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
