import { dateTimeFormat } from './intl-formats';

/** A moment's calendar and clock fields as they read in one time zone. */
export interface MomentFields {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

/**
 * The fields of a moment in `timeZone` (an IANA name), or in the runtime's own zone when it is undefined. The
 * runtime's zone and UTC are read with Date's own getters; any other zone needs an Intl formatter, and a page's
 * first one costs 30 to 100 ms of a browser's main thread. Throws a RangeError for an unknown zone, as Intl does.
 */
export function momentFields(moment: Date, timeZone?: string): MomentFields {
  if (timeZone === undefined) {
    return {
      year: moment.getFullYear(),
      month: moment.getMonth() + 1,
      day: moment.getDate(),
      hour: moment.getHours(),
      minute: moment.getMinutes(),
      second: moment.getSeconds(),
    };
  }
  if (timeZone === 'UTC') {
    return {
      year: moment.getUTCFullYear(),
      month: moment.getUTCMonth() + 1,
      day: moment.getUTCDate(),
      hour: moment.getUTCHours(),
      minute: moment.getUTCMinutes(),
      second: moment.getUTCSeconds(),
    };
  }
  const parts = dateTimeFormat({
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}
