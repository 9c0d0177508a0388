import { calendarDateHere } from '@fathom/domain/calendar-date';
import { VIALS_PER_SAMPLE } from '@fathom/domain/constants';
import { type StorageSituation, storageSituation } from '@fathom/domain/cryogenic';
import { NO_SPERM_TO_FREEZE, STORAGE_EXPLAINED } from '@fathom/domain/empty-states';
import { PURCHASE_STATE_SENTENCES } from '@fathom/domain/results';
import { hasUnmatchedSubscriptions, type UserView } from '@fathom/domain/user';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { vialCount } from '../../../lib/i18n/counts';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { Cryogenics } from '../api/cryogenics';

const vials = vialCount;

const HEADINGS: Record<StorageSituation['kind'], MessageDescriptor> = {
  destruction_scheduled: msg`Your storage ends`,
  all_destroyed: msg`All vials destroyed`,
  all_withdrawn: msg`All vials withdrawn`,
  stored: msg`Storage status`,
  awaiting_sample: msg`Storage status`,
  none_held: msg`No vials stored`,
  no_storage: msg`Storage status`,
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
  const { t } = useLingui();
  return (
    <div
      className={`card mt-6 p-6 ${urgent ? 'border-l-4 border-error-600 bg-error-50' : ''}`}
      data-testid="storage-summary"
      data-state={situation.kind}
    >
      <h2 className="text-lg font-semibold">{t(HEADINGS[situation.kind])}</h2>
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
        <p className="mt-2">
          <Trans>You have paid for a withdrawal shipment that is not used yet.</Trans>
        </p>
      ) : null}
      {urgent ? (
        <p className="mt-4">
          <Link
            href="/buy-cryogenic"
            className={buttonClassName('primary', 'md', 'whitespace-normal text-center')}
          >
            <Trans>Choose a storage plan to keep them</Trans>
          </Link>
        </p>
      ) : null}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {situation.kind === 'no_storage' && offerStorage ? (
          <li>
            <Link href="/buy-cryogenic" className="text-link">
              <Trans>Choose a storage plan</Trans>
            </Link>
          </li>
        ) : null}
        {offerStorage ? (
          <li>
            <Link href="/storage-setup" className="text-link">
              {situation.kind === 'no_storage' ? (
                <Trans>Freeze a sample</Trans>
              ) : (
                <Trans>Freeze another sample</Trans>
              )}
            </Link>
          </li>
        ) : null}
        <li>
          <Link href="/manage-billing" className="text-link">
            <Trans>Storage billing</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** "in 3 days", "tomorrow" or "today": when the vials are destroyed. */
function WhenDestroyed({ daysLeft }: { daysLeft: number }) {
  if (daysLeft > 1) return <Trans>in {daysLeft} days</Trans>;
  return daysLeft === 1 ? <Trans>tomorrow</Trans> : <Trans>today</Trans>;
}

function Sentence({ situation, offerStorage }: { situation: StorageSituation; offerStorage: boolean }) {
  const language = usePageLanguage();
  switch (situation.kind) {
    case 'destruction_scheduled': {
      // The vials are counted in the domain's words; the sentence around them agrees with their number.
      const held = vials(situation.vialsHeld);
      const date = formatDay(situation.destructionDate);
      const one = situation.vialsHeld === 1;
      if (situation.daysLeft < 0)
        return one ? (
          <Trans>
            Your {held} were due to be destroyed on <strong>{date}</strong>. Choose a storage plan now to keep
            them.
          </Trans>
        ) : (
          <Trans context="several vials">
            Your {held} were due to be destroyed on <strong>{date}</strong>. Choose a storage plan now to keep
            them.
          </Trans>
        );
      const when = <WhenDestroyed daysLeft={situation.daysLeft} />;
      return one ? (
        <Trans>
          Your {held} will be destroyed on <strong>{date}</strong>, {when}, unless you choose a storage plan.
        </Trans>
      ) : (
        <Trans context="several vials">
          Your {held} will be destroyed on <strong>{date}</strong>, {when}, unless you choose a storage plan.
        </Trans>
      );
    }
    case 'all_destroyed': {
      const count = vials(situation.vialCount);
      return situation.vialCount === 1 ? (
        <Trans>
          <span className="font-semibold">Destroyed.</span> No vial is stored for you any more: the {count} of
          your samples has been destroyed.
        </Trans>
      ) : (
        <Trans>
          <span className="font-semibold">Destroyed.</span> No vial is stored for you any more: the {count} of
          your samples have been destroyed.
        </Trans>
      );
    }
    case 'all_withdrawn': {
      const count = vials(situation.vialCount);
      return situation.vialCount === 1 ? (
        <Trans>
          <span className="font-semibold">Withdrawn.</span> No vial is stored for you any more: the {count}{' '}
          has been sent to your medical professional or facility.
        </Trans>
      ) : (
        <Trans>
          <span className="font-semibold">Withdrawn.</span> No vial is stored for you any more: the {count}{' '}
          have been sent to your medical professional or facility.
        </Trans>
      );
    }
    case 'stored': {
      const held = vials(situation.vialsHeld);
      return situation.vialsHeld === 1 ? (
        <Trans>
          <span className="font-semibold">Stored.</span> {held} is frozen and kept safe for you.
        </Trans>
      ) : (
        <Trans>
          <span className="font-semibold">Stored.</span> {held} are frozen and kept safe for you.
        </Trans>
      );
    }
    case 'awaiting_sample':
      return (
        <Trans>
          <span className="font-semibold">Not stored yet.</span> Once the lab receives your sample, it is
          divided into {VIALS_PER_SAMPLE} vials and frozen.
        </Trans>
      );
    case 'none_held':
      return (
        <Trans>
          <span className="font-semibold">Not stored.</span> Your vials have all left storage: some were
          withdrawn and some destroyed.
        </Trans>
      );
    case 'no_storage':
      return (
        <>
          <span className="font-semibold">
            <Trans>Nothing in storage.</Trans>
          </span>{' '}
          {offerStorage ? STORAGE_EXPLAINED[language] : NO_SPERM_TO_FREEZE[language]}
        </>
      );
  }
}
