/** Month arithmetic as PostgreSQL does it for `timestamp + interval 'N months'`: a missing day becomes the month's last. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * When a plan renewing every `periodMonths` months must have started, within [earliest, latest], for one of
 * its periods to end on `end` (renewed period after period, as the renewal job adds them). At a month's end no
 * start may fit: the end moves back a day at a time until one does. Answers the start and the end it reaches.
 */
export function planStartEndingOn(
  end: Date,
  periodMonths: number,
  window: { earliest: Date; latest: Date },
): { start: Date; end: Date } {
  for (let daysEarlier = 0; daysEarlier < 4; daysEarlier += 1) {
    const wanted = new Date(end.getTime() - daysEarlier * 86_400_000);
    for (let periods = 1; periods < 1_000; periods += 1) {
      const start = addMonths(wanted, -periods * periodMonths);
      if (start < window.earliest) break;
      if (start > window.latest) continue;
      let reached = start;
      for (let period = 0; period < periods; period += 1) reached = addMonths(reached, periodMonths);
      if (reached.getTime() === wanted.getTime()) return { start, end: wanted };
    }
  }
  throw new Error(`No plan of ${periodMonths} months ends near ${end.toISOString()} from that window`);
}
