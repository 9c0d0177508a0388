import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UROLOGIST_RADIUS_MILES,
  formatMiles,
  isWithinRadius,
  milesAway,
  nobodyNearHeading,
  parseRadius,
  radiusLabel,
  radiusPhrase,
  radiusReaching,
  searchWithinRadius,
  urologistsFoundHeading,
} from './urologists';

describe('distances in words', () => {
  it('says "1 mile" and "2 miles", with thousands grouped', () => {
    expect(formatMiles(1, 'en')).toBe('1 mile');
    expect(formatMiles(2, 'en')).toBe('2 miles');
    expect(formatMiles(0, 'en')).toBe('0 miles');
    expect(formatMiles(1770, 'en')).toBe('1,770 miles');
  });

  it('says how far a urologist is, and "less than 1 mile" within the same ZIP code', () => {
    expect(milesAway(0, 'en')).toBe('Less than 1 mile away');
    expect(milesAway(1, 'en')).toBe('1 mile away');
    expect(milesAway(74, 'en')).toBe('74 miles away');
    expect(milesAway(1770, 'en')).toBe('1,770 miles away');
  });

  it('names the radius of a search, and counts what it found', () => {
    expect(radiusPhrase(100, 'en')).toBe('within 100 miles');
    expect(radiusPhrase(1, 'en')).toBe('within 1 mile');
    expect(radiusPhrase('any', 'en')).toBe('at any distance');
    expect(urologistsFoundHeading(1, 100, 'en')).toBe('1 urologist within 100 miles, nearest first');
    expect(urologistsFoundHeading(3, 250, 'en')).toBe('3 urologists within 250 miles, nearest first');
    expect(urologistsFoundHeading(12, 'any', 'en')).toBe('12 urologists at any distance, nearest first');
    expect(nobodyNearHeading('59001', 100, 'en')).toBe('No verified urologist within 100 miles of 59001');
    expect(radiusLabel(250, 'en')).toBe('Within 250 miles');
    expect(radiusLabel('any', 'en')).toBe('Any distance');
  });
});

describe('searching within a radius', () => {
  const fromAustin = [
    { name: 'Dr. Henrik Olsen', distanceMiles: 1770 },
    { name: 'Dr. Marcus Oyelaran', distanceMiles: 74 },
    { name: 'Dr. Elena Marsh', distanceMiles: 1 },
    { name: 'Dr. James Whitfield', distanceMiles: 146 },
    { name: 'Dr. Aaliyah Brooks', distanceMiles: 100 },
  ];

  it('searches within 100 miles unless widened', () => {
    expect(DEFAULT_UROLOGIST_RADIUS_MILES).toBe(100);
  });

  it('keeps those at or within the radius, nearest first, and tells how far the nearest one outside is', () => {
    const outcome = searchWithinRadius(fromAustin, 100);
    expect(outcome.within.map((entry) => entry.distanceMiles)).toEqual([1, 74, 100]);
    expect(outcome.nearestOutsideMiles).toBe(146);
    expect(isWithinRadius(100, 100)).toBe(true);
    expect(isWithinRadius(101, 100)).toBe(false);
  });

  it('finds nobody near when every urologist is farther, and everybody at any distance', () => {
    expect(searchWithinRadius(fromAustin, 25).within.map((entry) => entry.name)).toEqual(['Dr. Elena Marsh']);
    const none = searchWithinRadius(fromAustin.slice(0, 1), 100);
    expect(none).toEqual({ within: [], nearestOutsideMiles: 1770 });
    const every = searchWithinRadius(fromAustin, 'any');
    expect(every.within).toHaveLength(5);
    expect(every.nearestOutsideMiles).toBeNull();
  });

  it('orders urologists at the same distance by name', () => {
    const same = searchWithinRadius(
      [
        { name: 'Dr. B', distanceMiles: 5 },
        { name: 'Dr. A', distanceMiles: 5 },
      ],
      100,
    );
    expect(same.within.map((entry) => entry.name)).toEqual(['Dr. A', 'Dr. B']);
  });

  it('offers the smallest distance that reaches the nearest urologist, or any distance beyond 500 miles', () => {
    expect(radiusReaching(146)).toBe(250);
    expect(radiusReaching(250)).toBe(250);
    expect(radiusReaching(251)).toBe(500);
    expect(radiusReaching(501)).toBe('any');
    expect(radiusReaching(1770)).toBe('any');
  });

  it('reads a radius from the query or the form: whole miles from 1 to 5,000, or "any"', () => {
    expect(parseRadius('100')).toBe(100);
    expect(parseRadius(' 250 ')).toBe(250);
    expect(parseRadius('any')).toBe('any');
    expect(parseRadius('5000')).toBe(5000);
    for (const refused of ['0', '5001', '-5', '2.5', '', 'far', '1e3'])
      expect(parseRadius(refused)).toBeNull();
  });
});

describe('distances in Spanish', () => {
  it('counts miles and urologists in Spanish, one and many', () => {
    expect(formatMiles(1, 'es')).toBe('1 milla');
    expect(formatMiles(1770, 'es')).toBe('1,770 millas');
    expect(milesAway(0.4, 'es')).toBe('A menos de 1 milla');
    expect(milesAway(12.6, 'es')).toBe('A 13 millas');
    expect(urologistsFoundHeading(1, 100, 'es')).toBe(
      '1 urólogo en un radio de 100 millas, primero los más cercanos',
    );
    expect(urologistsFoundHeading(3, 'any', 'es')).toBe(
      '3 urólogos a cualquier distancia, primero los más cercanos',
    );
    expect(nobodyNearHeading('59001', 250, 'es')).toBe(
      'No hay ningún urólogo verificado en un radio de 250 millas del código postal 59001',
    );
    expect(radiusLabel(250, 'es')).toBe('Hasta 250 millas');
    expect(radiusLabel('any', 'es')).toBe('Cualquier distancia');
    expect(radiusPhrase(25, 'es')).toBe('en un radio de 25 millas');
  });
});
