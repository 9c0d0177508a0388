/**
 * The runtime's own time zone named without Intl. A page's first Intl formatter costs 40 to 80 ms of a browser's
 * main thread; Date#toString names the zone for nothing ("GMT-0500 (Eastern Standard Time)"), and for the names
 * below en-US writes the same everywhere. Others are left to Intl: "Hawaii-Aleutian Standard Time" is HST in
 * Honolulu and HAST in Adak, "Greenwich Mean Time" is GMT in London and UTC in Etc/GMT, and another locale's
 * browser writes the names in its own language.
 */
const REGIONS = ['Eastern', 'Central', 'Mountain', 'Pacific', 'Atlantic', 'Alaska'] as const;
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

/**
 * The runtime zone in words, as en-US names a zone for a list of times: "Pacific Time" where the clocks move,
 * "Mountain Standard Time" where they do not (Phoenix), "Coordinated Universal Time"; undefined when only Intl
 * knows it.
 */
export function runtimeZoneName(moment: Date): string | undefined {
  const name = longName(moment);
  if (name === undefined || !ABBREVIATIONS.has(name)) return undefined;
  const region = REGIONS.find((candidate) => name.startsWith(`${candidate} `));
  return region && observesDaylightSaving(moment.getFullYear()) ? `${region} Time` : name;
}
