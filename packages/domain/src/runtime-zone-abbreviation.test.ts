import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeZoneAbbreviation } from './runtime-zone-abbreviation';

const intlAbbreviation = (moment: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;

/** Winter, summer, and the hours either side of the United States' changes of clock in 2026. */
const moments = [
  '2026-01-15T12:00:00Z',
  '2026-07-15T12:00:00Z',
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:01:00Z',
  '2026-11-01T05:59:00Z',
  '2026-11-01T06:01:00Z',
].map((text) => new Date(text));

describe('runtimeZoneAbbreviation', () => {
  // The runtime reads TZ again when it changes: each case sets the zone the test runs in.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes the runtime zone as Intl writes it in en-US wherever it names it, in every zone Intl knows', () => {
    let named = 0;
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT', 'GMT']) {
      vi.stubEnv('TZ', zone);
      for (const moment of moments) {
        const abbreviation = runtimeZoneAbbreviation(moment);
        if (abbreviation === undefined) continue;
        named += 1;
        expect({ zone, moment, abbreviation }).toEqual({
          zone,
          moment,
          abbreviation: intlAbbreviation(moment),
        });
      }
    }
    // The United States' zones and UTC are named without Intl: most of the zones Intl knows are not.
    expect(named).toBeGreaterThan(100);
  });

  it.each([
    ['America/New_York', '2026-01-15T12:00:00Z', 'EST'],
    ['America/New_York', '2026-07-15T12:00:00Z', 'EDT'],
    ['America/Chicago', '2026-11-01T07:01:00Z', 'CST'],
    ['America/Phoenix', '2026-07-15T12:00:00Z', 'MST'],
    ['America/Los_Angeles', '2026-07-15T12:00:00Z', 'PDT'],
    ['America/Anchorage', '2026-01-15T12:00:00Z', 'AKST'],
    ['America/Puerto_Rico', '2026-01-15T12:00:00Z', 'AST'],
    ['UTC', '2026-01-15T12:00:00Z', 'UTC'],
  ])('names %s at %s %s', (zone, moment, abbreviation) => {
    vi.stubEnv('TZ', zone);
    expect(runtimeZoneAbbreviation(new Date(moment))).toBe(abbreviation);
  });

  it.each([
    ['Pacific/Honolulu', 'HST in Honolulu, HAST in Adak'],
    ['America/Adak', 'HST in Honolulu, HAST in Adak'],
    ['Europe/London', 'named by its offset'],
    ['Etc/GMT', 'GMT in London, UTC here'],
    ['Asia/Kolkata', 'named by its offset'],
  ])('leaves %s to Intl (%s)', (zone) => {
    vi.stubEnv('TZ', zone);
    expect(runtimeZoneAbbreviation(new Date('2026-01-15T12:00:00Z'))).toBeUndefined();
  });
});
