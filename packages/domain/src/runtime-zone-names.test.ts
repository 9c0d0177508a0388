import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeZoneAbbreviation, runtimeZoneName } from './runtime-zone-names';

const intlPart = (moment: Date, style: 'short' | 'long' | 'longGeneric', locale = 'en-US') =>
  new Intl.DateTimeFormat(locale, { timeZoneName: style })
    .formatToParts(moment)
    .find((part) => part.type === 'timeZoneName')?.value;

/**
 * What call-times' timeZoneName writes with Intl: the generic name, or the long one where that is an offset. In
 * the hour a zone's clocks repeat, Intl adds a place to the generic name of some zones ("Central Time (Knox,
 * Indiana)"); the name without it is the one compared.
 */
const intlName = (moment: Date, locale = 'en-US') => {
  const generic = (intlPart(moment, 'longGeneric', locale) ?? '').replace(/ \([^()]+\)$/, '');
  return generic.startsWith('GMT') ? intlPart(moment, 'long', locale) : generic;
};

/** Winter, summer, and the minutes either side of the United States' changes of clock in 2026. */
const moments = [
  '2026-01-15T12:00:00Z',
  '2026-07-15T12:00:00Z',
  '2026-03-08T06:59:00Z',
  '2026-03-08T07:01:00Z',
  '2026-11-01T05:59:00Z',
  '2026-11-01T06:01:00Z',
].map((text) => new Date(text));

describe('the runtime zone named without Intl', () => {
  // The runtime reads TZ again when it changes: each case sets the zone the test runs in.
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes what Intl writes in en-US (and es-US) wherever it names the zone, in every zone Intl knows', () => {
    let named = 0;
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/GMT', 'GMT']) {
      vi.stubEnv('TZ', zone);
      for (const moment of moments) {
        const abbreviation = runtimeZoneAbbreviation(moment);
        const name = runtimeZoneName(moment, 'en');
        // Both or neither: a page names the zone one way or the other, never half without Intl.
        expect({ zone, moment, named: name !== undefined }).toEqual({
          zone,
          moment,
          named: abbreviation !== undefined,
        });
        if (abbreviation === undefined) continue;
        named += 1;
        expect({ zone, moment, abbreviation, name }).toEqual({
          zone,
          moment,
          abbreviation: intlPart(moment, 'short'),
          name: intlName(moment),
        });
        expect({ zone, moment, spanish: runtimeZoneName(moment, 'es') }).toEqual({
          zone,
          moment,
          spanish: intlName(moment, 'es-US'),
        });
      }
    }
    // The United States' zones and UTC are named without Intl: most of the zones Intl knows are not.
    expect(named).toBeGreaterThan(100);
  });

  it.each([
    ['America/New_York', '2026-01-15T12:00:00Z', 'EST', 'Eastern Time'],
    ['America/New_York', '2026-07-15T12:00:00Z', 'EDT', 'Eastern Time'],
    ['America/Chicago', '2026-11-01T07:01:00Z', 'CST', 'Central Time'],
    ['America/Phoenix', '2026-07-15T12:00:00Z', 'MST', 'Mountain Standard Time'],
    ['America/Los_Angeles', '2026-07-15T12:00:00Z', 'PDT', 'Pacific Time'],
    ['America/Anchorage', '2026-01-15T12:00:00Z', 'AKST', 'Alaska Time'],
    ['America/Puerto_Rico', '2026-01-15T12:00:00Z', 'AST', 'Atlantic Standard Time'],
    ['UTC', '2026-01-15T12:00:00Z', 'UTC', 'Coordinated Universal Time'],
  ])('names %s at %s %s, in words %s', (zone, moment, abbreviation, name) => {
    vi.stubEnv('TZ', zone);
    expect(runtimeZoneAbbreviation(new Date(moment))).toBe(abbreviation);
    expect(runtimeZoneName(new Date(moment), 'en')).toBe(name);
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
    expect(runtimeZoneName(new Date('2026-01-15T12:00:00Z'), 'en')).toBeUndefined();
  });
});
