import type { AttentionItemResource } from '@fathom/contract/account-summary';
import { daysBetween } from '@fathom/domain/calendar-date';
import { kitRegistrationStep } from '@fathom/domain/kit-progress';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { countOf } from '@fathom/domain/plural';
import { formatDay } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n/language';

export interface AttentionCopy {
  title: string;
  /** The item's date in words, e.g. "On Jan. 09, 2027 (in 45 days)". */
  when: string;
  body: string;
  /** external: a page of the marketing site, not of the portal. */
  action: { href: string; label: string; external?: boolean };
}

const vials = (count: number) => countOf(count, 'vial');

function inDays(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days > 0 ? `in ${days} days` : `${countOf(-days, 'day')} ago`;
}

/** "A", "A and B", "A, B and C". */
function listed(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What a thing that needs the customer says on the home page, and the one thing to do about it. */
export function attentionCopy(item: AttentionItemResource, today: string, marketingUrl = ''): AttentionCopy {
  switch (item.kind) {
    case 'sti_positive':
      return {
        title: 'One of your STI results is positive',
        when: `Results from ${formatDay(item.date)}`,
        body: 'Read which test is positive and what to do next. Our care team will contact you about treatment.',
        action: {
          href: `/onboarding/sti/${encodeURIComponent(item.item_id)}`,
          label: 'Read your STI results',
        },
      };
    case 'destruction_date':
      return {
        title: 'Your stored sample will be destroyed',
        when: `On ${formatDay(item.date)} (${inDays(item.date, today)})`,
        body: `Your ${vials(item.vial_count)} ${item.vial_count === 1 ? 'has' : 'have'} no storage plan after that day. Choose a plan before then to keep them.`,
        action: { href: '/buy-cryogenic', label: 'Choose a storage plan' },
      };
    case 'renewal_failed':
      return {
        title: 'Your storage renewal could not be charged',
        when: `Since ${formatDay(item.date)}`,
        body: `We could not charge your card for ${item.title}. Update your card so your stored vials stay protected: we try again as soon as you do.`,
        action: { href: '/manage-billing', label: 'Update your card' },
      };
    case 'partner_consent':
      return {
        title: "Your withdrawal is waiting for your partner's consent",
        when: `Asked for ${formatDay(item.date)}`,
        body: `Your ${vials(item.vial_count)} ${item.vial_count === 1 ? 'goes' : 'go'} to ${item.recipient_facility} once your partner consents. We emailed them: they give their consent when they sign in.`,
        action: { href: '/cryogenic', label: 'See your withdrawal' },
      };
    case 'kit_not_registered': {
      const step = kitRegistrationStep(item.item_id, item.phase, currentLanguage());
      return {
        title: `Register your ${kitName(item.title)}`,
        when: `Ordered ${formatDay(item.date)}`,
        body: step.text,
        action: { href: step.path, label: step.label },
      };
    }
    case 'agreements_to_sign':
      return {
        title:
          item.titles.length === 1
            ? 'One agreement to sign'
            : `${countOf(item.titles.length, 'agreement')} to sign`,
        when: `Waiting since ${formatDay(item.date)}`,
        body: `Sign your ${listed(item.titles.map((title) => title.toLowerCase()))} so the lab can act on your samples as you ask.`,
        action: {
          href: '/contracts',
          label: item.titles.length === 1 ? 'Sign your agreement' : 'Sign your agreements',
        },
      };
    case 'results_call':
      return {
        title: 'Talk your results through',
        when: `Results from ${formatDay(item.date)}`,
        body: 'A results call with our care team explains what each measure means for you, and answers your questions.',
        action: { href: '/schedule-results-call', label: 'Book a results call' },
      };
    case 'retest_due': {
      const days = daysBetween(today, item.date);
      return {
        title: 'Your next analysis',
        when:
          days < 0
            ? `Due since ${formatDay(item.date)}`
            : `Due around ${formatDay(item.date)} (${inDays(item.date, today)})`,
        body: 'The lab recommends a new analysis about every three months, the time sperm take to renew.',
        action: {
          href: marketingLink(marketingUrl, MARKETING_PATHS.spermAnalysis),
          label: 'Order a new analysis',
          external: true,
        },
      };
    }
  }
}

/** A kit named by its product: "Semen Analysis" reads "Semen Analysis kit"; "STI Test Kit" stays as it is. */
function kitName(title: string): string {
  return /\bkit$/i.test(title) ? title : `${title} kit`;
}
