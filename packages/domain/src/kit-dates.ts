/**
 * The dates a kit can be delivered on and the days a sample can be collected on. Couriers deliver and the lab
 * receives on working days only: Monday to Friday, except United States federal holidays (as observed).
 */

import { addDays, isCalendarDate } from './calendar-date';
import { formatDay } from './format';
import type { Language } from './languages';

/** A kit cannot arrive sooner than two working days after today (packing and shipping). */
export const EARLIEST_DELIVERY_WORKING_DAYS = 2;
/** A preferred delivery date can be chosen up to 30 days ahead. */
export const PREFERRED_DELIVERY_WINDOW_DAYS = 30;

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The nth (1-based) given weekday of a month, or with n = -1 the last one. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = weekday(iso(year, month, 1));
    return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(iso(year, month, lastDate));
  return iso(year, month, lastDate - ((last - day + 7) % 7));
}

/** A holiday on a Saturday is observed on the Friday before, one on a Sunday on the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

/** The observed United States federal holidays of a year. */
export function federalHolidays(year: number): string[] {
  return [
    observed(iso(year, 1, 1)),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(iso(year, 6, 19)),
    observed(iso(year, 7, 4)),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(iso(year, 11, 11)),
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(iso(year, 12, 25)),
  ];
}

export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const year = Number(date.slice(0, 4));
  // New Year's Day of the next year can be observed on 31 December.
  return !federalHolidays(year).includes(date) && !federalHolidays(year + 1).includes(date);
}

/** The first date a kit ordered today can be delivered on. */
export function earliestDeliveryDate(today: string): string {
  let date = today;
  for (let workingDays = 0; workingDays < EARLIEST_DELIVERY_WORKING_DAYS; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date)) workingDays += 1;
  }
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

export function latestDeliveryDate(today: string): string {
  return addDays(today, PREFERRED_DELIVERY_WINDOW_DAYS);
}

/** Every date from today to the end of the window that cannot be chosen as the preferred delivery date. */
export function disabledDeliveryDates(today: string): string[] {
  const earliest = earliestDeliveryDate(today);
  const disabled: string[] = [];
  for (let offset = 0; offset <= PREFERRED_DELIVERY_WINDOW_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (date < earliest || !isWorkingDay(date)) disabled.push(date);
  }
  return disabled;
}

export function isSelectableDeliveryDate(date: string, today: string): boolean {
  return (
    isCalendarDate(date) &&
    date >= earliestDeliveryDate(today) &&
    date <= latestDeliveryDate(today) &&
    isWorkingDay(date)
  );
}

export interface DeliveryDateMessages {
  notADate: string;
  weekend: string;
  holiday: string;
  tooLate: string;
  /** The date asked for is before the earliest a kit ordered today arrives on (a day with its weekday). */
  tooSoon: (earliest: string) => string;
}

export const DELIVERY_DATE_MESSAGES: Readonly<Record<Language, DeliveryDateMessages>> = {
  en: {
    notADate: 'Enter the preferred delivery date as a date of the calendar.',
    weekend: 'Kits are not delivered at weekends. Choose a weekday from the calendar.',
    holiday: 'Kits are not delivered on public holidays. Choose another day from the calendar.',
    tooLate: `Choose a delivery date within the next ${PREFERRED_DELIVERY_WINDOW_DAYS} days.`,
    tooSoon: (earliest) =>
      `A kit ordered today arrives on ${earliest} at the earliest. Choose that day or a later one.`,
  },
  es: {
    notADate: 'Escriba la fecha de entrega que prefiere como una fecha del calendario.',
    weekend: 'No entregamos kits los fines de semana. Elija un día entre semana en el calendario.',
    holiday: 'No entregamos kits en días feriados. Elija otro día en el calendario.',
    tooLate: `Elija una fecha de entrega dentro de los próximos ${PREFERRED_DELIVERY_WINDOW_DAYS} días.`,
    tooSoon: (earliest) =>
      `Un kit pedido hoy llega, como muy pronto, el ${earliest}. Elija ese día o uno posterior.`,
  },
};

/** Why a preferred delivery date cannot be chosen today (a sentence for the customer), or null when it can. */
export function deliveryDateRefusal(date: string, today: string, language: Language): string | null {
  const messages = DELIVERY_DATE_MESSAGES[language];
  if (!isCalendarDate(date)) return messages.notADate;
  const day = weekday(date);
  if (day === 0 || day === 6) return messages.weekend;
  if (!isWorkingDay(date)) return messages.holiday;
  const earliest = earliestDeliveryDate(today);
  if (date < earliest) return messages.tooSoon(formatDay(earliest, { weekday: true, language }));
  if (date > latestDeliveryDate(today)) return messages.tooLate;
  return null;
}

/**
 * A sample travels overnight and must reach the lab on a working day: collect Monday to Thursday, on a day
 * followed by a working day. Never Friday to Sunday.
 */
export function isCollectionDay(date: string): boolean {
  const day = weekday(date);
  return day >= 1 && day <= 4 && isWorkingDay(date) && isWorkingDay(addDays(date, 1));
}

/** The first collection day on or after a date. */
export function nextCollectionDay(from: string): string {
  let date = from;
  while (!isCollectionDay(date)) date = addDays(date, 1);
  return date;
}

/** Delivery and collection days are counted in the lab's time zone (Austin, Texas). */
export const LAB_TIME_ZONE = 'America/Chicago';
