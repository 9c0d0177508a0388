import { calendarDateHere } from '@fathom/domain/calendar-date';
import { VIALS_PER_SAMPLE } from '@fathom/domain/constants';
import { type StorageSituation, storageSituation } from '@fathom/domain/cryogenic';
import { NO_SPERM_TO_FREEZE, STORAGE_EXPLAINED } from '@fathom/domain/empty-states';
import { countOf } from '@fathom/domain/plural';
import { PURCHASE_STATE_SENTENCES } from '@fathom/domain/results';
import { hasUnmatchedSubscriptions, type UserView } from '@fathom/domain/user';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { Cryogenics } from '../api/cryogenics';

const vials = (count: number) => countOf(count, 'vial');

function whenDestroyed(daysLeft: number): string {
  if (daysLeft > 1) return `in ${daysLeft} days`;
  return daysLeft === 1 ? 'tomorrow' : 'today';
}

const HEADINGS: Record<StorageSituation['kind'], string> = {
  destruction_scheduled: 'Your storage ends',
  all_destroyed: 'All vials destroyed',
  all_withdrawn: 'All vials withdrawn',
  stored: 'Storage status',
  awaiting_sample: 'Storage status',
  none_held: 'No vials stored',
  no_storage: 'Storage status',
};

/**
 * The first thing the storage page says: the customer's situation as it is, the most urgent first. Storage is
 * offered only when the account summary offers it (never after a result that found no sperm).
 */
export function StorageSummary({
  storage,
  user,
  offerStorage = true,
}: {
  storage: Cryogenics;
  user: UserView;
  offerStorage?: boolean;
}) {
  const [today] = useState(() => calendarDateHere(new Date()));
  const language = usePageLanguage();
  const situation = storageSituation(
    {
      samples: storage.items.map((item) => ({
        destructionDate: item.destruction_date,
        vialsHeld: item.remaining_vials_count,
        vialCount: item.vials.length,
      })),
      allWithdrawn: storage.are_all_vials_withdrawn,
      allDestroyed: storage.are_all_vials_destroyed,
    },
    today,
  );
  const urgent = situation.kind === 'destruction_scheduled';
  const unmatched = hasUnmatchedSubscriptions(user);
  return (
    <div
      className={`card mt-6 p-6 ${urgent ? 'border-l-4 border-error-600 bg-error-50' : ''}`}
      data-testid="storage-summary"
      data-state={situation.kind}
    >
      <h2 className="text-lg font-semibold">{HEADINGS[situation.kind]}</h2>
      <p className="mt-2" data-testid="storage-status">
        <Sentence situation={situation} offerStorage={offerStorage} />
      </p>
      {situation.kind === 'stored' || (situation.kind === 'awaiting_sample' && unmatched) ? (
        <p className="mt-2" data-testid="purchase-state">
          {unmatched
            ? PURCHASE_STATE_SENTENCES[language].Bought_Storage_And_Cryo_Not_Matched
            : PURCHASE_STATE_SENTENCES[language].Bought_Storage}
        </p>
      ) : null}
      {storage.unused_withdrawal_cryoshipping ? (
        <p className="mt-2">You have paid for a withdrawal shipment that is not used yet.</p>
      ) : null}
      {urgent ? (
        <p className="mt-4">
          <Link
            href="/buy-cryogenic"
            className={buttonClassName('primary', 'md', 'whitespace-normal text-center')}
          >
            Choose a storage plan to keep them
          </Link>
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {situation.kind === 'no_storage' && offerStorage ? (
          <li>
            <Link href="/buy-cryogenic" className="text-link">
              Choose a storage plan
            </Link>
          </li>
        ) : null}
        {offerStorage ? (
          <li>
            <Link href="/storage-setup" className="text-link">
              {situation.kind === 'no_storage' ? 'Freeze a sample' : 'Freeze another sample'}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/manage-billing" className="text-link">
            Storage billing
          </Link>
        </li>
      </ul>
    </div>
  );
}

function Sentence({ situation, offerStorage }: { situation: StorageSituation; offerStorage: boolean }) {
  const language = usePageLanguage();
  switch (situation.kind) {
    case 'destruction_scheduled':
      return situation.daysLeft < 0 ? (
        <>
          Your {vials(situation.vialsHeld)} were due to be destroyed on{' '}
          <strong>{formatDay(situation.destructionDate)}</strong>. Choose a storage plan now to keep them.
        </>
      ) : (
        <>
          Your {vials(situation.vialsHeld)} will be destroyed on{' '}
          <strong>{formatDay(situation.destructionDate)}</strong>, {whenDestroyed(situation.daysLeft)}, unless
          you choose a storage plan.
        </>
      );
    case 'all_destroyed':
      return (
        <>
          <span className="font-semibold">Destroyed.</span> No vial is stored for you any more: the{' '}
          {vials(situation.vialCount)} of your samples {situation.vialCount === 1 ? 'has' : 'have'} been
          destroyed.
        </>
      );
    case 'all_withdrawn':
      return (
        <>
          <span className="font-semibold">Withdrawn.</span> No vial is stored for you any more: the{' '}
          {vials(situation.vialCount)} {situation.vialCount === 1 ? 'has' : 'have'} been sent to your medical
          professional or facility.
        </>
      );
    case 'stored':
      return (
        <>
          <span className="font-semibold">Stored.</span> {vials(situation.vialsHeld)}{' '}
          {situation.vialsHeld === 1 ? 'is' : 'are'} frozen and kept safe for you.
        </>
      );
    case 'awaiting_sample':
      return (
        <>
          <span className="font-semibold">Not stored yet.</span> Once the lab receives your sample, it is
          divided into {VIALS_PER_SAMPLE} vials and frozen.
        </>
      );
    case 'none_held':
      return (
        <>
          <span className="font-semibold">Not stored.</span> Your vials have all left storage: some were
          withdrawn and some destroyed.
        </>
      );
    case 'no_storage':
      return (
        <>
          <span className="font-semibold">Nothing in storage.</span>{' '}
          {offerStorage ? STORAGE_EXPLAINED[language] : NO_SPERM_TO_FREEZE[language]}
        </>
      );
  }
}
