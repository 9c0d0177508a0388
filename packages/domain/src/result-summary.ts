/** A semen analysis in a few plain words: how many measures are in range, and what to do about the others. */
import { PARAMETER_LABELS } from './result-labels';
import {
  ANALYSIS_SECTIONS,
  type AnalysisSection,
  type ResultDocumentValues,
  type ResultParameter,
  type ResultState,
  resultState,
  SECTION_PARAMETERS,
} from './results';

export interface SummarisedMeasure {
  parameter: ResultParameter;
  section: AnalysisSection;
  label: string;
  value: number | null;
  state: ResultState;
  /** In the normal range, or a state that says nothing about fertility (a withdrawn sample). */
  inRange: boolean;
}

export interface ResultSummary {
  measures: SummarisedMeasure[];
  /** The measures outside their normal range (or too few sperm to read them), in the report's order. */
  attention: SummarisedMeasure[];
  azoospermic: boolean;
  headline: string;
  /** One next step for each measure that needs attention, in the report's order, without repeats. */
  nextSteps: string[];
}

const OPTIONAL: readonly ResultParameter[] = ['dna_fragmentation', 'post_thaw_motility'];

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What to do about a measure outside its range: a plain first step, never a diagnosis. */
const NEXT_STEPS: Readonly<Partial<Record<ResultParameter, string>>> = {
  total_count:
    'Sperm counts change from one sample to the next: retest in about three months, and talk the result through with a urologist.',
  total_motile_sperm:
    'Sperm counts change from one sample to the next: retest in about three months, and talk the result through with a urologist.',
  concentration:
    'Sperm counts change from one sample to the next: retest in about three months, and talk the result through with a urologist.',
  volume:
    'A low volume often comes from a short abstinence or a sample not fully collected: retest after 2 to 5 days without ejaculating.',
  total_motility:
    'Motility often improves with changes to sleep, heat, smoking and alcohol: start with your personalized recommendations, and retest in about three months.',
  normal:
    'Morphology alone rarely decides fertility: read it with your other measures, and ask a specialist on a results call.',
  dna_fragmentation:
    'High DNA fragmentation can often be lowered: a urologist can look for causes such as a varicocele, and lifestyle changes help.',
  post_thaw_motility:
    'Fewer sperm moved after thawing than usual: ask us on a results call whether to store more vials.',
};

const TOO_FEW_TO_READ =
  'There were too few sperm to read some measures: a specialist can explain what this means on a results call.';
const AZOOSPERMIA_NEXT_STEP =
  'Book a results call: a specialist explains what no sperm in the sample can mean, and which tests find the cause.';

/**
 * The summary on top of a report: null until at least one measure has a reading. Measures the sample did not
 * include (no DNA fragmentation ordered, no frozen vial thawed) are left out rather than counted as missing.
 */
export function resultSummary(
  document: ResultDocumentValues,
  context: { storageStatus?: string | null } = {},
): ResultSummary | null {
  const measures: SummarisedMeasure[] = [];
  for (const section of ANALYSIS_SECTIONS) {
    const parameter = SECTION_PARAMETERS[section];
    if (!parameter) continue;
    const state = resultState(parameter, document, context);
    if (state === null) continue;
    const value = document[parameter];
    // Measures a sample has only when ordered or stored are left out when it has none.
    if (OPTIONAL.includes(parameter) && typeof value !== 'number' && state !== 'Withdrawn') continue;
    measures.push({
      parameter,
      section,
      label: PARAMETER_LABELS[parameter],
      value: typeof value === 'number' && Number.isFinite(value) ? value : null,
      state,
      inRange: state === 'Normal' || state === 'Withdrawn',
    });
  }
  if (measures.length === 0) return null;
  const azoospermic = document.is_azoospermic === true;
  const attention = measures.filter((measure) => !measure.inRange);
  const inRange = measures.length - attention.length;
  const headline = azoospermic
    ? 'No sperm were found in this sample. This is often treatable, and a specialist can tell you what to do next.'
    : attention.length === 0
      ? `All ${measures.length} ${plural(measures.length, 'measure is', 'measures are')} in the normal range.`
      : inRange === 0
        ? `None of the ${measures.length} measures is in the normal range. Results like these often improve, and a specialist can tell you what to do next.`
        : `${inRange} of ${measures.length} ${plural(measures.length, 'measure is', 'measures are')} in the normal range; ${attention.length} ${plural(attention.length, 'needs', 'need')} attention.`;
  const nextSteps = azoospermic
    ? [AZOOSPERMIA_NEXT_STEP]
    : [
        ...new Set(
          attention.map((measure) =>
            measure.state === 'Low_Concentration' ? TOO_FEW_TO_READ : (NEXT_STEPS[measure.parameter] ?? ''),
          ),
        ),
      ].filter((step) => step !== '');
  return { measures, attention, azoospermic, headline, nextSteps };
}
