/**
 * The clinician's review (issue 47): what waits for a clinician before its customer reads it, and the care
 * messages a clinician releases a result with. A positive STI panel always waits; an azoospermic analysis waits
 * only when the clinic asks for a clinician's second look (AZOOSPERMIA_SECOND_LOOK).
 */
import type { Language } from './languages';
import type { StiOutcome } from './results';
import { STI_CLINICIAN_REVIEW_HOURS, STI_TEST_NAMES, type StiTestKey } from './sti-results';

export const reviewKinds = ['sti', 'azoospermia'] as const;
export type ReviewKind = (typeof reviewKinds)[number];

/** A clinician's note on a result: kept, read by other clinicians, never by the customer. */
export const CLINICIAN_NOTE_MAX_LENGTH = 4000;
/** The care message the customer reads with the released result. */
export const CARE_MESSAGE_MAX_LENGTH = 2000;

export interface CareMessage {
  key: string;
  label: string;
  text: string;
}

/**
 * The clinic's standard care messages by kind of result, in the customer's language: a clinician picks one and may
 * change its words. The label names the message for the clinician, in the console's English; the text is the
 * customer's to read.
 */
export const CARE_MESSAGES: Readonly<Record<Language, Readonly<Record<ReviewKind, readonly CareMessage[]>>>> =
  {
    en: {
      sti: [
        {
          key: 'treatable',
          label: 'Treatable infection',
          text: 'One of your tests is positive for an infection that a short course of medicine treats. Your clinician will call you to arrange the prescription. Please avoid sex until the treatment is finished, and tell your partners of the last three months so that they can be tested too.',
        },
        {
          key: 'confirm',
          label: 'Confirmation test',
          text: 'One of your tests is reactive. A reactive screening result is confirmed by a second test, which your clinician will call you to arrange. Until then, please use condoms with every partner.',
        },
        {
          key: 'referral',
          label: 'Specialist referral',
          text: 'One of your tests is positive. Your clinician will call you to refer you to a specialist clinic near you, which will care for you from here. With treatment, people with this result live long and healthy lives.',
        },
      ],
      azoospermia: [
        {
          key: 'urologist',
          label: 'Repeat test and urologist',
          text: 'No sperm were found in this sample. This has many causes, several of them treatable. Your clinician advises a second analysis in about three months and a visit to a urologist, who can look for the cause with you.',
        },
        {
          key: 'call',
          label: 'Results call',
          text: 'No sperm were found in this sample. Your clinician would like to talk it through with you: please book a results call, and bring any questions you have.',
        },
      ],
    },
    es: {
      sti: [
        {
          key: 'treatable',
          label: 'Treatable infection',
          text: 'Una de sus pruebas dio positivo para una infección que se cura con un tratamiento corto de medicamentos. Su médico se comunicará con usted por teléfono para darle la receta. No tenga relaciones sexuales hasta terminar el tratamiento, y avise a sus parejas sexuales de los últimos tres meses para que también se hagan la prueba.',
        },
        {
          key: 'confirm',
          label: 'Confirmation test',
          text: 'Una de sus pruebas es reactiva. Un resultado reactivo en una prueba de detección se confirma con una segunda prueba, que su médico organizará con usted por teléfono. Mientras tanto, use condón con todas sus parejas sexuales.',
        },
        {
          key: 'referral',
          label: 'Specialist referral',
          text: 'Una de sus pruebas dio positivo. Su médico se comunicará con usted por teléfono para remitirle a una clínica especializada cerca de usted, que le atenderá de ahora en adelante. Con tratamiento, las personas con este resultado viven una vida larga y sana.',
        },
      ],
      azoospermia: [
        {
          key: 'urologist',
          label: 'Repeat test and urologist',
          text: 'No se encontraron espermatozoides en esta muestra. Esto tiene muchas causas, y varias tienen tratamiento. Su médico le recomienda un segundo análisis en unos tres meses y una consulta con un urólogo, que puede buscar la causa con usted.',
        },
        {
          key: 'call',
          label: 'Results call',
          text: 'No se encontraron espermatozoides en esta muestra. Su médico quiere hablar de esto con usted: reserve una llamada de resultados y traiga todas las preguntas que tenga.',
        },
      ],
    },
  };

/** The languages as the console (in English) names them. */
const LANGUAGE_NAMES_IN_ENGLISH: Readonly<Record<Language, string>> = { en: 'English', es: 'Spanish' };

/**
 * Which language the customer reads, as the console says it beside the care message: the care messages offered
 * are in it, and what the clinician writes is what the customer reads.
 */
export function customerReadsIn(language: Language): string {
  const name = LANGUAGE_NAMES_IN_ENGLISH[language];
  return `The customer reads ${name}: the care messages are offered in ${name}.`;
}

/**
 * When a clinician should have reviewed the result: a positive STI panel is shown to its customer anyway once
 * its review window ends; an azoospermic analysis waits for the clinician however long it takes (null).
 */
export function reviewDueAt(kind: ReviewKind, enteredAt: Date | string): Date | null {
  if (kind !== 'sti') return null;
  return new Date(new Date(enteredAt).getTime() + STI_CLINICIAN_REVIEW_HOURS * 3_600_000);
}

/** Whether the customer can already read a result still waiting for review (its window ended). */
export function shownBeforeReview(kind: ReviewKind, enteredAt: Date | string, now: Date): boolean {
  const due = reviewDueAt(kind, enteredAt);
  return due !== null && now.getTime() >= due.getTime();
}

/**
 * An earlier STI panel in a few words for the clinician's history: which tests were positive or inconclusive. In
 * English, as the console is (staff only), like analysisSummary.
 */
export function stiPanelSummary(results: readonly { test_key: string; outcome: StiOutcome }[]): string {
  if (results.length === 0) return 'No results entered';
  const named = (outcome: StiOutcome) =>
    results
      .filter((result) => result.outcome === outcome)
      .map((result) => STI_TEST_NAMES.en[result.test_key as StiTestKey] ?? result.test_key);
  const parts = [
    ...named('positive').map((name) => `${name} positive`),
    ...named('inconclusive').map((name) => `${name} inconclusive`),
  ];
  return parts.length > 0 ? parts.join(', ') : 'All tests negative';
}

/** An earlier analysis in a few words: no sperm found, or its concentration and motility. */
export function analysisSummary(values: {
  is_azoospermic: boolean;
  concentration: number | string | null;
  total_motility: number | string | null;
}): string {
  if (values.is_azoospermic) return 'No sperm found (azoospermia)';
  const parts: string[] = [];
  if (values.concentration !== null) parts.push(`concentration ${Number(values.concentration)} million/mL`);
  if (values.total_motility !== null) parts.push(`total motility ${Number(values.total_motility)}%`);
  const text = parts.join(', ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : 'Values entered';
}
