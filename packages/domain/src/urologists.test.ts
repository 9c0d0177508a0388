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
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(2)).toBe('2 miles');
    expect(formatMiles(0)).toBe('0 miles');
    expect(formatMiles(1770)).toBe('1,770 miles');
  });

  it('says how far a urologist is, and "less than 1 mile" within the same ZIP code', () => {
    expect(milesAway(0)).toBe('Less than 1 mile away');
    expect(milesAway(1)).toBe('1 mile away');
    expect(milesAway(74)).toBe('74 miles away');
    expect(milesAway(1770)).toBe('1,770 miles away');
  });

  it('names the radius of a search, and counts what it found', () => {
    expect(radiusPhrase(100)).toBe('within 100 miles');
    expect(radiusPhrase(1)).toBe('within 1 mile');
    expect(radiusPhrase('any')).toBe('at any distance');
    expect(urologistsFoundHeading(1, 100)).toBe('1 urologist within 100 miles, nearest first');
    expect(urologistsFoundHeading(3, 250)).toBe('3 urologists within 250 miles, nearest first');
    expect(urologistsFoundHeading(12, 'any')).toBe('12 urologists at any distance, nearest first');
    expect(nobodyNearHeading('59001', 100)).toBe('No verified urologist within 100 miles of 59001');
    expect(radiusLabel(250)).toBe('Within 250 miles');
    expect(radiusLabel('any')).toBe('Any distance');
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
