/**
 * Display formats (specification sections 5, 8 and 9): dates, numbers, money and percentages, in one style per
 * language (ADR 049, ADR 064). Numbers and money read alike in both: es-US writes them as en-US does
 * ("$1,234.50", "42.46%"), as Intl's es-US does.
 */
import { DEFAULT_DATE_FORMAT, EMPTY_VALUE_PLACEHOLDER, PERCENT_MAX_FRACTION_DIGITS } from './constants';
import { type DecimalOptions, decimalText, dollarText } from './en-us-numbers';
import { dateTimeFormat, numberFormat } from './intl-formats';
import type { Language } from './languages';
import { type MomentFields, momentFields } from './moment-fields';
import { runtimeZoneAbbreviation } from './runtime-zone-names';

/** How a language writes dates: its months and weekdays, their abbreviations, the two halves of a day, its styles. */
interface DateWords {
  months: readonly string[];
  /** As `MMM` writes a month: "Dec", "dic". */
  shortMonths: readonly string[];
  weekdays: readonly string[];
  shortWeekdays: readonly string[];
  /** Before noon, after noon (the `a` token). */
  halves: readonly [string, string];
  /** The patterns of formatDay, formatDay with its weekday, formatDateTime, formatMonth and formatAxisMonth. */
  styles: { day: string; weekday: string; dateTime: string; month: string; axisMonth: string };
}

const DATE_WORDS: Readonly<Record<Language, DateWords>> = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortWeekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    halves: ['AM', 'PM'],
    styles: {
      day: 'MMM d, yyyy',
      weekday: 'EEEE, MMM d, yyyy',
      dateTime: 'MMM d, yyyy, h:mm a',
      month: 'MMMM yyyy',
      axisMonth: 'MMM yyyy',
    },
  },
  // As Intl's es-US writes them ("4 dic 2026", "3:30 p.m."), the weekday in full before the day.
  es: {
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    shortMonths: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    weekdays: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    shortWeekdays: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    halves: ['a.m.', 'p.m.'],
    styles: {
      day: 'd MMM yyyy',
      weekday: 'EEEE, d MMM yyyy',
      dateTime: 'd MMM yyyy, h:mm a',
      month: "MMMM 'de' yyyy",
      axisMonth: 'MMM yyyy',
    },
  },
};

export type DateInput = string | number | Date | null | undefined;

export interface FormatDateOptions {
  /** The zone a moment is shown in (IANA name); defaults to the runtime's zone. Calendar dates ignore it. */
  timeZone?: string;
  /** The language whose words and style the date is written in; English unless given. */
  language?: Language;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDateFields(value: string): MomentFields | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day, hour: 0, minute: 0, second: 0 };
}

function toParts(value: DateInput, timeZone: string | undefined): MomentFields | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const calendar = calendarDateFields(trimmed);
    if (calendar) return calendar;
    if (CALENDAR_DATE.test(trimmed)) return null;
    return toParts(new Date(trimmed), timeZone);
  }
  const moment = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return null;
  return momentFields(moment, timeZone);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function formatToken(token: string, parts: MomentFields, words: DateWords): string {
  const monthName = words.months[parts.month - 1] ?? '';
  const weekdayIndex = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  switch (token) {
    case 'yyyy':
      return pad(parts.year, 4);
    case 'yy':
      return pad(parts.year % 100);
    case 'MMMM':
      return monthName;
    case 'MMM':
      return words.shortMonths[parts.month - 1] ?? '';
    case 'MM':
      return pad(parts.month);
    case 'M':
      return String(parts.month);
    case 'dd':
      return pad(parts.day);
    case 'd':
      return String(parts.day);
    case 'EEEE':
      return words.weekdays[weekdayIndex] ?? '';
    case 'EEE':
      return words.shortWeekdays[weekdayIndex] ?? '';
    case 'HH':
      return pad(parts.hour);
    case 'H':
      return String(parts.hour);
    case 'hh':
      return pad(hour12);
    case 'h':
      return String(hour12);
    case 'mm':
      return pad(parts.minute);
    case 'ss':
      return pad(parts.second);
    case 'a':
      return words.halves[parts.hour < 12 ? 0 : 1];
    default:
      return token.startsWith("'") ? token.slice(1, -1) : token;
  }
}

const DATE_TOKENS = /'[^']*'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|a/g;

/**
 * Formats a date with a pattern of yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE, HH, H, hh, h, mm, ss, a
 * and 'quoted text', the names in the options' language. A YYYY-MM-DD string is a calendar date and never shifts
 * with the zone. Empty or invalid values show "- -".
 */
export function formatDate(
  value: DateInput,
  pattern: string = DEFAULT_DATE_FORMAT,
  options: FormatDateOptions = {},
): string {
  let parts: MomentFields | null;
  try {
    parts = toParts(value, options.timeZone);
  } catch {
    return EMPTY_VALUE_PLACEHOLDER;
  }
  if (!parts) return EMPTY_VALUE_PLACEHOLDER;
  const known = parts;
  const words = DATE_WORDS[options.language ?? 'en'];
  return pattern.replace(DATE_TOKENS, (token) => formatToken(token, known, words));
}

const stylesOf = (options: FormatDateOptions) => DATE_WORDS[options.language ?? 'en'].styles;

/**
 * The one way the portal writes a day: "Nov 5, 2026" (no full stop after the month, no leading zero; in Spanish
 * "5 nov 2026"), or with `weekday`, "Thursday, Nov 5, 2026" ("jueves, 5 nov 2026") where the day of the week
 * matters (a delivery day, a call). A moment is shown on the day it is in `timeZone` (the runtime's zone by
 * default); a YYYY-MM-DD calendar date never shifts. Empty or invalid values show "- -".
 */
export function formatDay(value: DateInput, options: FormatDateOptions & { weekday?: boolean } = {}): string {
  const styles = stylesOf(options);
  return formatDate(value, options.weekday ? styles.weekday : styles.day, options);
}

/** A month as a calendar's heading names it: "December 2026", "diciembre de 2026". */
export function formatMonth(value: DateInput, options: Pick<FormatDateOptions, 'language'> = {}): string {
  return formatDate(value, stylesOf(options).month, options);
}

/** A month as a chart's time axis names it: "Jun 2025", "jun 2025". */
export function formatAxisMonth(value: DateInput, options: Pick<FormatDateOptions, 'language'> = {}): string {
  return formatDate(value, stylesOf(options).axisMonth, options);
}

/** "EST", "PDT": a zone's abbreviation at `moment`; the runtime's own (undefined) without Intl where it can be. */
export function zoneAbbreviation(moment: Date, timeZone: string | undefined): string {
  return (
    (timeZone === undefined ? runtimeZoneAbbreviation(moment) : undefined) ??
    dateTimeFormat({ timeZone, timeZoneName: 'short' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value ??
    ''
  );
}

/**
 * A moment with its time, always naming the zone it is shown in: "Nov 5, 2026, 3:30 PM EST" ("5 nov 2026,
 * 3:30 p.m. EST"). The zone is `timeZone` (the runtime's by default), named as it is at that instant (EST or EDT).
 * A calendar date has no time: it is written as formatDay writes it. Empty or invalid values show "- -".
 */
export function formatDateTime(value: DateInput, options: FormatDateOptions = {}): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value.trim())) return formatDay(value, options);
  const text = formatDate(value, stylesOf(options).dateTime, options);
  if (text === EMPTY_VALUE_PLACEHOLDER || value === null || value === undefined) return text;
  const moment = value instanceof Date ? value : new Date(value);
  try {
    const zone = zoneAbbreviation(moment, options.timeZone);
    return zone ? `${text} ${zone}` : text;
  } catch {
    return EMPTY_VALUE_PLACEHOLDER;
  }
}

export type NumberInput = number | string | null | undefined;

function toFiniteNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const DECIMAL_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits', 'useGrouping']);

/** Whether en-US digits, commas and a full stop are all the options ask for (no Intl formatter needed). */
const plainDecimal = (options: Intl.NumberFormatOptions): options is DecimalOptions =>
  Object.entries(options).every(
    ([key, setting]) => DECIMAL_OPTIONS.has(key) && (key !== 'useGrouping' || typeof setting === 'boolean'),
  );

/** A number in en-US; a missing or non-numeric value shows "- -". */
export function formatNumber(value: NumberInput, options: Intl.NumberFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return EMPTY_VALUE_PLACEHOLDER;
  return plainDecimal(options) ? decimalText(number, options) : numberFormat(options).format(number);
}

/** Dollars in USD, e.g. 1234.5 -> "$1,234.50". */
export function formatDollars(dollars: NumberInput): string {
  const number = toFiniteNumber(dollars);
  return number === null ? EMPTY_VALUE_PLACEHOLDER : dollarText(number);
}

/** Integer cents in USD, e.g. 123450 -> "$1,234.50". */
export function formatMoney(cents: NumberInput): string {
  const number = toFiniteNumber(cents);
  return number === null ? EMPTY_VALUE_PLACEHOLDER : dollarText(number / 100);
}

/** A value already in percent with up to 2 decimals, e.g. 42.456 -> "42.46%", 42 -> "42%". */
export function formatPercent(value: NumberInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return EMPTY_VALUE_PLACEHOLDER;
  return `${decimalText(number, { maximumFractionDigits: PERCENT_MAX_FRACTION_DIGITS })}%`;
}

/** Revenue as analytics expects it: two decimals, no grouping, e.g. 99.5 -> "99.50". */
export function revenueTwoDecimals(value: NumberInput): string {
  const number = toFiniteNumber(value) ?? 0;
  return decimalText(number, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}

export interface TimezoneLogger {
  error: (message: string, context?: unknown) => void;
}

export interface BrowserTimezoneOptions {
  logger: TimezoneLogger;
  /** Reads the zone; defaults to the runtime's Intl zone. */
  lookup?: () => string | undefined;
}

const runtimeTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The customer's IANA time zone, or '' (logged) when it cannot be read. */
export function browserTimezone({ logger, lookup = runtimeTimezone }: BrowserTimezoneOptions): string {
  try {
    const zone = lookup();
    if (zone) return zone;
    logger.error('Timezone lookup returned no zone');
  } catch (error) {
    logger.error('Timezone lookup failed', error);
  }
  return '';
}
