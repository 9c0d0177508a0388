import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentFields } from './moment-fields';

/** The fields Intl reads in a zone (the runtime's own when undefined): what momentFields must agree with. */
function intlFields(moment: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
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

const moments = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) })
  .map((milliseconds) => new Date(milliseconds));

describe('momentFields', () => {
  // The runtime's zone is the machine's (UTC on most servers): `TZ=America/New_York npx vitest run` tries another.
  it.each([
    ['the runtime’s zone', undefined],
    ['UTC', 'UTC'],
    ['another zone', 'America/Chicago'],
  ])('reads a moment in %s as Intl does', (_name, timeZone) => {
    fc.assert(
      fc.property(moments, (moment) => {
        expect(momentFields(moment, timeZone)).toEqual(intlFields(moment, timeZone));
      }),
      { numRuns: 2_000 },
    );
  });

  it('throws for an unknown zone, as Intl does', () => {
    expect(() => momentFields(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
