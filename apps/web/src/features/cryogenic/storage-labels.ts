import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CryogenicItem } from './api/cryogenics';

type Vial = CryogenicItem['vials'][number];

/** What happened to a vial, as its history lists it ("Moved · Fathom Cryobank, Austin, Texas · Dec 4, 2026"). */
export const VIAL_EVENT_LABELS: Record<Vial['history'][number]['kind'], MessageDescriptor> = {
  stored: msg({ message: 'Stored', context: 'a vial' }),
  moved: msg({ message: 'Moved', context: 'a vial' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'a vial' }),
  destroyed: msg({ message: 'Destroyed', context: 'a vial' }),
};

/** An open withdrawal holds the sample: no second request until it is shipped or cancelled. */
export function hasOpenWithdrawal(item: Pick<CryogenicItem, 'withdrawals'>): boolean {
  return item.withdrawals.some((withdrawal) =>
    ['awaiting_partner_consent', 'awaiting_quote', 'requested'].includes(withdrawal.status),
  );
}
