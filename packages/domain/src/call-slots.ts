/** When a results call can be booked: half-hour slots on the care team's working days, in their time zone. */

import { TZDate } from '@date-fns/tz';
import { addDays, calendarDateIn } from './calendar-date';
import { isWorkingDay, LAB_TIME_ZONE } from './kit-dates';

/** The slots are defined in the care team's time zone: Central, where the lab is. */
export const CALL_TEAM_TIME_ZONE = LAB_TIME_ZONE;
export const CALL_DAY_HOURS = { from: 9, to: 17 } as const;
export const CALL_SLOT_MINUTES = 30;
/** Calls are booked from the next working day, up to two weeks ahead. */
export const CALL_BOOKING_DAYS = 14;

/** The start of every slot from tomorrow (in the team's time zone) for the booking window, as instants. */
export function callSlots(now: Date): Date[] {
  const today = calendarDateIn(now, CALL_TEAM_TIME_ZONE);
  const slots: Date[] = [];
  for (let offset = 1; offset <= CALL_BOOKING_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (!isWorkingDay(day)) continue;
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    for (
      let minutes = CALL_DAY_HOURS.from * 60;
      minutes < CALL_DAY_HOURS.to * 60;
      minutes += CALL_SLOT_MINUTES
    ) {
      const local = new TZDate(
        year,
        month - 1,
        date,
        Math.floor(minutes / 60),
        minutes % 60,
        CALL_TEAM_TIME_ZONE,
      );
      slots.push(new Date(local.getTime()));
    }
  }
  return slots;
}

/** Whether an instant is the start of a bookable slot now. */
export function isBookableSlot(start: Date, now: Date): boolean {
  return callSlots(now).some((slot) => slot.getTime() === start.getTime());
}
