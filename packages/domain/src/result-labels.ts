/** How results read in words, the same in the portal, the shared view and the PDF report. */

import { formatNumber, formatPercent } from './format';
import type { Language } from './languages';
import { PARAMETER_REFERENCES, type ResultParameter, type ResultState } from './results';
import type { StatusLabel, StatusTone } from './status-labels';

export const RESULT_STATE_LABELS: Readonly<Record<Language, Readonly<Record<ResultState, string>>>> = {
  en: {
    Normal: 'Normal',
    Low: 'Below normal',
    High: 'Above normal',
    Azoospermic: 'No sperm found',
    Withdrawn: 'Withdrawn',
    Low_Post_Thaw_Motility: 'Low after thawing',
    Low_Concentration: 'Too few sperm to measure',
  },
  es: {
    Normal: 'Normal',
    Low: 'Por debajo de lo normal',
    High: 'Por encima de lo normal',
    Azoospermic: 'No se encontraron espermatozoides',
    Withdrawn: 'Muestra retirada',
    Low_Post_Thaw_Motility: 'Baja después de descongelar',
    Low_Concentration: 'Muy pocos espermatozoides para medir',
  },
};

export const PARAMETER_LABELS: Readonly<Record<Language, Readonly<Record<ResultParameter, string>>>> = {
  en: {
    total_count: 'Total count',
    total_motile_sperm: 'Total motile count',
    concentration: 'Concentration',
    volume: 'Volume',
    total_motility: 'Motility',
    dna_fragmentation: 'DNA fragmentation',
    normal: 'Morphology',
    post_thaw_motility: 'Post-thaw motility',
  },
  es: {
    total_count: 'Recuento total',
    total_motile_sperm: 'Recuento total de espermatozoides móviles',
    concentration: 'Concentración',
    volume: 'Volumen',
    total_motility: 'Movilidad',
    dna_fragmentation: 'Fragmentación del ADN',
    normal: 'Morfología',
    post_thaw_motility: 'Movilidad después de descongelar',
  },
};

/**
 * A unit as each language writes it after a number: the units of PARAMETER_REFERENCES ("million", "million/mL",
 * "mL", "%"); a unit not listed is written as it is.
 */
const UNIT_WORDS: Readonly<Record<Language, (unit: string, value: number) => string>> = {
  en: (unit) => unit,
  es: (unit, value) => {
    const million = value === 1 ? 'millón' : 'millones';
    return unit === 'million' ? million : unit === 'million/mL' ? `${million}/mL` : unit;
  },
};

/**
 * A unit named on its own, as a chart's caption or a table's column says what its numbers count: "million",
 * "million/mL" ("millones", "millones/mL" in Spanish), "mL", "%".
 */
export function unitName(unit: string, language: Language): string {
  return UNIT_WORDS[language](unit, 2);
}

/**
 * A value with its unit: "42%", "42.46%" (percentages with up to two decimals), "2.5 mL", "120 million"
 * ("120 millones" in Spanish); a missing value shows "- -".
 */
export function valueWithUnit(value: number | null | undefined, unit: string, language: Language): string {
  if (unit === '%') return formatPercent(value);
  const number = formatNumber(value);
  return typeof value === 'number' && Number.isFinite(value) && unit !== ''
    ? `${number} ${UNIT_WORDS[language](unit, value)}`
    : number;
}

const MEASURE_WORDS: Readonly<
  Record<
    Language,
    { noneFound: string; atLeast: (value: string) => string; atMost: (value: string) => string }
  >
> = {
  en: {
    noneFound: 'None found',
    atLeast: (value) => `${value} or more`,
    atMost: (value) => `${value} or less`,
  },
  es: {
    noneFound: 'No se encontraron',
    atLeast: (value) => `${value} o más`,
    atMost: (value) => `${value} o menos`,
  },
};

/**
 * A measure's reading as the report writes it: "None found" when no sperm were found (a count of "0 million/mL"
 * reads as a measurement of nothing), else its value with its unit, "- -" when missing.
 */
export function measureValueText(
  parameter: ResultParameter,
  value: number | null | undefined,
  state: ResultState | null,
  language: Language,
): string {
  if (state === 'Azoospermic') return MEASURE_WORDS[language].noneFound;
  return valueWithUnit(value, PARAMETER_REFERENCES[parameter].unit, language);
}

/** The normal range in words: "39 million or more", "30% or less" for DNA fragmentation. */
export function normalRangeText(parameter: ResultParameter, language: Language): string {
  const { normal, unit } = PARAMETER_REFERENCES[parameter];
  const words = MEASURE_WORDS[language];
  const value = valueWithUnit(normal, unit, language);
  return parameter === 'dna_fragmentation' ? words.atMost(value) : words.atLeast(value);
}

const RESULT_STATE_TONES: Readonly<Record<ResultState, StatusTone>> = {
  Normal: 'success',
  Low: 'warning',
  High: 'warning',
  Low_Post_Thaw_Motility: 'warning',
  Low_Concentration: 'warning',
  Azoospermic: 'info',
  Withdrawn: 'neutral',
};

/** A measure's state as a status: its words, and the tone its badge shows ("Below normal", a warning). */
export function resultStateStatus(state: ResultState, language: Language): StatusLabel {
  return { label: RESULT_STATE_LABELS[language][state], tone: RESULT_STATE_TONES[state] };
}
