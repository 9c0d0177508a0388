/**
 * The long names Date#toString gives a zone ("GMT-0500 (Eastern Standard Time)") that en-US writes with one
 * abbreviation in every zone using them. Others are left out: "Hawaii-Aleutian Standard Time" is HST in Honolulu
 * and HAST in Adak, "Greenwich Mean Time" is GMT in London and UTC in Etc/GMT.
 */
const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ...['Eastern', 'Central', 'Mountain', 'Pacific', 'Atlantic'].flatMap((region) => [
    [`${region} Standard Time`, `${region[0]}ST`] as const,
    [`${region} Daylight Time`, `${region[0]}DT`] as const,
  ]),
  ['Alaska Standard Time', 'AKST'],
  ['Alaska Daylight Time', 'AKDT'],
  ['Coordinated Universal Time', 'UTC'],
]);

const ZONE_NAME = /\(([^()]+)\)$/;

/**
 * The abbreviation en-US gives the runtime's own zone at `moment` ("EST", "PDT", "UTC"), read from the name
 * Date#toString writes, or undefined when that name is not one of the above (another locale's name, a zone named
 * by its offset) and Intl must be asked. A page's first Intl date formatter costs 40 to 65 ms of a browser's main
 * thread; this costs a string match.
 */
export function runtimeZoneAbbreviation(moment: Date): string | undefined {
  const name = ZONE_NAME.exec(moment.toString())?.[1];
  return name === undefined ? undefined : ABBREVIATIONS.get(name);
}
