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

/**
 * Splits a total into monthly instalments, the first due on the first date. The parts add up to the total
 * exactly: the cents that do not divide evenly are paid with the first instalment.
 */
export function splitInstalments(
  totalCents: number,
  firstDueDate: string,
  count = INSTALMENT_COUNT,
): Instalment[] {
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    dueDate: addMonths(firstDueDate, index),
    amountCents: base + (index === 0 ? remainder : 0),
  }));
}
