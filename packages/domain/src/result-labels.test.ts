import { describe, expect, it } from 'vitest';
import { measureValueText, normalRangeText, RESULT_STATE_LABELS, valueWithUnit } from './result-labels';
import { PARAMETER_REFERENCES } from './results';

describe('valueWithUnit', () => {
  it('writes percentages with up to two decimals (RS-31, BC-08)', () => {
    expect(valueWithUnit(42.456, '%')).toBe('42.46%');
    expect(valueWithUnit(42, '%')).toBe('42%');
    expect(valueWithUnit(42.5, '%')).toBe('42.5%');
  });

  it('writes other measures with their unit after a space', () => {
    expect(valueWithUnit(2.5, 'mL')).toBe('2.5 mL');
    expect(valueWithUnit(1200, 'million')).toBe('1,200 million');
  });

  it('shows "- -" for a missing value (RS-32)', () => {
    expect(valueWithUnit(null, '%')).toBe('- -');
    expect(valueWithUnit(null, 'mL')).toBe('- -');
    expect(valueWithUnit(Number.NaN, 'million')).toBe('- -');
  });
});

describe('measureValueText', () => {
  it('reads "None found" for every measure of sperm when no sperm were found, never "0 million/mL"', () => {
    expect(measureValueText('concentration', 0, 'Azoospermic')).toBe('None found');
    expect(measureValueText('total_count', 0, 'Azoospermic')).toBe('None found');
    expect(measureValueText('total_motility', null, 'Azoospermic')).toBe('None found');
  });

  it('reads any other measure as its value with its unit, "- -" when missing', () => {
    expect(measureValueText('volume', 2.1, 'Normal')).toBe('2.1 mL');
    expect(measureValueText('concentration', 0, 'Low')).toBe('0 million/mL');
    expect(measureValueText('post_thaw_motility', null, null)).toBe('- -');
  });
});

describe('normalRangeText', () => {
  it('states the range the way the state is decided', () => {
    expect(normalRangeText('total_count')).toBe('39 million or more');
    expect(normalRangeText('total_motility')).toBe('42% or more');
    expect(normalRangeText('dna_fragmentation')).toBe('30% or less');
  });
});

describe('RESULT_STATE_LABELS', () => {
  it('words the azoospermic state as the customer reads it', () => {
    expect(RESULT_STATE_LABELS.Azoospermic).toBe('No sperm found');
  });
});

describe('units as UCUM writes them (ADR 049)', () => {
  it('writes concentration in million/mL and a percentage without a space', () => {
    expect(valueWithUnit(21, PARAMETER_REFERENCES.concentration.unit)).toBe('21 million/mL');
    expect(normalRangeText('concentration')).toBe('16 million/mL or more');
    expect(valueWithUnit(58, '%')).toBe('58%');
    expect(valueWithUnit(58, '')).toBe('58');
  });
});
