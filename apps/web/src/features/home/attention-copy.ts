import type { AttentionItemResource } from '@fathom/contract/account-summary';
import { daysBetween } from '@fathom/domain/calendar-date';
import { kitRegistrationStep } from '@fathom/domain/kit-progress';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { kitName, productTitle } from '@fathom/domain/product-words';
import { titleInSentence } from '@fathom/domain/title-in-sentence';
import { select, t } from '@lingui/core/macro';
import { formatDay } from '../../lib/format';
import { countCategory, countText, vialCount } from '../../lib/i18n/counts';
import { currentLanguage } from '../../lib/i18n/language';

export interface AttentionCopy {
  title: string;
  /** The item's date in words, e.g. "On Jan. 09, 2027 (in 45 days)". */
  when: string;
  body: string;
  /** external: a page of the marketing site, not of the portal. */
  action: { href: string; label: string; external?: boolean };
}

const vials = vialCount;

function inDays(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return t`today`;
  if (days === 1) return t`tomorrow`;
  if (days > 0) return t`in ${days} days`;
  const quantity = countCategory(-days);
  const shown = countText(-days);
  return select(quantity, { one: `${shown} day ago`, other: `${shown} days ago` });
}

/** "A", "A and B", "A, B and C". */
function listed(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const first = words.slice(0, -1).join(', ');
  const last = words.at(-1) ?? '';
  return t`${first} and ${last}`;
}

/** What a thing that needs the customer says on the home page, and the one thing to do about it. */
export function attentionCopy(item: AttentionItemResource, today: string, marketingUrl = ''): AttentionCopy {
  const day = formatDay(item.date);
  switch (item.kind) {
    case 'sti_positive':
      return {
        title: t`One of your STI results is positive`,
        when: t`Results from ${day}`,
        body: t`Read which test is positive and what to do next. Our care team will contact you about treatment.`,
        action: {
          href: `/onboarding/sti/${encodeURIComponent(item.item_id)}`,
          label: t`Read your STI results`,
        },
      };
    case 'destruction_date': {
      const held = vials(item.vial_count);
      const within = inDays(item.date, today);
      return {
        title: t`Your stored sample will be destroyed`,
        when: t`On ${day} (${within})`,
        body:
          item.vial_count === 1
            ? t`Your ${held} has no storage plan after that day. Choose a plan before then to keep them.`
            : t`Your ${held} have no storage plan after that day. Choose a plan before then to keep them.`,
        action: { href: '/buy-cryogenic', label: t`Choose a storage plan` },
      };
    }
    case 'renewal_failed': {
      const title = productTitle(item.product_key, currentLanguage(), item.title);
      return {
        title: t`Your storage renewal could not be charged`,
        when: t`Since ${day}`,
        body: t`We could not charge your card for ${title}. Update your card so your stored vials stay protected: we try again as soon as you do.`,
        action: { href: '/manage-billing', label: t`Update your card` },
      };
    }
    case 'partner_consent': {
      const held = vials(item.vial_count);
      const recipient = item.recipient_facility;
      return {
        title: t`Your withdrawal is waiting for your partner's consent`,
        when: t`Asked for ${day}`,
        body:
          item.vial_count === 1
            ? t`Your ${held} goes to ${recipient} once your partner consents. We emailed them: they give their consent when they sign in.`
            : t`Your ${held} go to ${recipient} once your partner consents. We emailed them: they give their consent when they sign in.`,
        action: { href: '/cryogenic', label: t`See your withdrawal` },
      };
    }
    case 'kit_not_registered': {
      const step = kitRegistrationStep(item.item_id, item.phase, currentLanguage());
      const kit = kitName(item.product_key, currentLanguage(), item.title);
      return {
        title: t`Register your ${kit}`,
        when: t`Ordered ${day}`,
        body: step.text,
        action: { href: step.path, label: step.label },
      };
    }
    case 'agreements_to_sign': {
      const count = item.titles.length;
      // The server names them in the reader's language (readerLanguage, as /documents does).
      const titles = listed(item.titles.map(titleInSentence));
      return {
        title: select(countCategory(count), {
          one: 'One agreement to sign',
          other: `${countText(count)} agreements to sign`,
        }),
        when: t`Waiting since ${day}`,
        body: t`Sign your ${titles} so the lab can act on your samples as you ask.`,
        action: {
          href: '/contracts',
          label: count === 1 ? t`Sign your agreement` : t`Sign your agreements`,
        },
      };
    }
    case 'results_call':
      return {
        title: t`Talk your results through`,
        when: t`Results from ${day}`,
        body: t`A results call with our care team explains what each measure means for you, and answers your questions.`,
        action: { href: '/schedule-results-call', label: t`Book a results call` },
      };
    case 'retest_due': {
      const days = daysBetween(today, item.date);
      const within = inDays(item.date, today);
      return {
        title: t`Your next analysis`,
        when: days < 0 ? t`Due since ${day}` : t`Due around ${day} (${within})`,
        body: t`The lab recommends a new analysis about every three months, the time sperm take to renew.`,
        action: {
          href: marketingLink(marketingUrl, MARKETING_PATHS.spermAnalysis),
          label: t`Order a new analysis`,
          external: true,
        },
      };
    }
  }
}
