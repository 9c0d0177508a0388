import { type MomentFields, momentFields } from './moment-fields';

/** Calendar dates (YYYY-MM-DD) as a customer sees them in their own time zone. */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real YYYY-MM-DD date (2024-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

const dateOf = ({ year, month, day }: MomentFields) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The calendar date of a moment in an IANA time zone; throws a RangeError for an unknown zone. */
export function calendarDateIn(moment: Date, timeZone: string): string {
  return dateOf(momentFields(moment, timeZone));
}

/** The calendar date of a moment where the customer is: in the zone of their browser (or of the server). */
export function calendarDateHere(moment: Date): string {
  return dateOf(momentFields(moment));
}

/** The calendar date a number of days after (or, when negative, before) another. */
export function addDays(date: string, days: number): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (negative when the second is earlier). */
export function daysBetween(from: string, to: string): number {
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw new RangeError(`Not calendar dates: ${from}, ${to}`);
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
