/**
 * The runtime's own time zone named without Intl. A page's first Intl formatter costs 40 to 80 ms of a browser's
 * main thread; Date#toString names the zone for nothing ("GMT-0500 (Eastern Standard Time)"), and for the names
 * below en-US writes the same everywhere. Others are left to Intl: "Hawaii-Aleutian Standard Time" is HST in
 * Honolulu and HAST in Adak, "Greenwich Mean Time" is GMT in London and UTC in Etc/GMT, and another locale's
 * browser writes the names in its own language.
 */
import type { Language } from './languages';

const REGIONS = ['Eastern', 'Central', 'Mountain', 'Pacific', 'Atlantic', 'Alaska'] as const;
type Region = (typeof REGIONS)[number];
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ...REGIONS.flatMap((region) => {
    const initials = region === 'Alaska' ? 'AK' : region.charAt(0);
    return [
      [`${region} Standard Time`, `${initials}ST`] as const,
      [`${region} Daylight Time`, `${initials}DT`] as const,
    ];
  }),
  ['Coordinated Universal Time', 'UTC'],
]);

const ZONE_NAME = /\(([^()]+)\)$/;

const longName = (moment: Date) => ZONE_NAME.exec(moment.toString())?.[1];

/** "EST", "PDT", "UTC": the runtime zone's abbreviation at `moment`, or undefined when only Intl knows it. */
export function runtimeZoneAbbreviation(moment: Date): string | undefined {
  const name = longName(moment);
  return name === undefined ? undefined : ABBREVIATIONS.get(name);
}

/** Whether the runtime's zone moves its clocks in `year` (its offsets in January and July differ). */
function observesDaylightSaving(year: number): boolean {
  return new Date(year, 0, 1).getTimezoneOffset() !== new Date(year, 6, 1).getTimezoneOffset();
}

type ZoneKind = 'generic' | 'Standard' | 'Daylight';

/** The names of the zones above in each language, as Intl's en-US and es-US write them. */
const ZONE_NAMES: Readonly<
  Record<Language, { region: (region: Region, kind: ZoneKind) => string; utc: string }>
> = {
  en: {
    region: (region, kind) => (kind === 'generic' ? `${region} Time` : `${region} ${kind} Time`),
    utc: 'Coordinated Universal Time',
  },
  es: {
    region: (region, kind) => {
      const place = {
        Eastern: 'oriental',
        Central: 'central',
        Mountain: 'de las Montañas Rocosas',
        Pacific: 'del Pacífico',
        Atlantic: 'del Atlántico',
        Alaska: 'de Alaska',
      }[region];
      return `hora ${{ generic: '', Standard: 'estándar ', Daylight: 'de verano ' }[kind]}${place}`;
    },
    utc: 'hora universal coordinada',
  },
};

/**
 * The runtime zone in words, as en-US (or the language's locale) names a zone for a list of times: "Pacific Time"
 * ("hora del Pacífico") where the clocks move, "Mountain Standard Time" where they do not (Phoenix), "Coordinated
 * Universal Time"; undefined when only Intl knows it.
 */
export function runtimeZoneName(moment: Date, language: Language): string | undefined {
  const name = longName(moment);
  if (name === undefined || !ABBREVIATIONS.has(name)) return undefined;
  const names = ZONE_NAMES[language];
  const region = REGIONS.find((candidate) => name.startsWith(`${candidate} `));
  if (!region) return names.utc;
  if (observesDaylightSaving(moment.getFullYear())) return names.region(region, 'generic');
  return names.region(region, name.includes(' Daylight ') ? 'Daylight' : 'Standard');
}
