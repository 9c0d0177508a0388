import { VIALS_PER_SAMPLE } from './constants';
import { type KitRegistrationStep, kitRegistrationStepOf } from './kit-progress';
import { type AnalysisProgress, analysisProgress } from './results';
import type { StatusLabel } from './status-labels';
import { hasCryogenic, isAuthorizedUser, latestReadyResult, ownClient, type UserView } from './user';

/**
 * What a page says when it has nothing of the customer's to show, chosen from what the customer has done:
 * someone who never ordered is offered their first analysis, someone whose kit is on its way is told where it
 * is, someone with vials but no plan is asked to choose one. A page never says "not ready yet" to a person who
 * has nothing on its way.
 */

/** Where an empty state's one action leads: the web turns each into its address. */
export type EmptyStateLink = 'shop' | 'storage_plans';

export interface EmptyStateAction {
  label: string;
  to: EmptyStateLink;
}

export interface EmptyStateCopy {
  title: string;
  text: string;
  action: EmptyStateAction | null;
}

export const FIRST_ANALYSIS: EmptyStateCopy = {
  title: 'Order your first analysis',
  text: 'A semen analysis measures your sperm count, motility and more from a sample you collect at home. Your results appear here once the lab has your sample.',
  action: { label: 'Shop for an analysis kit', to: 'shop' },
};

export const NO_SEMEN_ANALYSIS: EmptyStateCopy = {
  title: 'No semen analysis yet',
  text: 'A semen analysis measures your sperm count, motility and more, and its results appear here.',
  action: { label: 'Shop for an analysis kit', to: 'shop' },
};

export const SHARED_RESULTS_NOT_READY: EmptyStateCopy = {
  title: 'Results not ready yet',
  text: 'The results shared with you appear here as soon as the lab releases them.',
  action: null,
};

/** The badge beside where a kit is, while its results are coming. */
export const RESULTS_COMING_BADGE: Readonly<Record<AnalysisProgress, StatusLabel>> = {
  kit_being_prepared: { label: 'Results coming', tone: 'info' },
  kit_on_the_way: { label: 'Results coming', tone: 'info' },
  kit_delivered: { label: 'Results coming', tone: 'info' },
  sample_on_the_way: { label: 'Results coming', tone: 'info' },
  in_the_lab: { label: 'Results coming', tone: 'info' },
  results_ready: { label: 'Results coming', tone: 'info' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  check_email: { label: 'Needs your attention', tone: 'warning' },
};

/** The badge of an analysis whose kit the customer has to register before the lab can test it. */
export const REGISTRATION_NEEDED_BADGE: StatusLabel = { label: 'Needs your attention', tone: 'warning' };

export type ResultsEmptyState =
  | ({ kind: 'shared_results_not_ready' } & EmptyStateCopy)
  | {
      kind: 'results_coming';
      progress: AnalysisProgress;
      badge: StatusLabel;
      /** The kit must be registered before the lab can test it: its next step replaces where it is. */
      registration: KitRegistrationStep | null;
    }
  | ({ kind: 'no_semen_analysis' } & EmptyStateCopy)
  | ({ kind: 'first_analysis' } & EmptyStateCopy);

/**
 * A customer with no semen-analysis result to read: a partner waits for the holder's; a customer with an
 * analysis sees where its kit is; one with only STI results is offered a semen analysis; one with nothing is
 * offered their first.
 */
export function resultsEmptyState(
  user: UserView,
  { hasStiResults }: { hasStiResults: boolean },
): ResultsEmptyState {
  if (isAuthorizedUser(user)) return { kind: 'shared_results_not_ready', ...SHARED_RESULTS_NOT_READY };
  const latestAnalysis = ownClient(user)?.attributes.latest_analysis ?? null;
  if (latestAnalysis) {
    const progress = analysisProgress(latestAnalysis.tracking_stage);
    // A profile that does not say whether the kit is registered is not taken to ask for its registration.
    const registration =
      latestAnalysis.id && latestAnalysis.registered === false
        ? kitRegistrationStepOf(latestAnalysis.id, {
            trackingStage: latestAnalysis.tracking_stage ?? null,
            registered: false,
            heldAtLab: latestAnalysis.held_at_lab === true,
            hasResults: false,
          })
        : null;
    return {
      kind: 'results_coming',
      progress,
      badge: registration ? REGISTRATION_NEEDED_BADGE : RESULTS_COMING_BADGE[progress],
      registration,
    };
  }
  return hasStiResults
    ? { kind: 'no_semen_analysis', ...NO_SEMEN_ANALYSIS }
    : { kind: 'first_analysis', ...FIRST_ANALYSIS };
}

/** The list of registered kits, empty: whether kits are waiting to be registered or none was ever bought. */
export function registeredKitsEmptyText(unregisteredKits: number): string {
  return unregisteredKits > 0
    ? 'None of your kits is registered yet.'
    : 'You have no kit to register. A kit you order is listed here once you register it.';
}

/** Why storage is not offered after a result that found no sperm: the same words on every page that says so. */
export const NO_SPERM_TO_FREEZE =
  'Freezing needs sperm in the sample, so storage is not offered with your latest result. A specialist can talk you through your options.';

export const STORAGE_EXPLAINED = `Cryogenic storage freezes a sample of yours in ${VIALS_PER_SAMPLE} vials and keeps them safe in our lab for as long as your plan runs, so you can use them later.`;

export type StoragePlansEmptyState =
  | ({ kind: 'vials_without_plan' } & EmptyStateCopy)
  | ({ kind: 'no_sperm_to_freeze' } & EmptyStateCopy)
  | ({ kind: 'storage_explained' } & EmptyStateCopy);

/**
 * No storage plan renews: vials held without one are at risk, so choosing a plan comes first; a customer whose
 * latest result found no sperm is offered nothing; anyone else learns what storage is and where to find it.
 */
export function storagePlansEmptyState(user: UserView): StoragePlansEmptyState {
  if (hasCryogenic(user))
    return {
      kind: 'vials_without_plan',
      title: 'Your vials have no storage plan',
      text: 'Your stored vials are kept only while a plan runs. Choose a plan to keep them; it renews here.',
      action: { label: 'Choose a storage plan', to: 'storage_plans' },
    };
  if (latestReadyResult(user)?.attributes.is_azoospermic === true)
    return {
      kind: 'no_sperm_to_freeze',
      title: 'No storage plan',
      text: 'Freezing needs sperm in the sample, so storage is not offered with your latest result.',
      action: null,
    };
  return {
    kind: 'storage_explained',
    title: 'No storage plan',
    text: `${STORAGE_EXPLAINED} A plan renews here, on your card.`,
    action: { label: 'See storage plans', to: 'storage_plans' },
  };
}
