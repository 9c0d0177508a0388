import type { StorageSummaryResource } from '@fathom/contract/account-summary';
import { NO_SPERM_TO_FREEZE, STORAGE_EXPLAINED } from '@fathom/domain/empty-states';
import { countOf } from '@fathom/domain/plural';
import { vialsSetAsideSentence } from '@fathom/domain/storage-summary';
import { formatDay } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n/language';

export interface StorageSummaryCopy {
  headline: string;
  detail: string;
  /** The one thing to do, if any: nothing is offered that the customer has or cannot use. */
  action: { href: string; label: string } | null;
  /** Vials at risk: shown as a warning. */
  warning: boolean;
}

const vials = (count: number) => countOf(count, 'vial');

const OFFER = {
  action: { href: '/buy-cryogenic', label: 'See storage plans' },
};
const HISTORY = { href: '/cryogenic', label: 'See their history' };

/** What the customer's stored samples are, in words, for each state of the storage summary. */
export function storageSummaryCopy(summary: StorageSummaryResource): StorageSummaryCopy {
  const language = currentLanguage();
  switch (summary.state) {
    case 'none':
      return summary.offer_storage
        ? { headline: 'Nothing in storage.', detail: STORAGE_EXPLAINED[language], ...OFFER, warning: false }
        : {
            headline: 'Nothing in storage.',
            detail: NO_SPERM_TO_FREEZE[language],
            action: null,
            warning: false,
          };
    case 'awaiting_sample':
      return {
        headline: 'Your storage plan is ready.',
        detail: 'Your sample is frozen when it reaches the lab, and its vials appear here.',
        action: { href: '/cryogenic', label: 'See your storage' },
        warning: false,
      };
    case 'destruction_scheduled':
      return {
        headline: 'Storage ends.',
        detail: `Your ${vials(summary.vial_count)} will be destroyed on ${formatDay(summary.destruction_date)} unless you choose a storage plan.`,
        action: { href: '/buy-cryogenic', label: 'Choose a storage plan' },
        warning: true,
      };
    case 'payment_past_due':
      return {
        headline: 'Your storage renewal was declined.',
        detail: `Update your card so your plan renews and your ${vials(summary.vial_count)} stay stored.`,
        action: { href: '/manage-billing', label: 'Update your card' },
        warning: true,
      };
    case 'stored':
      return {
        headline: 'In storage.',
        detail:
          `Your ${vials(summary.vial_count)} are frozen under your storage plan.` +
          (summary.vials_in_withdrawal > 0
            ? ` ${vialsSetAsideSentence(summary.vials_in_withdrawal, language)}`
            : ''),
        action: { href: '/cryogenic', label: 'Manage your storage' },
        warning: false,
      };
    case 'all_withdrawn':
      return {
        headline: 'All your vials were withdrawn.',
        detail: 'They were sent to the recipient you chose; nothing is in storage now.',
        action: HISTORY,
        warning: false,
      };
    case 'all_destroyed':
      return {
        headline: 'Your vials were destroyed.',
        detail: 'Nothing is in storage now.',
        action: HISTORY,
        warning: false,
      };
    case 'none_left':
      return {
        headline: 'No vials remain in storage.',
        detail: 'Some were withdrawn and the others destroyed.',
        action: HISTORY,
        warning: false,
      };
  }
}
