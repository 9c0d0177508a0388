import { addDays } from '@fathom/domain/calendar-date';

/** A month of the calendar: its first day, and its weeks (Sunday first), days of other months left out (null). */
export interface CalendarMonth {
  firstDay: string;
  weeks: (string | null)[][];
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const monthOf = (date: string) => date.slice(0, 7);

/** The months from `from`'s to `to`'s, each with the weeks that hold its days. */
export function calendarMonths(from: string, to: string): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let firstDay = `${monthOf(from)}-01`; monthOf(firstDay) <= monthOf(to); ) {
    const weeks: (string | null)[][] = [];
    for (let sunday = addDays(firstDay, -weekdayOf(firstDay)); ; sunday = addDays(sunday, 7)) {
      const week = Array.from({ length: 7 }, (_, index) => addDays(sunday, index));
      if (!week.some((day) => monthOf(day) === monthOf(firstDay))) break;
      weeks.push(week.map((day) => (monthOf(day) === monthOf(firstDay) ? day : null)));
    }
    months.push({ firstDay, weeks });
    const last = weeks.at(-1)?.findLast((day) => day !== null) ?? firstDay;
    firstDay = addDays(last, 1);
  }
  return months;
}

/** The same day of the month `months` away, or that month's last day when it has fewer. */
function shiftMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * Where a key moves the focus in a calendar of selectable days (the date grid pattern of WAI-ARIA): arrows a day
 * or a week, Home and End the week's first or last day, Page Up and Page Down a month. Days that cannot be chosen
 * are passed over in the direction of the move; null when the key is not a move or nothing selectable lies there.
 */
export function calendarMove(
  from: string,
  key: string,
  selectable: (date: string) => boolean,
  window: { first: string; last: string },
): string | null {
  /** The first selectable day from `start` (brought inside the window) a step at a time, or null. */
  const searchFrom = (start: string, step: number): string | null => {
    let day = start;
    if (step > 0 && day < window.first) day = window.first;
    if (step < 0 && day > window.last) day = window.last;
    for (; day >= window.first && day <= window.last; day = addDays(day, step)) {
      if (selectable(day)) return day;
    }
    return null;
  };
  switch (key) {
    case 'ArrowLeft':
      return searchFrom(addDays(from, -1), -1);
    case 'ArrowRight':
      return searchFrom(addDays(from, 1), 1);
    case 'ArrowUp':
      return searchFrom(addDays(from, -7), -7);
    case 'ArrowDown':
      return searchFrom(addDays(from, 7), 7);
    case 'Home':
      return searchFrom(addDays(from, -weekdayOf(from)), 1);
    case 'End':
      return searchFrom(addDays(from, 6 - weekdayOf(from)), -1);
    case 'PageUp':
      return searchFrom(shiftMonths(from, -1), -1) ?? searchFrom(shiftMonths(from, -1), 1);
    case 'PageDown':
      return searchFrom(shiftMonths(from, 1), 1) ?? searchFrom(shiftMonths(from, 1), -1);
    default:
      return null;
  }
}
