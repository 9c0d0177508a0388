import { INSTALMENT_COUNT } from './constants';

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
