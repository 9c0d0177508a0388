import type { StorageSummaryResource } from '@fathom/contract/account-summary';
import { NO_SPERM_TO_FREEZE, STORAGE_EXPLAINED } from '@fathom/domain/empty-states';
import { DEFAULT_LANGUAGE, languageOfTag } from '@fathom/domain/languages';
import { vialsSetAsideSentence } from '@fathom/domain/storage-summary';
import { type I18n, i18n as pageI18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { formatDay } from '../../lib/format';
import { countCategory, countText } from '../../lib/i18n/counts';

export interface StorageSummaryCopy {
  headline: string;
  detail: string;
  /** The one thing to do, if any: nothing is offered that the customer has or cannot use. */
  action: { href: string; label: string } | null;
  /** Vials at risk: shown as a warning. */
  warning: boolean;
}

/**
 * What the customer's stored samples are, in words, for each state of the storage summary: in the language the
 * pages are drawn in unless another is given.
 */
export function storageSummaryCopy(
  summary: StorageSummaryResource,
  i18n: I18n = pageI18n,
): StorageSummaryCopy {
  // The domain's sentences in the same language as this function's messages: the given i18n's.
  const language = languageOfTag(i18n.locale) ?? DEFAULT_LANGUAGE;
  const offer = {
    detail: STORAGE_EXPLAINED[language],
    action: { href: '/buy-cryogenic', label: i18n._(msg`See storage plans`) },
  };
  const history = { href: '/cryogenic', label: i18n._(msg`See their history`) };
  switch (summary.state) {
    case 'none':
      return summary.offer_storage
        ? { headline: i18n._(msg`Nothing in storage.`), ...offer, warning: false }
        : {
            headline: i18n._(msg`Nothing in storage.`),
            detail: NO_SPERM_TO_FREEZE[language],
            action: null,
            warning: false,
          };
    case 'awaiting_sample':
      return {
        headline: i18n._(msg`Your storage plan is ready.`),
        detail: i18n._(msg`Your sample is frozen when it reaches the lab, and its vials appear here.`),
        action: { href: '/cryogenic', label: i18n._(msg`See your storage`) },
        warning: false,
      };
    case 'destruction_scheduled': {
      const count = summary.vial_count;
      const date = formatDay(summary.destruction_date);
      return {
        headline: i18n._(msg`Storage ends.`),
        detail: i18n._(
          msg`Your ${select(countCategory(count), { one: `${countText(count)} vial`, other: `${countText(count)} vials` })} will be destroyed on ${date} unless you choose a storage plan.`,
        ),
        action: { href: '/buy-cryogenic', label: i18n._(msg`Choose a storage plan`) },
        warning: true,
      };
    }
    case 'payment_past_due': {
      const count = summary.vial_count;
      return {
        headline: i18n._(msg`Your storage renewal was declined.`),
        detail: i18n._(
          msg`Update your card so your plan renews and your ${select(countCategory(count), { one: `${countText(count)} vial`, other: `${countText(count)} vials` })} stay stored.`,
        ),
        action: { href: '/manage-billing', label: i18n._(msg`Update your card`) },
        warning: true,
      };
    }
    case 'stored': {
      const count = summary.vial_count;
      return {
        headline: i18n._(msg`In storage.`),
        detail:
          i18n._(
            msg`Your ${select(countCategory(count), { one: `${countText(count)} vial`, other: `${countText(count)} vials` })} are frozen under your storage plan.`,
          ) +
          (summary.vials_in_withdrawal > 0
            ? ` ${vialsSetAsideSentence(summary.vials_in_withdrawal, language)}`
            : ''),
        action: { href: '/cryogenic', label: i18n._(msg`Manage your storage`) },
        warning: false,
      };
    }
    case 'all_withdrawn':
      return {
        headline: i18n._(msg`All your vials were withdrawn.`),
        detail: i18n._(msg`They were sent to the recipient you chose; nothing is in storage now.`),
        action: history,
        warning: false,
      };
    case 'all_destroyed':
      return {
        headline: i18n._(msg`Your vials were destroyed.`),
        detail: i18n._(msg`Nothing is in storage now.`),
        action: history,
        warning: false,
      };
    case 'none_left':
      return {
        headline: i18n._(msg`No vials remain in storage.`),
        detail: i18n._(msg`Some were withdrawn and the others destroyed.`),
        action: history,
        warning: false,
      };
  }
}
