import type { AnalysisSection } from '@fathom/domain/results';

export interface AnalysisSectionCopy {
  title: string;
  explanation: string;
}

/** Headings and plain-language explanations of the lab report's sections, keyed by their jump ids. */
export const ANALYSIS_SECTION_COPY: Readonly<Record<AnalysisSection, AnalysisSectionCopy>> = {
  'understanding-your-results': {
    title: 'Understanding your results',
    explanation:
      'Each measure is compared with a normal reference value. One measure outside its range rarely tells the whole story: read them together, and talk them through with a specialist.',
  },
  'future-health-insights': {
    title: 'Future health insights',
    explanation:
      'Semen quality is linked with overall health. Sleep, weight, heat, smoking, alcohol and stress can all change it, and many of these can be improved.',
  },
  'total-count': {
    title: 'Total count',
    explanation: 'How many sperm were in the whole sample.',
  },
  'total-motile-count': {
    title: 'Total motile count',
    explanation:
      'How many sperm in the sample were moving, often the best single guide to fertility potential.',
  },
  volume: { title: 'Volume', explanation: 'How much semen the sample contained.' },
  concentration: {
    title: 'Concentration',
    explanation: 'How many sperm there are in each millilitre of semen.',
  },
  motility: {
    title: 'Motility',
    explanation: 'The share of sperm that were moving.',
  },
  morphology: {
    title: 'Morphology',
    explanation: 'The share of sperm with a typical shape. Most sperm in every sample have an unusual shape.',
  },
  'dna-fragmentation': {
    title: 'DNA fragmentation',
    explanation: 'The share of sperm whose DNA is damaged. Here a lower value is better.',
  },
  'cryogenic-storage': {
    title: 'Cryogenic storage',
    explanation:
      'When part of your sample is frozen, the lab checks how many sperm are still moving after thawing.',
  },
  'lab-recommendations': {
    title: 'Lab recommendations',
    explanation: "Notes from the lab's scientists about your sample, when they have any.",
  },
  'personalized-recommendations': {
    title: 'Personalized recommendations',
    explanation: 'Lifestyle steps chosen for your results and your answers to the Lifestyle Survey.',
  },
};
