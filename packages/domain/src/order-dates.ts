/**
 * The day of an order or a payment, as every place a person reads it writes it: the clinic's day. The clinic and
 * its lab are in Austin, Texas, whose zone already counts delivery days, collection days, the call team's hours
 * and the lab's report dates; an order placed at 11:30 PM there is that day's order on Manage billing, on its
 * confirmation and on its PDF receipt alike, whatever zone the browser or the server is in. The server works the
 * day out (browsers would need Intl for a zone not their own) and sends it as a YYYY-MM-DD calendar date, which
 * `formatDay` writes without moving it.
 */
import { calendarDateIn } from './calendar-date';
import { LAB_TIME_ZONE } from './kit-dates';

export const CLINIC_TIME_ZONE = LAB_TIME_ZONE;

/** The clinic's calendar date (YYYY-MM-DD) of a moment an order was placed or a payment made. */
export function clinicDay(moment: Date | string): string {
  return calendarDateIn(typeof moment === 'string' ? new Date(moment) : moment, CLINIC_TIME_ZONE);
}
