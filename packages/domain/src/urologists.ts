/** Finding a urologist: how far a search reaches from the customer's ZIP code, and how distances are said. */
import { LOCALE } from './constants';
import { countOf } from './plural';

/** A search reaches this far unless the customer widens it. */
export const DEFAULT_UROLOGIST_RADIUS_MILES = 100;
/** The distances offered to choose from; any other whole number up to the maximum is accepted too. */
export const UROLOGIST_RADII_MILES = [25, 50, 100, 250, 500] as const;
/** Farther than any two places in the United States; "any" lifts the limit altogether. */
export const MAX_UROLOGIST_RADIUS_MILES = 5_000;
export const ANY_DISTANCE = 'any';

/** Miles from the ZIP code searched, or every verified urologist whatever the distance. */
export type UrologistRadius = number | typeof ANY_DISTANCE;

export const UROLOGIST_MESSAGES = {
  unknownZip: 'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.',
  radius: 'Choose a distance of 1 to 5,000 miles, or any distance.',
  resultsFirst: 'The urologist search opens once your results are ready.',
} as const;

/** "1 mile", "2 miles", "1,770 miles". */
export function formatMiles(miles: number): string {
  return countOf(miles, 'mile');
}

/** How far one urologist is: distances are between ZIP code centres, so under a mile says so. */
export function milesAway(miles: number): string {
  return miles < 1 ? 'Less than 1 mile away' : `${formatMiles(Math.round(miles))} away`;
}

/** "within 100 miles" or "at any distance". */
export function radiusPhrase(radius: UrologistRadius): string {
  return radius === ANY_DISTANCE ? 'at any distance' : `within ${formatMiles(radius)}`;
}

/** The heading over a search's results: "1 urologist within 100 miles, nearest first". */
export function urologistsFoundHeading(count: number, radius: UrologistRadius): string {
  return `${countOf(count, 'urologist')} ${radiusPhrase(radius)}, nearest first`;
}

/** The heading when a search finds nobody: "No verified urologist within 100 miles of 59001". */
export function nobodyNearHeading(zip: string, radius: UrologistRadius): string {
  return `No verified urologist ${radiusPhrase(radius)} of ${zip}`;
}

/** The label of a distance to choose or to widen to: "Within 250 miles", "Any distance". */
export function radiusLabel(radius: UrologistRadius): string {
  return radius === ANY_DISTANCE ? 'Any distance' : `Within ${formatMiles(radius)}`;
}

export function isWithinRadius(distanceMiles: number, radius: UrologistRadius): boolean {
  return radius === ANY_DISTANCE || distanceMiles <= radius;
}

export interface UrologistSearchOutcome<T> {
  /** Those within the radius, nearest first (equal distances by name). */
  within: T[];
  /** How far the nearest one outside the radius is, to offer a wider search; null when none is outside. */
  nearestOutsideMiles: number | null;
}

/** Splits urologists by the radius of a search, nearest first. */
export function searchWithinRadius<T extends { distanceMiles: number; name: string }>(
  urologists: readonly T[],
  radius: UrologistRadius,
): UrologistSearchOutcome<T> {
  const nearestFirst = [...urologists].sort(
    (a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name, LOCALE),
  );
  const outside = nearestFirst.find((urologist) => !isWithinRadius(urologist.distanceMiles, radius));
  return {
    within: nearestFirst.filter((urologist) => isWithinRadius(urologist.distanceMiles, radius)),
    nearestOutsideMiles: outside ? outside.distanceMiles : null,
  };
}

/** The smallest of the offered distances that reaches this far, or any distance beyond them. */
export function radiusReaching(distanceMiles: number): UrologistRadius {
  return UROLOGIST_RADII_MILES.find((radius) => distanceMiles <= radius) ?? ANY_DISTANCE;
}

/** A radius as the search form and the query string write it ("100", "any"); null when it is not one. */
export function parseRadius(value: string): UrologistRadius | null {
  const trimmed = value.trim();
  if (trimmed === ANY_DISTANCE) return ANY_DISTANCE;
  if (!/^\d+$/.test(trimmed)) return null;
  const miles = Number(trimmed);
  return miles >= 1 && miles <= MAX_UROLOGIST_RADIUS_MILES ? miles : null;
}
