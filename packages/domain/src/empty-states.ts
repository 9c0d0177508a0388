import { VIALS_PER_SAMPLE } from './constants';
import { type KitRegistrationStep, kitRegistrationStepOf } from './kit-progress';
import type { Language } from './languages';
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

export const FIRST_ANALYSIS: Readonly<Record<Language, EmptyStateCopy>> = {
  en: {
    title: 'Order your first analysis',
    text: 'A semen analysis measures your sperm count, motility and more from a sample you collect at home. Your results appear here once the lab has your sample.',
    action: { label: 'Shop for an analysis kit', to: 'shop' },
  },
  es: {
    title: 'Pida su primer análisis',
    text: 'Un análisis de semen mide la cantidad de espermatozoides, su movilidad y más, con una muestra que usted toma en casa. Sus resultados aparecerán aquí cuando el laboratorio reciba su muestra.',
    action: { label: 'Comprar un kit de análisis', to: 'shop' },
  },
};

export const NO_SEMEN_ANALYSIS: Readonly<Record<Language, EmptyStateCopy>> = {
  en: {
    title: 'No semen analysis yet',
    text: 'A semen analysis measures your sperm count, motility and more, and its results appear here.',
    action: { label: 'Shop for an analysis kit', to: 'shop' },
  },
  es: {
    title: 'Todavía no tiene un análisis de semen',
    text: 'Un análisis de semen mide la cantidad de espermatozoides, su movilidad y más. Sus resultados aparecerán aquí.',
    action: { label: 'Comprar un kit de análisis', to: 'shop' },
  },
};

export const SHARED_RESULTS_NOT_READY: Readonly<Record<Language, EmptyStateCopy>> = {
  en: {
    title: 'Results not ready yet',
    text: 'The results shared with you appear here as soon as the lab releases them.',
    action: null,
  },
  es: {
    title: 'Los resultados todavía no están listos',
    text: 'Los resultados que comparten con usted aparecerán aquí en cuanto el laboratorio los publique.',
    action: null,
  },
};

const BADGE_WORDS: Readonly<Record<Language, { coming: string; cancelled: string; attention: string }>> = {
  en: { coming: 'Results coming', cancelled: 'Cancelled', attention: 'Needs your attention' },
  es: { coming: 'Resultados en camino', cancelled: 'Cancelado', attention: 'Requiere su atención' },
};

function resultsComingBadge(language: Language): Readonly<Record<AnalysisProgress, StatusLabel>> {
  const words = BADGE_WORDS[language];
  const coming: StatusLabel = { label: words.coming, tone: 'info' };
  return {
    kit_being_prepared: coming,
    kit_on_the_way: coming,
    kit_delivered: coming,
    sample_on_the_way: coming,
    in_the_lab: coming,
    results_ready: coming,
    cancelled: { label: words.cancelled, tone: 'neutral' },
    check_email: { label: words.attention, tone: 'warning' },
  };
}

/** The badge beside where a kit is, while its results are coming. */
export const RESULTS_COMING_BADGE: Readonly<
  Record<Language, Readonly<Record<AnalysisProgress, StatusLabel>>>
> = {
  en: resultsComingBadge('en'),
  es: resultsComingBadge('es'),
};

/** The badge of an analysis whose kit the customer has to register before the lab can test it. */
export const REGISTRATION_NEEDED_BADGE: Readonly<Record<Language, StatusLabel>> = {
  en: { label: BADGE_WORDS.en.attention, tone: 'warning' },
  es: { label: BADGE_WORDS.es.attention, tone: 'warning' },
};

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
  language: Language,
): ResultsEmptyState {
  if (isAuthorizedUser(user))
    return { kind: 'shared_results_not_ready', ...SHARED_RESULTS_NOT_READY[language] };
  const latestAnalysis = ownClient(user)?.attributes.latest_analysis ?? null;
  if (latestAnalysis) {
    const progress = analysisProgress(latestAnalysis.tracking_stage);
    // A profile that does not say whether the kit is registered is not taken to ask for its registration.
    const registration =
      latestAnalysis.id && latestAnalysis.registered === false
        ? kitRegistrationStepOf(
            latestAnalysis.id,
            {
              trackingStage: latestAnalysis.tracking_stage ?? null,
              registered: false,
              heldAtLab: latestAnalysis.held_at_lab === true,
              hasResults: false,
            },
            language,
          )
        : null;
    return {
      kind: 'results_coming',
      progress,
      badge: registration ? REGISTRATION_NEEDED_BADGE[language] : RESULTS_COMING_BADGE[language][progress],
      registration,
    };
  }
  return hasStiResults
    ? { kind: 'no_semen_analysis', ...NO_SEMEN_ANALYSIS[language] }
    : { kind: 'first_analysis', ...FIRST_ANALYSIS[language] };
}

const REGISTERED_KITS_EMPTY: Readonly<Record<Language, { waiting: string; none: string }>> = {
  en: {
    waiting: 'None of your kits is registered yet.',
    none: 'You have no kit to register. A kit you order is listed here once you register it.',
  },
  es: {
    waiting: 'Todavía no ha registrado ninguno de sus kits.',
    none: 'No tiene ningún kit para registrar. Cuando pida un kit, aparecerá aquí una vez que lo registre.',
  },
};

/** The list of registered kits, empty: whether kits are waiting to be registered or none was ever bought. */
export function registeredKitsEmptyText(unregisteredKits: number, language: Language): string {
  const words = REGISTERED_KITS_EMPTY[language];
  return unregisteredKits > 0 ? words.waiting : words.none;
}

/** Why storage is not offered after a result that found no sperm: the same words on every page that says so. */
export const NO_SPERM_TO_FREEZE: Readonly<Record<Language, string>> = {
  en: 'Freezing needs sperm in the sample, so storage is not offered with your latest result. A specialist can talk you through your options.',
  es: 'Para congelar una muestra, esta debe tener espermatozoides, por eso no le ofrecemos almacenamiento con su resultado más reciente. Un especialista puede explicarle sus opciones.',
};

export const STORAGE_EXPLAINED: Readonly<Record<Language, string>> = {
  en: `Cryogenic storage freezes a sample of yours in ${VIALS_PER_SAMPLE} vials and keeps them safe in our lab for as long as your plan runs, so you can use them later.`,
  es: `El almacenamiento criogénico congela una muestra suya en ${VIALS_PER_SAMPLE} viales y los guarda de forma segura en nuestro laboratorio mientras su plan esté vigente, para que pueda usarlos más adelante.`,
};

const STORAGE_PLANS_EMPTY: Readonly<
  Record<Language, Readonly<Record<StoragePlansEmptyState['kind'], EmptyStateCopy>>>
> = {
  en: {
    vials_without_plan: {
      title: 'Your vials have no storage plan',
      text: 'Your stored vials are kept only while a plan runs. Choose a plan to keep them; it renews here.',
      action: { label: 'Choose a storage plan', to: 'storage_plans' },
    },
    no_sperm_to_freeze: {
      title: 'No storage plan',
      text: 'Freezing needs sperm in the sample, so storage is not offered with your latest result.',
      action: null,
    },
    storage_explained: {
      title: 'No storage plan',
      text: `${STORAGE_EXPLAINED.en} A plan renews here, on your card.`,
      action: { label: 'See storage plans', to: 'storage_plans' },
    },
  },
  es: {
    vials_without_plan: {
      title: 'Sus viales no tienen un plan de almacenamiento',
      text: 'Guardamos sus viales solo mientras tenga un plan vigente. Elija un plan para conservarlos; se renueva aquí.',
      action: { label: 'Elegir un plan de almacenamiento', to: 'storage_plans' },
    },
    no_sperm_to_freeze: {
      title: 'Sin plan de almacenamiento',
      text: 'Para congelar una muestra, esta debe tener espermatozoides, por eso no le ofrecemos almacenamiento con su resultado más reciente.',
      action: null,
    },
    storage_explained: {
      title: 'Sin plan de almacenamiento',
      text: `${STORAGE_EXPLAINED.es} El plan se renueva aquí, con su tarjeta.`,
      action: { label: 'Ver los planes de almacenamiento', to: 'storage_plans' },
    },
  },
};

export type StoragePlansEmptyState =
  | ({ kind: 'vials_without_plan' } & EmptyStateCopy)
  | ({ kind: 'no_sperm_to_freeze' } & EmptyStateCopy)
  | ({ kind: 'storage_explained' } & EmptyStateCopy);

/**
 * No storage plan renews: vials held without one are at risk, so choosing a plan comes first; a customer whose
 * latest result found no sperm is offered nothing; anyone else learns what storage is and where to find it.
 */
export function storagePlansEmptyState(user: UserView, language: Language): StoragePlansEmptyState {
  const copy = STORAGE_PLANS_EMPTY[language];
  if (hasCryogenic(user)) return { kind: 'vials_without_plan', ...copy.vials_without_plan };
  if (latestReadyResult(user)?.attributes.is_azoospermic === true)
    return { kind: 'no_sperm_to_freeze', ...copy.no_sperm_to_freeze };
  return { kind: 'storage_explained', ...copy.storage_explained };
}
