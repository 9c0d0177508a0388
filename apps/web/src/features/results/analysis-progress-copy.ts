import type { AnalysisProgress } from '@fathom/domain/results';

/** Where a semen analysis stands, in words that follow its kit's stage: nothing is "under way" too early. */
export const ANALYSIS_PROGRESS_COPY: Readonly<Record<AnalysisProgress, { title: string; text: string }>> = {
  kit_being_prepared: {
    title: 'Your kit is being prepared',
    text: 'We are getting your kit ready to ship, and email you when it is on its way.',
  },
  kit_on_the_way: {
    title: 'Your kit is on its way to you',
    text: 'It comes with everything you need to collect your sample and send it to the lab.',
  },
  kit_delivered: {
    title: 'Your kit has arrived',
    text: 'Once you send your sample back, the lab analyses it and your results appear here.',
  },
  sample_on_the_way: {
    title: 'Your sample is on its way to the lab',
    text: 'The lab analyses it as soon as it arrives. We email you the moment your results are ready.',
  },
  in_the_lab: {
    title: 'Your analysis is under way',
    text: 'The lab is analysing your sample. We email you the moment your results are ready.',
  },
  results_ready: {
    title: 'Your results are almost ready',
    text: 'We email you the moment you can read them here.',
  },
  cancelled: {
    title: 'Your analysis kit was cancelled',
    text: 'Order a new kit whenever you are ready.',
  },
  check_email: {
    title: 'Please check your email',
    text: 'We wrote to you about your kit: it needs something from you before the lab can go on.',
  },
};
