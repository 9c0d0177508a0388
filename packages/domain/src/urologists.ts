/** Finding a urologist: how far a search reaches from the customer's ZIP code, and how distances are said. */
import { LOCALE } from './constants';
import { decimalText } from './en-us-numbers';
import type { Language } from './languages';
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

export interface UrologistMessages {
  unknownZip: string;
  radius: string;
  resultsFirst: string;
}

export const UROLOGIST_MESSAGES: Readonly<Record<Language, UrologistMessages>> = {
  en: {
    unknownZip: 'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.',
    radius: 'Choose a distance of 1 to 5,000 miles, or any distance.',
    resultsFirst: 'The urologist search opens once your results are ready.',
  },
  es: {
    unknownZip: 'No conocemos este código postal. Escriba el código postal (ZIP) de 5 dígitos de donde vive.',
    radius: 'Elija una distancia de 1 a 5,000 millas, o cualquier distancia.',
    resultsFirst: 'La búsqueda de urólogos se abre cuando sus resultados estén listos.',
  },
};

interface DistanceWords {
  miles: (miles: number) => string;
  lessThanAMile: string;
  away: (distance: string) => string;
  anyDistance: string;
  within: (distance: string) => string;
  anyDistanceLabel: string;
  withinLabel: (distance: string) => string;
  found: (count: number, radius: string) => string;
  nobodyNear: (radius: string, zip: string) => string;
}

const DISTANCE_WORDS: Readonly<Record<Language, DistanceWords>> = {
  en: {
    miles: (miles) => countOf(miles, 'mile'),
    lessThanAMile: 'Less than 1 mile away',
    away: (distance) => `${distance} away`,
    anyDistance: 'at any distance',
    within: (distance) => `within ${distance}`,
    anyDistanceLabel: 'Any distance',
    withinLabel: (distance) => `Within ${distance}`,
    found: (count, radius) => `${countOf(count, 'urologist')} ${radius}, nearest first`,
    nobodyNear: (radius, zip) => `No verified urologist ${radius} of ${zip}`,
  },
  es: {
    miles: (miles) => `${decimalText(miles)} ${miles === 1 ? 'milla' : 'millas'}`,
    lessThanAMile: 'A menos de 1 milla',
    away: (distance) => `A ${distance}`,
    anyDistance: 'a cualquier distancia',
    within: (distance) => `en un radio de ${distance}`,
    anyDistanceLabel: 'Cualquier distancia',
    withinLabel: (distance) => `Hasta ${distance}`,
    found: (count, radius) =>
      `${decimalText(count)} ${count === 1 ? 'urólogo' : 'urólogos'} ${radius}, primero los más cercanos`,
    nobodyNear: (radius, zip) => `No hay ningún urólogo verificado ${radius} del código postal ${zip}`,
  },
};

/** "1 mile", "2 miles", "1,770 miles". */
export function formatMiles(miles: number, language: Language): string {
  return DISTANCE_WORDS[language].miles(miles);
}

/** How far one urologist is: distances are between ZIP code centres, so under a mile says so. */
export function milesAway(miles: number, language: Language): string {
  const words = DISTANCE_WORDS[language];
  return miles < 1 ? words.lessThanAMile : words.away(formatMiles(Math.round(miles), language));
}

/** "within 100 miles" or "at any distance". */
export function radiusPhrase(radius: UrologistRadius, language: Language): string {
  const words = DISTANCE_WORDS[language];
  return radius === ANY_DISTANCE ? words.anyDistance : words.within(formatMiles(radius, language));
}

/** The heading over a search's results: "1 urologist within 100 miles, nearest first". */
export function urologistsFoundHeading(count: number, radius: UrologistRadius, language: Language): string {
  return DISTANCE_WORDS[language].found(count, radiusPhrase(radius, language));
}

/** The heading when a search finds nobody: "No verified urologist within 100 miles of 59001". */
export function nobodyNearHeading(zip: string, radius: UrologistRadius, language: Language): string {
  return DISTANCE_WORDS[language].nobodyNear(radiusPhrase(radius, language), zip);
}

/** The label of a distance to choose or to widen to: "Within 250 miles", "Any distance". */
export function radiusLabel(radius: UrologistRadius, language: Language): string {
  const words = DISTANCE_WORDS[language];
  return radius === ANY_DISTANCE ? words.anyDistanceLabel : words.withinLabel(formatMiles(radius, language));
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
