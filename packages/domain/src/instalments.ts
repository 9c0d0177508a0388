import { INSTALMENT_COUNT } from './constants';
import { formatDay, formatMoney } from './format';

export interface Instalment {
  number: number;
  dueDate: string;
  amountCents: number;
}

function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The amounts of the instalments, adding up to the total exactly: the odd cents are paid first. */
export function instalmentAmounts(totalCents: number, count = INSTALMENT_COUNT): number[] {
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, index) => base + (index === 0 ? totalCents - base * count : 0));
}

/** Monthly instalments of a total, the first due on the first date. */
export function splitInstalments(
  totalCents: number,
  firstDueDate: string,
  count = INSTALMENT_COUNT,
): Instalment[] {
  return instalmentAmounts(totalCents, count).map((amountCents, index) => ({
    number: index + 1,
    dueDate: addMonths(firstDueDate, index),
    amountCents,
  }));
}

/** The customer is reminded of a later instalment this many days before it is charged. */
export const INSTALMENT_REMINDER_DAYS = 3;
/** A later instalment is charged at most this many times (the first on its date, then retries). */
export const INSTALMENT_MAX_ATTEMPTS = 3;
/** Days between a declined instalment and its next attempt. */
export const INSTALMENT_RETRY_DELAY_DAYS = 3;

export type InstalmentState = 'paid' | 'scheduled' | 'pending' | 'declined' | 'failed';

export interface InstalmentStanding {
  number: number;
  dueDate: string;
  amountCents: number;
  status: InstalmentState;
}

export type UnpaidInstalment = InstalmentStanding & { status: Exclude<InstalmentState, 'paid'> };

/** What is left of a plan: the amount, the next part to be charged (null when all are paid), and how it stands. */
export function instalmentsLeft(parts: readonly InstalmentStanding[]): {
  leftCents: number;
  paidCount: number;
  count: number;
  next: UnpaidInstalment | null;
} {
  const unpaid = parts
    .filter((part): part is UnpaidInstalment => part.status !== 'paid')
    .sort((a, b) => a.number - b.number);
  return {
    leftCents: unpaid.reduce((sum, part) => sum + part.amountCents, 0),
    paidCount: parts.length - unpaid.length,
    count: parts.length,
    next: unpaid[0] ?? null,
  };
}

/**
 * What is left of a plan in words, e.g. "1 of 3 paid. $66.00 left: the next $33.00 on Dec 27, 2026.", and what
 * the customer must do when the next part was declined or could not be collected.
 */
export function instalmentsLeftInWords(plan: {
  paidParts: number;
  parts: number;
  leftCents: number;
  next: { amountCents: number; dueDate: string; status: Exclude<InstalmentState, 'paid'> } | null;
}): string {
  const paid = `${plan.paidParts} of ${plan.parts} paid.`;
  if (!plan.next) return `${paid} Nothing left to pay.`;
  const left = `${formatMoney(plan.leftCents)} left`;
  const next = `${formatMoney(plan.next.amountCents)} due ${formatDay(plan.next.dueDate)}`;
  switch (plan.next.status) {
    case 'declined':
      return `${paid} ${left}: the ${next} was declined, and we will try again. To use another card, change it below.`;
    case 'failed':
      return `${paid} ${left}: the ${next} could not be collected. Please add another card below: we charge it at once.`;
    case 'pending':
      return `${paid} ${left}: the ${next} is being charged.`;
    case 'scheduled':
      return `${paid} ${left}: the next ${formatMoney(plan.next.amountCents)} on ${formatDay(plan.next.dueDate)}.`;
  }
}
