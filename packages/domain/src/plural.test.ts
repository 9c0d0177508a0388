import { describe, expect, it } from 'vitest';
import { countCategory, countOf, listInWords, nounFor } from './plural';

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'vial')).toBe('1 vial');
    expect(countOf(2, 'vial')).toBe('2 vials');
    expect(countOf(0, 'vial')).toBe('0 vials');
    expect(countOf(1, 'analysis', 'analyses')).toBe('1 analysis');
    expect(countOf(3, 'analysis', 'analyses')).toBe('3 analyses');
    expect(countOf(1200, 'day')).toBe('1,200 days');
  });

  it('gives the noun alone', () => {
    expect(nounFor(1, 'kit')).toBe('kit');
    expect(nounFor(4, 'kit')).toBe('kits');
  });
});

describe('listInWords', () => {
  it('joins a list with "and" in English and "y" (or "e") in Spanish', () => {
    expect(listInWords(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(listInWords(['a'], 'es')).toBe('a');
    expect(listInWords(['padres', 'madres'], 'es')).toBe('padres y madres');
    expect(listInWords(['padre', 'hijo'], 'es')).toBe('padre e hijo');
    expect(listInWords(['agua', 'hielo'], 'es')).toBe('agua y hielo');
  });
});

describe('countCategory', () => {
  it('is one for exactly one, other for none, many and parts, in English and Spanish alike', () => {
    expect(countCategory(1)).toBe('one');
    expect(countCategory(0)).toBe('other');
    expect(countCategory(2)).toBe('other');
    expect(countCategory(1_000_000)).toBe('other');
    expect(countCategory(1.5)).toBe('other');
  });
});
