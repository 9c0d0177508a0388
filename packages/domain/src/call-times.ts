/**
 * Results-call times as the customer reads them: in their own time zone, with the zone named, while the
 * slots themselves are defined in the care team's time zone (Central).
 */
import { CALL_TEAM_TIME_ZONE } from './call-slots';
import { formatDate, formatDay, zoneAbbreviation } from './format';
import { dateTimeFormat } from './intl-formats';
import { LANGUAGE_LOCALES, type Language } from './languages';
import { countOf } from './plural';
import { runtimeZoneName } from './runtime-zone-names';
import { timeZoneOfState } from './us-state-time-zones';

/** Where the zone the times are shown in came from, so the page can say whose zone it is. */
export type CallTimeZoneSource = 'device' | 'address' | 'care-team';

export interface CallTimeZone {
  /** An IANA name, or undefined for this device's own zone, which Date reads (and mostly names) without Intl. */
  zone: string | undefined;
  source: CallTimeZoneSource;
}

function isKnownZone(zone: string): boolean {
  try {
    dateTimeFormat({ timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this device's zone is named without Intl at `at` (runtime-zone-names.ts): then the page needs no
 * lookup of its IANA name, and a phone is spared the first Intl formatter's 40 to 80 ms.
 */
export function deviceZoneNamedByDate(at: Date): boolean {
  return runtimeZoneName(at, 'en') !== undefined;
}

/**
 * The zone to show call times in: the device's (where the customer is now), else that of the state of their
 * address, else the care team's own. `deviceZone` is the device's IANA name as Intl reads it ('' when it could
 * not), or undefined for the device's own zone read by Date (see deviceZoneNamedByDate).
 */
export function callTimeZone(input: {
  deviceZone: string | undefined;
  addressState: string | null;
}): CallTimeZone {
  if (input.deviceZone === undefined) return { zone: undefined, source: 'device' };
  if (input.deviceZone && isKnownZone(input.deviceZone)) return { zone: input.deviceZone, source: 'device' };
  const ofAddress = timeZoneOfState(input.addressState);
  if (ofAddress) return { zone: ofAddress, source: 'address' };
  return { zone: CALL_TEAM_TIME_ZONE, source: 'care-team' };
}

function zoneNamePart(
  instant: Date,
  zone: string | undefined,
  style: Intl.DateTimeFormatOptions['timeZoneName'],
  language: Language,
): string {
  return (
    dateTimeFormat({ timeZone: zone, timeZoneName: style }, LANGUAGE_LOCALES[language])
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ??
    zone ??
    ''
  );
}

/**
 * "Pacific Time", "Central European Time" ("hora del Pacífico"); a zone with no such name (UTC) by its long name.
 * Undefined is the device's own zone.
 */
export function timeZoneName(zone: string | undefined, at: Date, language: Language): string {
  const named = zone === undefined ? runtimeZoneName(at, language) : undefined;
  if (named !== undefined) return named;
  const generic = zoneNamePart(at, zone, 'longGeneric', language);
  return generic.startsWith('GMT') ? zoneNamePart(at, zone, 'long', language) : generic;
}

/** "7:00 AM PST" ("7:00 a.m. PST"): the time of a call in the zone, named as it is at that instant (PST or PDT). */
export function callTime(instant: string | Date, zone: string | undefined, language: Language): string {
  const moment = new Date(instant);
  return `${formatDate(moment, 'h:mm a', { timeZone: zone, language })} ${zoneAbbreviation(moment, zone)}`;
}

/** "Tuesday, Nov 24, 2026" ("martes, 24 nov 2026"): the day of a call in the zone. */
export function callDay(instant: string | Date, zone: string | undefined, language: Language): string {
  return formatDay(new Date(instant), { weekday: true, timeZone: zone, language });
}

interface CallWords {
  /** A day and a time of that day. */
  moment: (day: string, time: string) => string;
  daysNote: (dayCount: number) => string;
  whose: Readonly<Record<CallTimeZoneSource, string>>;
  timesNote: (zoneName: string, whose: string) => string;
}

const CALL_WORDS: Readonly<Record<Language, CallWords>> = {
  en: {
    moment: (day, time) => `${day} at ${time}`,
    daysNote: (dayCount) => `Free times on ${countOf(dayCount, 'day')}. Scroll the list for later days.`,
    whose: {
      device: 'the time zone of this device',
      address: 'the time zone of your address',
      'care-team': 'our care team’s time zone',
    },
    timesNote: (zoneName, whose) => `Times are shown in ${zoneName}, ${whose}.`,
  },
  es: {
    // "a la 1:00 p.m.", "a las 7:00 a.m."
    moment: (day, time) => `${day} ${time.startsWith('1:') ? 'a la' : 'a las'} ${time}`,
    daysNote: (dayCount) =>
      `Hay horarios libres en ${countOf(dayCount, 'día', 'días')}. Desplácese por la lista para ver los días siguientes.`,
    whose: {
      device: 'la zona horaria de este dispositivo',
      address: 'la zona horaria de su dirección',
      'care-team': 'la zona horaria de nuestro equipo de atención',
    },
    timesNote: (zoneName, whose) => `Los horarios se muestran en ${zoneName}, ${whose}.`,
  },
};

/** "Tuesday, Nov 24, 2026 at 7:00 AM PST". */
export function callMoment(instant: string | Date, zone: string | undefined, language: Language): string {
  return CALL_WORDS[language].moment(callDay(instant, zone, language), callTime(instant, zone, language));
}

/**
 * The line over a list of free times that runs on past what a phone shows: how many days it holds, so the
 * days below the fold are known to be there. Null for a single day.
 */
export function callDaysNote(dayCount: number, language: Language): string | null {
  if (dayCount < 2) return null;
  return CALL_WORDS[language].daysNote(dayCount);
}

/** The sentence over the times: which zone they are in, and whose zone it is. */
export function callTimesNote(timeZone: CallTimeZone, at: Date, language: Language): string {
  const words = CALL_WORDS[language];
  return words.timesNote(timeZoneName(timeZone.zone, at, language), words.whose[timeZone.source]);
}
