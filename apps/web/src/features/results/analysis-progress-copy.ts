import type { AnalysisProgress } from '@fathom/domain/results';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wordsInPageLanguage } from './in-page-language';

/** Where a semen analysis stands, in words that follow its kit's stage: nothing is "under way" too early. */
export const ANALYSIS_PROGRESS_MESSAGES: Readonly<
  Record<AnalysisProgress, { title: MessageDescriptor; text: MessageDescriptor }>
> = {
  kit_being_prepared: {
    title: msg`Your kit is being prepared`,
    text: msg`We are getting your kit ready to ship, and email you when it is on its way.`,
  },
  kit_on_the_way: {
    title: msg`Your kit is on its way to you`,
    text: msg`It comes with everything you need to collect your sample and send it to the lab.`,
  },
  kit_delivered: {
    title: msg`Your kit has arrived`,
    text: msg`Once you send your sample back, the lab analyses it and your results appear here.`,
  },
  sample_on_the_way: {
    title: msg`Your sample is on its way to the lab`,
    text: msg`The lab analyses it as soon as it arrives. We email you the moment your results are ready.`,
  },
  in_the_lab: {
    title: msg`Your analysis is under way`,
    text: msg`The lab is analysing your sample. We email you the moment your results are ready.`,
  },
  results_ready: {
    title: msg`Your results are almost ready`,
    text: msg`We email you the moment you can read them here.`,
  },
  cancelled: {
    title: msg`Your analysis kit was cancelled`,
    text: msg`Order a new kit whenever you are ready.`,
  },
  check_email: {
    title: msg`Please check your email`,
    text: msg`We wrote to you about your kit: it needs something from you before the lab can go on.`,
  },
};

/** The same words as strings, in the language the pages are drawn in when read. */
export const ANALYSIS_PROGRESS_COPY: Readonly<Record<AnalysisProgress, { title: string; text: string }>> =
  Object.fromEntries(
    Object.entries(ANALYSIS_PROGRESS_MESSAGES).map(([progress, messages]) => [
      progress,
      wordsInPageLanguage(messages as { title: MessageDescriptor; text: MessageDescriptor }),
    ]),
  ) as Record<AnalysisProgress, { title: string; text: string }>;
