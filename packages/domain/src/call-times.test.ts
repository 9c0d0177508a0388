import { afterEach, describe, expect, it, vi } from 'vitest';
import { callSlots } from './call-slots';
import {
  callDay,
  callDaysNote,
  callMoment,
  callTime,
  callTimesNote,
  callTimeZone,
  deviceZoneNamedByDate,
  timeZoneName,
} from './call-times';
import { timeZoneOfState } from './us-state-time-zones';

// Monday 23 November 2026, noon in Austin: the first slot is Tuesday 24 at 9:00 Central (15:00 UTC).
const firstSlot = callSlots(new Date('2026-11-23T18:00:00Z'))[0] as Date;
const summerSlot = callSlots(new Date('2027-06-14T18:00:00Z'))[0] as Date;

describe('call times in the customer’s time zone, named', () => {
  it('shows the first slot, 9:00 Central, as each zone reads it', () => {
    expect(callTime(firstSlot, 'America/Chicago', 'en')).toBe('9:00 AM CST');
    expect(callTime(firstSlot, 'America/Los_Angeles', 'en')).toBe('7:00 AM PST');
    expect(callTime(firstSlot, 'America/New_York', 'en')).toBe('10:00 AM EST');
    expect(callTime(firstSlot, 'America/Phoenix', 'en')).toBe('8:00 AM MST');
    expect(callTime(firstSlot, 'Pacific/Honolulu', 'en')).toBe('5:00 AM HST');
  });

  it('names daylight saving time when it applies', () => {
    expect(callTime(summerSlot, 'America/Chicago', 'en')).toBe('9:00 AM CDT');
    expect(callTime(summerSlot, 'America/Los_Angeles', 'en')).toBe('7:00 AM PDT');
    expect(callTime(summerSlot, 'America/Phoenix', 'en')).toBe('7:00 AM MST');
  });

  it('puts a slot on the day it falls on in the zone: 9:00 Central Tuesday is Wednesday in Tokyo', () => {
    expect(callDay(firstSlot, 'America/Chicago', 'en')).toBe('Tuesday, Nov 24, 2026');
    expect(callDay(firstSlot, 'Asia/Tokyo', 'en')).toBe('Wednesday, Nov 25, 2026');
    expect(callMoment(firstSlot, 'America/Los_Angeles', 'en')).toBe('Tuesday, Nov 24, 2026 at 7:00 AM PST');
  });

  it('names the zone in words', () => {
    expect(timeZoneName('America/Los_Angeles', firstSlot, 'en')).toBe('Pacific Time');
    expect(timeZoneName('America/Chicago', summerSlot, 'en')).toBe('Central Time');
    expect(timeZoneName('UTC', firstSlot, 'en')).toBe('Coordinated Universal Time');
  });
});

describe('call times in the device’s own zone, read by Date', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['America/Los_Angeles', 'Tuesday, Nov 24, 2026 at 7:00 AM PST', 'Pacific Time'],
    ['America/Phoenix', 'Tuesday, Nov 24, 2026 at 8:00 AM MST', 'Mountain Standard Time'],
    ['America/New_York', 'Tuesday, Nov 24, 2026 at 10:00 AM EST', 'Eastern Time'],
  ])('in %s, as the same zone named by Intl', (zone, moment, name) => {
    vi.stubEnv('TZ', zone);
    expect(deviceZoneNamedByDate(firstSlot)).toBe(true);
    expect(callMoment(firstSlot, undefined, 'en')).toBe(moment);
    expect(callMoment(firstSlot, undefined, 'en')).toBe(callMoment(firstSlot, zone, 'en'));
    expect(timeZoneName(undefined, firstSlot, 'en')).toBe(name);
    expect(callTimesNote(callTimeZone({ deviceZone: undefined, addressState: 'TX' }), firstSlot, 'en')).toBe(
      `Times are shown in ${name}, the time zone of this device.`,
    );
  });

  it('in a zone only Intl names, still right, by Intl', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    expect(deviceZoneNamedByDate(firstSlot)).toBe(false);
    expect(callMoment(firstSlot, undefined, 'en')).toBe('Wednesday, Nov 25, 2026 at 12:00 AM GMT+9');
    expect(timeZoneName(undefined, firstSlot, 'en')).toBe('Japan Standard Time');
  });
});

describe('the zone the times are shown in', () => {
  it('is the device’s own when Date reads it', () => {
    expect(callTimeZone({ deviceZone: undefined, addressState: 'TX' })).toEqual({
      zone: undefined,
      source: 'device',
    });
  });

  it('is the device’s zone when the browser tells it', () => {
    expect(callTimeZone({ deviceZone: 'America/Los_Angeles', addressState: 'TX' })).toEqual({
      zone: 'America/Los_Angeles',
      source: 'device',
    });
  });

  it('falls back to the state of the customer’s address, then to the care team’s Central time', () => {
    expect(callTimeZone({ deviceZone: '', addressState: 'WA' })).toEqual({
      zone: 'America/Los_Angeles',
      source: 'address',
    });
    expect(callTimeZone({ deviceZone: 'Not/AZone', addressState: 'ny' })).toEqual({
      zone: 'America/New_York',
      source: 'address',
    });
    expect(callTimeZone({ deviceZone: '', addressState: null })).toEqual({
      zone: 'America/Chicago',
      source: 'care-team',
    });
    expect(callTimeZone({ deviceZone: '', addressState: 'ZZ' }).source).toBe('care-team');
  });

  it('says whose zone the times are in', () => {
    expect(callTimesNote({ zone: 'America/Los_Angeles', source: 'device' }, firstSlot, 'en')).toBe(
      'Times are shown in Pacific Time, the time zone of this device.',
    );
    expect(callTimesNote({ zone: 'America/Denver', source: 'address' }, firstSlot, 'en')).toBe(
      'Times are shown in Mountain Time, the time zone of your address.',
    );
    expect(callTimesNote({ zone: 'America/Chicago', source: 'care-team' }, firstSlot, 'en')).toBe(
      'Times are shown in Central Time, our care team’s time zone.',
    );
  });

  it('knows the zone of every state by its larger part', () => {
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('HI')).toBe('Pacific/Honolulu');
    expect(timeZoneOfState('DC')).toBe('America/New_York');
    expect(timeZoneOfState(' ca ')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('')).toBeNull();
    expect(timeZoneOfState(null)).toBeNull();
  });
});

describe('the note over a list of days', () => {
  it('says how many days the list holds, and that later ones are further down', () => {
    expect(callDaysNote(10, 'en')).toBe('Free times on 10 days. Scroll the list for later days.');
    expect(callDaysNote(2, 'en')).toBe('Free times on 2 days. Scroll the list for later days.');
  });

  it('says nothing for a single day', () => {
    expect(callDaysNote(1, 'en')).toBeNull();
    expect(callDaysNote(0, 'en')).toBeNull();
  });
});

describe('call times in Spanish', () => {
  it('writes the day, the time and the zone as es-US does', () => {
    expect(callTime(firstSlot, 'America/Chicago', 'es')).toBe('9:00 a.m. CST');
    expect(callDay(firstSlot, 'America/Chicago', 'es')).toBe('martes, 24 nov 2026');
    expect(callMoment(firstSlot, 'America/Los_Angeles', 'es')).toBe(
      'martes, 24 nov 2026 a las 7:00 a.m. PST',
    );
    expect(callMoment(new Date('2026-11-24T19:00:00Z'), 'America/Chicago', 'es')).toBe(
      'martes, 24 nov 2026 a la 1:00 p.m. CST',
    );
  });

  it('names the zone and whose it is, and counts the days', () => {
    expect(timeZoneName('America/Los_Angeles', firstSlot, 'es')).toBe('hora del Pacífico');
    expect(callTimesNote({ zone: 'America/Chicago', source: 'care-team' }, firstSlot, 'es')).toBe(
      'Los horarios se muestran en hora central, la zona horaria de nuestro equipo de atención.',
    );
    expect(callDaysNote(5, 'es')).toBe(
      'Hay horarios libres en 5 días. Desplácese por la lista para ver los días siguientes.',
    );
    expect(callDaysNote(1, 'es')).toBeNull();
  });
});
