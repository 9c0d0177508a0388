/** A semen analysis in a few plain words: how many measures are in range, and what to do about the others. */
import type { Language } from './languages';
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

/** What to do about a measure outside its range: a plain first step, never a diagnosis. */
interface SummaryWords {
  nextSteps: Readonly<Partial<Record<ResultParameter, string>>>;
  tooFewToRead: string;
  azoospermiaNextStep: string;
  azoospermic: string;
  allInRange: (count: number) => string;
  noneInRange: (count: number) => string;
  someInRange: (inRange: number, count: number, attention: number) => string;
}

const SUMMARY_WORDS: Readonly<Record<Language, SummaryWords>> = {
  en: (() => {
    const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
    const counts =
      'Sperm counts change from one sample to the next: retest in about three months, and talk the result through with a urologist.';
    return {
      nextSteps: {
        total_count: counts,
        total_motile_sperm: counts,
        concentration: counts,
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
      },
      tooFewToRead:
        'There were too few sperm to read some measures: a specialist can explain what this means on a results call.',
      azoospermiaNextStep:
        'Book a results call: a specialist explains what no sperm in the sample can mean, and which tests find the cause.',
      azoospermic:
        'No sperm were found in this sample. This is often treatable, and a specialist can tell you what to do next.',
      allInRange: (count) =>
        `All ${count} ${plural(count, 'measure is', 'measures are')} in the normal range.`,
      noneInRange: (count) =>
        `None of the ${count} measures is in the normal range. Results like these often improve, and a specialist can tell you what to do next.`,
      someInRange: (inRange, count, attention) =>
        `${inRange} of ${count} ${plural(count, 'measure is', 'measures are')} in the normal range; ${attention} ${plural(attention, 'needs', 'need')} attention.`,
    };
  })(),
  es: (() => {
    const counts =
      'La cantidad de espermatozoides cambia de una muestra a otra: repita el análisis en unos tres meses y hable del resultado con un urólogo.';
    const improve =
      'Resultados como estos a menudo mejoran, y un especialista puede decirle qué hacer a continuación.';
    return {
      nextSteps: {
        total_count: counts,
        total_motile_sperm: counts,
        concentration: counts,
        volume:
          'Un volumen bajo suele deberse a una abstinencia corta o a una muestra que no se recolectó completa: repita el análisis después de 2 a 5 días sin eyacular.',
        total_motility:
          'La movilidad suele mejorar con cambios en el sueño, el calor, el tabaco y el alcohol: empiece con sus recomendaciones personalizadas y repita el análisis en unos tres meses.',
        normal:
          'La morfología por sí sola rara vez define la fertilidad: léala junto con sus otras medidas y pregúntele a un especialista en una llamada de resultados.',
        dna_fragmentation:
          'Una fragmentación del ADN alta a menudo puede reducirse: un urólogo puede buscar causas como un varicocele, y los cambios en el estilo de vida ayudan.',
        post_thaw_motility:
          'Después de descongelarse, se movieron menos espermatozoides de lo habitual: pregúntenos en una llamada de resultados si conviene almacenar más viales.',
      },
      tooFewToRead:
        'Había muy pocos espermatozoides para leer algunas medidas: un especialista puede explicarle qué significa esto en una llamada de resultados.',
      azoospermiaNextStep:
        'Reserve una llamada de resultados: un especialista le explica qué puede significar que no haya espermatozoides en la muestra y qué pruebas pueden encontrar la causa.',
      azoospermic:
        'No se encontraron espermatozoides en esta muestra. Esto a menudo tiene tratamiento, y un especialista puede decirle qué hacer a continuación.',
      allInRange: (count) =>
        count === 1
          ? 'La única medida está en el rango normal.'
          : `Las ${count} medidas están en el rango normal.`,
      noneInRange: (count) =>
        count === 1
          ? `La única medida no está en el rango normal. ${improve}`
          : `Ninguna de las ${count} medidas está en el rango normal. ${improve}`,
      someInRange: (inRange, count, attention) =>
        `${inRange} de ${count} medidas ${inRange === 1 ? 'está' : 'están'} en el rango normal; ${attention} ${attention === 1 ? 'necesita' : 'necesitan'} atención.`,
    };
  })(),
};

/**
 * The summary on top of a report: null until at least one measure has a reading. Measures the sample did not
 * include (no DNA fragmentation ordered, no frozen vial thawed) are left out rather than counted as missing.
 */
export function resultSummary(
  document: ResultDocumentValues,
  context: { storageStatus?: string | null },
  language: Language,
): ResultSummary | null {
  const words = SUMMARY_WORDS[language];
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
      label: PARAMETER_LABELS[language][parameter],
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
    ? words.azoospermic
    : attention.length === 0
      ? words.allInRange(measures.length)
      : inRange === 0
        ? words.noneInRange(measures.length)
        : words.someInRange(inRange, measures.length, attention.length);
  const nextSteps = azoospermic
    ? [words.azoospermiaNextStep]
    : [
        ...new Set(
          attention.map((measure) =>
            measure.state === 'Low_Concentration'
              ? words.tooFewToRead
              : (words.nextSteps[measure.parameter] ?? ''),
          ),
        ),
      ].filter((step) => step !== '');
  return { measures, attention, azoospermic, headline, nextSteps };
}
