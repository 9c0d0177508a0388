import { INSTALMENT_COUNT } from './constants';
import { formatDay, formatMoney } from './format';
import type { Language } from './languages';

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
interface InstalmentsLeftWords {
  paid: (paidParts: number, parts: number) => string;
  nothingLeft: string;
  left: (amount: string) => string;
  /** What stands with the next part, `amount` due on `day`. */
  next: Readonly<Record<Exclude<InstalmentState, 'paid'>, (amount: string, day: string) => string>>;
}

const INSTALMENTS_LEFT_WORDS: Readonly<Record<Language, InstalmentsLeftWords>> = {
  en: {
    paid: (paidParts, parts) => `${paidParts} of ${parts} paid.`,
    nothingLeft: 'Nothing left to pay.',
    left: (amount) => `${amount} left`,
    next: {
      declined: (amount, day) =>
        `the ${amount} due ${day} was declined, and we will try again. To use another card, change it below.`,
      failed: (amount, day) =>
        `the ${amount} due ${day} could not be collected. Please add another card below: we charge it at once.`,
      pending: (amount, day) => `the ${amount} due ${day} is being charged.`,
      scheduled: (amount, day) => `the next ${amount} on ${day}.`,
    },
  },
  es: {
    paid: (paidParts, parts) => `${paidParts} de ${parts} pagos hechos.`,
    nothingLeft: 'No queda nada por pagar.',
    left: (amount) => `Faltan ${amount}`,
    next: {
      declined: (amount, day) =>
        `el pago de ${amount} del ${day} fue rechazado y lo intentaremos de nuevo. Para usar otra tarjeta, cámbiela abajo.`,
      failed: (amount, day) =>
        `no pudimos cobrar el pago de ${amount} del ${day}. Agregue otra tarjeta abajo: haremos el cargo de inmediato.`,
      pending: (amount, day) => `estamos cobrando el pago de ${amount} del ${day}.`,
      scheduled: (amount, day) => `el próximo pago, de ${amount}, es el ${day}.`,
    },
  },
};

export function instalmentsLeftInWords(
  plan: {
    paidParts: number;
    parts: number;
    leftCents: number;
    next: { amountCents: number; dueDate: string; status: Exclude<InstalmentState, 'paid'> } | null;
  },
  language: Language,
): string {
  const words = INSTALMENTS_LEFT_WORDS[language];
  const paid = words.paid(plan.paidParts, plan.parts);
  if (!plan.next) return `${paid} ${words.nothingLeft}`;
  const next = words.next[plan.next.status](
    formatMoney(plan.next.amountCents),
    formatDay(plan.next.dueDate, { language }),
  );
  return `${paid} ${words.left(formatMoney(plan.leftCents))}: ${next}`;
}
