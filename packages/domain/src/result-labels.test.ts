import { describe, expect, it } from 'vitest';
import {
  measureValueText,
  normalRangeText,
  PARAMETER_LABELS,
  RESULT_STATE_LABELS,
  resultStateStatus,
  unitName,
  valueWithUnit,
} from './result-labels';
import { PARAMETER_REFERENCES } from './results';

describe('valueWithUnit', () => {
  it('writes percentages with up to two decimals (RS-31, BC-08)', () => {
    expect(valueWithUnit(42.456, '%', 'en')).toBe('42.46%');
    expect(valueWithUnit(42, '%', 'en')).toBe('42%');
    expect(valueWithUnit(42.5, '%', 'en')).toBe('42.5%');
  });

  it('writes other measures with their unit after a space', () => {
    expect(valueWithUnit(2.5, 'mL', 'en')).toBe('2.5 mL');
    expect(valueWithUnit(1200, 'million', 'en')).toBe('1,200 million');
  });

  it('shows "- -" for a missing value (RS-32)', () => {
    expect(valueWithUnit(null, '%', 'en')).toBe('- -');
    expect(valueWithUnit(null, 'mL', 'en')).toBe('- -');
    expect(valueWithUnit(Number.NaN, 'million', 'en')).toBe('- -');
  });
});

describe('measureValueText', () => {
  it('reads "None found" for every measure of sperm when no sperm were found, never "0 million/mL"', () => {
    expect(measureValueText('concentration', 0, 'Azoospermic', 'en')).toBe('None found');
    expect(measureValueText('total_count', 0, 'Azoospermic', 'en')).toBe('None found');
    expect(measureValueText('total_motility', null, 'Azoospermic', 'en')).toBe('None found');
  });

  it('reads any other measure as its value with its unit, "- -" when missing', () => {
    expect(measureValueText('volume', 2.1, 'Normal', 'en')).toBe('2.1 mL');
    expect(measureValueText('concentration', 0, 'Low', 'en')).toBe('0 million/mL');
    expect(measureValueText('post_thaw_motility', null, null, 'en')).toBe('- -');
  });
});

describe('normalRangeText', () => {
  it('states the range the way the state is decided', () => {
    expect(normalRangeText('total_count', 'en')).toBe('39 million or more');
    expect(normalRangeText('total_motility', 'en')).toBe('42% or more');
    expect(normalRangeText('dna_fragmentation', 'en')).toBe('30% or less');
  });
});

describe('RESULT_STATE_LABELS', () => {
  it('words the azoospermic state as the customer reads it', () => {
    expect(RESULT_STATE_LABELS.en.Azoospermic).toBe('No sperm found');
  });
});

describe('units as UCUM writes them (ADR 049)', () => {
  it('writes concentration in million/mL and a percentage without a space', () => {
    expect(valueWithUnit(21, PARAMETER_REFERENCES.concentration.unit, 'en')).toBe('21 million/mL');
    expect(normalRangeText('concentration', 'en')).toBe('16 million/mL or more');
    expect(valueWithUnit(58, '%', 'en')).toBe('58%');
    expect(valueWithUnit(58, '', 'en')).toBe('58');
  });
});

describe('result labels in Spanish', () => {
  it('writes millions in Spanish, one and many, and the normal ranges', () => {
    expect(valueWithUnit(1200, 'million', 'es')).toBe('1,200 millones');
    expect(valueWithUnit(1, 'million/mL', 'es')).toBe('1 millón/mL');
    expect(valueWithUnit(2.5, 'mL', 'es')).toBe('2.5 mL');
    expect(normalRangeText('total_count', 'es')).toBe('39 millones o más');
    expect(normalRangeText('dna_fragmentation', 'es')).toBe('30% o menos');
    expect(measureValueText('concentration', 0, 'Azoospermic', 'es')).toBe('No se encontraron');
    expect(resultStateStatus('Low', 'es')).toEqual({ label: 'Por debajo de lo normal', tone: 'warning' });
    expect(PARAMETER_LABELS.es.dna_fragmentation).toBe('Fragmentación del ADN');
  });

  it('names a unit on its own, as a chart says what it counts', () => {
    expect(unitName('million', 'es')).toBe('millones');
    expect(unitName('million/mL', 'es')).toBe('millones/mL');
    expect(unitName('mL', 'es')).toBe('mL');
    expect(unitName('million', 'en')).toBe('million');
    expect(unitName('million/mL', 'en')).toBe('million/mL');
  });
});
