import type { AttentionItemResource } from '@fathom/contract/account-summary';
import { daysBetween } from '@fathom/domain/calendar-date';
import { formatDay } from '@fathom/domain/format';
import { countOf } from '@fathom/domain/plural';

export interface AttentionCopy {
  title: string;
  /** The item's date in words, e.g. "On Jan. 09, 2027 (in 45 days)". */
  when: string;
  body: string;
  action: { href: string; label: string };
}

const vials = (count: number) => countOf(count, 'vial');

function inDays(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return days > 0 ? `in ${days} days` : `${countOf(-days, 'day')} ago`;
}

const KIT_STAGE_REASON: Readonly<Record<number, string>> = {
  3: 'Register it before you send your sample back, so the lab knows the sample is yours.',
  4: 'Your sample is on its way to the lab: register the kit now so the lab can match the sample to you.',
  5: 'The lab has your sample and needs the kit registered before it can give you results.',
};

/** What a thing that needs the customer says on the home page, and the one thing to do about it. */
export function attentionCopy(item: AttentionItemResource, today: string): AttentionCopy {
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
        body: `Your ${vials(item.vial_count)} ${item.vial_count === 1 ? 'is' : 'are'} stored without a storage plan. Choose a plan before that date to keep them.`,
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
    case 'kit_not_registered':
      return {
        title: `Register your ${kitName(item.title)}`,
        when: `Ordered ${formatDay(item.date)}`,
        body:
          KIT_STAGE_REASON[item.tracking_stage] ??
          'The lab needs the kit registered to match your sample to you.',
        action: { href: `/k-r/${encodeURIComponent(item.item_id)}`, label: 'Register this kit' },
      };
  }
}

/** A kit named by its product: "Semen Analysis" reads "Semen Analysis kit"; "STI Test Kit" stays as it is. */
function kitName(title: string): string {
  return /\bkit$/i.test(title) ? title : `${title} kit`;
}
