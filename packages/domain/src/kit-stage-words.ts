import { trackingStageName } from './kits';
import type { Language } from './languages';

/** A tracking stage as the customer's tracker and the clinic's console (in English) both word it. */
export const TRACKING_STAGE_WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    OrderConfirmed: 'Order confirmed',
    KitOnTheWay: 'Kit on the way',
    KitShipped: 'Kit shipped',
    KitDeliveredToYou: 'Kit delivered to you',
    KitEnRouteToLab: 'On its way to the lab',
    AnalysisInProgress: 'Analysis in progress',
    ResultsReady: 'Results ready',
    Cancelled: 'Cancelled',
    CheckEmail: 'Customer emailed about the kit',
  },
  es: {
    OrderConfirmed: 'Pedido confirmado',
    KitOnTheWay: 'Kit en camino',
    KitShipped: 'Kit enviado',
    KitDeliveredToYou: 'Kit entregado',
    KitEnRouteToLab: 'En camino al laboratorio',
    AnalysisInProgress: 'Análisis en curso',
    ResultsReady: 'Resultados listos',
    Cancelled: 'Cancelado',
    CheckEmail: 'Le enviamos un correo electrónico sobre el kit',
  },
};

const NO_STAGE_YET: Readonly<Record<Language, string>> = { en: 'No stage yet', es: 'Todavía sin etapa' };

/** A kit's tracking stage in words; "No stage yet" when it has none (a kit not yet sent, or an unknown stage). */
export function trackingStageWords(stage: number | null, language: Language): string {
  const name = stage === null ? null : trackingStageName(stage);
  return name ? (TRACKING_STAGE_WORDS[language][name] ?? name) : NO_STAGE_YET[language];
}
