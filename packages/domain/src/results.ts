/** Analysis result rules (specification sections 3, 4 and 9): states, reference values, percentiles, staleness. */
import { RESULTS_STALE_AFTER_DAYS } from './constants';
import type { ConsideringFreezing, StorageStatus } from './cryogenic';
import type { Language } from './languages';
import { hasCryogenic, hasUnmatchedSubscriptions, type UserView } from './user';

/** Result document fields that hold a measured parameter; `normal` is the morphology value. */
export const RESULT_PARAMETERS = [
  'total_count',
  'total_motile_sperm',
  'concentration',
  'volume',
  'total_motility',
  'dna_fragmentation',
  'normal',
  'post_thaw_motility',
] as const;
export type ResultParameter = (typeof RESULT_PARAMETERS)[number];

/**
 * The measures of sperm themselves, which an azoospermic result (no sperm found) concerns. Volume measures
 * the semen: it keeps its own reading when no sperm are found.
 */
export const SPERM_PARAMETERS: readonly ResultParameter[] = RESULT_PARAMETERS.filter(
  (parameter) => parameter !== 'volume',
);

export interface ParameterReference {
  /** The normal reference value. */
  normal: number;
  /** The chart maximum. */
  max: number;
  /** The slider maximum where it differs from the chart maximum. */
  sliderMax?: number;
  unit: string;
}

export const PARAMETER_REFERENCES: Readonly<Record<ResultParameter, ParameterReference>> = {
  total_count: { normal: 39, max: 4000, sliderMax: 150, unit: 'million' },
  total_motile_sperm: { normal: 20, max: 928, sliderMax: 112, unit: 'million' },
  concentration: { normal: 16, max: 259, unit: 'million/mL' },
  volume: { normal: 1.4, max: 7.6, unit: 'mL' },
  total_motility: { normal: 42, max: 81, unit: '%' },
  dna_fragmentation: { normal: 30, max: 75, unit: '%' },
  normal: { normal: 4, max: 14, unit: '%' },
  post_thaw_motility: { normal: 42, max: 100, unit: '%' },
};
export const PROGRESSIVE_MOTILITY_REFERENCE = 30;
export const VIALS_CRYOPRESERVED_REFERENCE = 4;

export const RESULT_STATES = [
  'Azoospermic',
  'Normal',
  'Low',
  'High',
  'Withdrawn',
  'Low_Post_Thaw_Motility',
  'Low_Concentration',
] as const;
export type ResultState = (typeof RESULT_STATES)[number];

export interface ResultDocumentValues {
  is_azoospermic?: boolean | null;
  total_count?: number | null;
  total_motile_sperm?: number | null;
  total_motility?: number | null;
  concentration?: number | null;
  actual_ejaculate_concentration?: number | null;
  volume?: number | null;
  normal?: number | null;
  dna_fragmentation?: number | null;
  post_thaw_motility?: number | null;
  lab_notes?: string | null;
}

/** Below this concentration (million/mL) morphology and DNA fragmentation cannot be read. */
const READABLE_CONCENTRATION = 1;

/**
 * The state a parameter shows; null means the value is missing. Azoospermic overrides everything for the
 * measures of sperm; volume, a measure of the semen, keeps its own state. A value at or above its normal
 * reference is Normal, else Low, except DNA fragmentation (Normal at or below 30, else High) and post-thaw
 * motility (Withdrawn when storage was withdrawn, else Low under 42).
 */
export function resultState(
  parameter: ResultParameter,
  document: ResultDocumentValues,
  context: { storageStatus?: StorageStatus | string | null } = {},
): ResultState | null {
  if (document.is_azoospermic && SPERM_PARAMETERS.includes(parameter)) return 'Azoospermic';
  if (parameter === 'post_thaw_motility' && context.storageStatus === 'Withdrawn') return 'Withdrawn';
  if (parameter === 'normal' || parameter === 'dna_fragmentation') {
    const concentration = document.concentration;
    if (typeof concentration === 'number' && concentration < READABLE_CONCENTRATION)
      return 'Low_Concentration';
  }
  const value = document[parameter];
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const reference = PARAMETER_REFERENCES[parameter].normal;
  switch (parameter) {
    case 'dna_fragmentation':
      return value <= reference ? 'Normal' : 'High';
    case 'post_thaw_motility':
      return value < reference ? 'Low_Post_Thaw_Motility' : 'Normal';
    default:
      return value >= reference ? 'Normal' : 'Low';
  }
}

export type PercentileParameter = 'concentration' | 'volume' | 'total_motility';
export type PercentileTier = 1 | 5 | 10 | 25;

/** Thresholds for the top 1%, 5%, 10% and 25%, best first. */
export const PERCENTILE_THRESHOLDS: Readonly<
  Record<PercentileParameter, readonly { tier: PercentileTier; atLeast: number }[]>
> = {
  concentration: [
    { tier: 1, atLeast: 269 },
    { tier: 5, atLeast: 213 },
    { tier: 10, atLeast: 169 },
    { tier: 25, atLeast: 116 },
  ],
  volume: [
    { tier: 1, atLeast: 7.6 },
    { tier: 5, atLeast: 6.8 },
    { tier: 10, atLeast: 6 },
    { tier: 25, atLeast: 4.8 },
  ],
  total_motility: [
    { tier: 1, atLeast: 81 },
    { tier: 5, atLeast: 78 },
    { tier: 10, atLeast: 75 },
    { tier: 25, atLeast: 69 },
  ],
};

/** The best top-percentile tier the value reaches (at or above its threshold), or null for no badge. */
export function percentileTier(
  parameter: PercentileParameter,
  value: number | null | undefined,
): PercentileTier | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return PERCENTILE_THRESHOLDS[parameter].find(({ atLeast }) => value >= atLeast)?.tier ?? null;
}

const DAY_MS = 86_400_000;

/** Results are stale once more than 90 whole days have passed since they were ready. */
export function isStale(readyAt: string | Date, now: Date): boolean {
  const ready = typeof readyAt === 'string' ? new Date(readyAt) : readyAt;
  if (Number.isNaN(ready.getTime())) return false;
  return Math.floor((now.getTime() - ready.getTime()) / DAY_MS) > RESULTS_STALE_AFTER_DAYS;
}

export type StiOutcome = 'positive' | 'negative' | 'inconclusive';
export type StiOverall =
  | 'Some_Positive'
  | 'All_Tests_Negative'
  | 'Some_Inconclusive'
  | 'Some_Inconclusive_And_Some_Positive';

/** The overall STI state; null when there are no results yet. */
export function stiOverall(outcomes: readonly StiOutcome[]): StiOverall | null {
  if (outcomes.length === 0) return null;
  const positive = outcomes.includes('positive');
  const inconclusive = outcomes.includes('inconclusive');
  if (positive && inconclusive) return 'Some_Inconclusive_And_Some_Positive';
  if (positive) return 'Some_Positive';
  if (inconclusive) return 'Some_Inconclusive';
  return 'All_Tests_Negative';
}

export type StoragePurchaseState =
  | 'Bought_Storage'
  | 'Bought_Storage_And_Cryo_Not_Matched'
  | 'Bought_Storage_Or_Analysis_Only'
  | 'Considering_Storage'
  | 'Not_Considering_Storage';

export interface StoragePurchaseInput {
  /** The analysis item has cryogenic addons. */
  hasCryogenicAddons: boolean;
  consideringFreezing: ConsideringFreezing | null | undefined;
  /** The signed-in user; an authorized user's status comes from the parent's client. */
  user: UserView;
}

/**
 * Storage is bought when the item has cryogenic addons or the client has cryogenic storage;
 * unmatched subscriptions give the not-matched variant. When not bought, the customer's answer
 * to considering freezing decides; with no answer the item was bought as storage or analysis only.
 */
export function storagePurchaseState({
  hasCryogenicAddons,
  consideringFreezing,
  user,
}: StoragePurchaseInput): StoragePurchaseState {
  if (hasCryogenicAddons || hasCryogenic(user)) {
    return hasUnmatchedSubscriptions(user) ? 'Bought_Storage_And_Cryo_Not_Matched' : 'Bought_Storage';
  }
  switch (consideringFreezing) {
    case 'yes':
    case 'not_sure':
      return 'Considering_Storage';
    case 'no':
      return 'Not_Considering_Storage';
    default:
      return 'Bought_Storage_Or_Analysis_Only';
  }
}

/** What the storage purchase state of spec section 4 means for the customer. */
export const PURCHASE_STATE_SENTENCES: Readonly<
  Record<Language, Readonly<Record<StoragePurchaseState, string>>>
> = {
  en: {
    Bought_Storage: 'Your storage plan holds your sample.',
    Bought_Storage_And_Cryo_Not_Matched:
      'You have a storage plan that is not yet matched to an analysis: match it below so your vials and results stay together.',
    Bought_Storage_Or_Analysis_Only: 'You have no storage plan yet.',
    Considering_Storage: 'You told us you are considering freezing a sample: a storage plan keeps it safe.',
    Not_Considering_Storage: 'You have no storage plan. You can freeze a sample whenever you choose.',
  },
  es: {
    Bought_Storage: 'Su plan de almacenamiento guarda su muestra.',
    Bought_Storage_And_Cryo_Not_Matched:
      'Tiene un plan de almacenamiento que todavía no está vinculado a un análisis: vincúlelo abajo para que sus viales y sus resultados queden juntos.',
    Bought_Storage_Or_Analysis_Only: 'Todavía no tiene un plan de almacenamiento.',
    Considering_Storage:
      'Nos dijo que está pensando en congelar una muestra: un plan de almacenamiento la mantiene segura.',
    Not_Considering_Storage: 'No tiene un plan de almacenamiento. Puede congelar una muestra cuando quiera.',
  },
};

export const ANALYSIS_SECTIONS = [
  'understanding-your-results',
  'future-health-insights',
  'total-count',
  'total-motile-count',
  'volume',
  'concentration',
  'motility',
  'morphology',
  'dna-fragmentation',
  'cryogenic-storage',
  'lab-recommendations',
  'personalized-recommendations',
] as const;

export const STI_SECTIONS = [
  'understanding-your-results-sti',
  'chlamydiaGenital',
  'gonorrheaGenital',
  'hepatitisB',
  'hepatitisCAntibody',
  'hiv',
  'syphilis',
  'syphilisIGG',
] as const;
export type AnalysisSection = (typeof ANALYSIS_SECTIONS)[number];

/** The measured parameter whose reading each section of the analysis report shows, where it shows one. */
export const SECTION_PARAMETERS: Readonly<Partial<Record<AnalysisSection, ResultParameter>>> = {
  'total-count': 'total_count',
  'total-motile-count': 'total_motile_sperm',
  volume: 'volume',
  concentration: 'concentration',
  motility: 'total_motility',
  morphology: 'normal',
  'dna-fragmentation': 'dna_fragmentation',
  'cryogenic-storage': 'post_thaw_motility',
};

export interface MeasureReading {
  parameter: ResultParameter;
  value: number | null;
  state: ResultState | null;
}

/** What one section of the report shows of a result document. */
export interface SectionReading {
  /** The section's measured parameter, its value and its state. */
  measure: MeasureReading | null;
  /** Concentration: the concentration of the ejaculate itself, where the lab worked it out. */
  ejaculateConcentration: number | null;
  /** Understanding your results: no sperm were found in the sample. */
  azoospermic: boolean;
  /** Lab recommendations: the lab's notes on the sample. */
  labNotes: string | null;
}

const finiteOrNull = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The reading of a result document that a section of the analysis report shows: every field of the document
 * drives a section (is_azoospermic the understanding of the results, each measure its own section,
 * actual_ejaculate_concentration the concentration, lab_notes the lab recommendations).
 */
export function sectionReading(
  section: AnalysisSection,
  document: ResultDocumentValues,
  context: { storageStatus?: StorageStatus | string | null } = {},
): SectionReading {
  const parameter = SECTION_PARAMETERS[section];
  const notes = document.lab_notes?.trim();
  return {
    measure: parameter
      ? {
          parameter,
          value: finiteOrNull(document[parameter]),
          state: resultState(parameter, document, context),
        }
      : null,
    ejaculateConcentration:
      section === 'concentration' ? finiteOrNull(document.actual_ejaculate_concentration) : null,
    azoospermic: section === 'understanding-your-results' && document.is_azoospermic === true,
    labNotes: section === 'lab-recommendations' && notes ? notes : null,
  };
}

/**
 * Where a semen analysis stands, from its kit's tracking stage (null: the order is confirmed and the kit not
 * sent yet). The texts of the home page and the results page follow it: nothing says the analysis is under way
 * before the lab has the sample.
 */
export type AnalysisProgress =
  | 'kit_being_prepared'
  | 'kit_on_the_way'
  | 'kit_delivered'
  | 'sample_on_the_way'
  | 'in_the_lab'
  | 'results_ready'
  | 'cancelled'
  | 'check_email';

const PROGRESS_BY_STAGE: Readonly<Record<number, AnalysisProgress>> = {
  1: 'kit_being_prepared',
  2: 'kit_on_the_way',
  3: 'kit_delivered',
  4: 'sample_on_the_way',
  5: 'in_the_lab',
  6: 'results_ready',
  7: 'cancelled',
  8: 'check_email',
};

export function analysisProgress(trackingStage: number | null | undefined): AnalysisProgress {
  return PROGRESS_BY_STAGE[trackingStage ?? 1] ?? 'kit_being_prepared';
}
