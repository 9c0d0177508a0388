import type { AnalysisSection } from '@fathom/domain/results';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wordsInPageLanguage } from './in-page-language';

export interface AnalysisSectionCopy {
  title: string;
  explanation: string;
}

/** Headings and plain-language explanations of the lab report's sections, keyed by their jump ids. */
export const ANALYSIS_SECTION_MESSAGES: Readonly<
  Record<AnalysisSection, { title: MessageDescriptor; explanation: MessageDescriptor }>
> = {
  'understanding-your-results': {
    title: msg`Understanding your results`,
    explanation: msg`Each measure is compared with a normal reference value. One measure outside its range rarely tells the whole story: read them together, and talk them through with a specialist.`,
  },
  'future-health-insights': {
    title: msg`Future health insights`,
    explanation: msg`Semen quality is linked with overall health. Sleep, weight, heat, smoking, alcohol and stress can all change it, and many of these can be improved.`,
  },
  'total-count': {
    title: msg`Total count`,
    explanation: msg`How many sperm were in the whole sample.`,
  },
  'total-motile-count': {
    title: msg`Total motile count`,
    explanation: msg`How many sperm in the sample were moving, often the best single guide to fertility potential.`,
  },
  volume: { title: msg`Volume`, explanation: msg`How much semen the sample contained.` },
  concentration: {
    title: msg`Concentration`,
    explanation: msg`How many sperm there are in each millilitre of semen.`,
  },
  motility: {
    title: msg`Motility`,
    explanation: msg`The share of sperm that were moving.`,
  },
  morphology: {
    title: msg`Morphology`,
    explanation: msg`The share of sperm with a typical shape. Most sperm in every sample have an unusual shape.`,
  },
  'dna-fragmentation': {
    title: msg`DNA fragmentation`,
    explanation: msg`The share of sperm whose DNA is damaged. Here a lower value is better.`,
  },
  'cryogenic-storage': {
    title: msg`Cryogenic storage`,
    explanation: msg`When part of your sample is frozen, the lab checks how many sperm are still moving after thawing.`,
  },
  'lab-recommendations': {
    title: msg`Lab recommendations`,
    explanation: msg`Notes from the lab's scientists about your sample, when they have any.`,
  },
  'personalized-recommendations': {
    title: msg`Personalized recommendations`,
    explanation: msg`Lifestyle steps chosen for your results and your answers to the Lifestyle Survey.`,
  },
};

/** The same words as strings, in the language the pages are drawn in when read (the analysis page's sections). */
export const ANALYSIS_SECTION_COPY: Readonly<Record<AnalysisSection, AnalysisSectionCopy>> =
  Object.fromEntries(
    Object.entries(ANALYSIS_SECTION_MESSAGES).map(([section, messages]) => [
      section,
      wordsInPageLanguage(messages as { title: MessageDescriptor; explanation: MessageDescriptor }),
    ]),
  ) as Record<AnalysisSection, AnalysisSectionCopy>;
