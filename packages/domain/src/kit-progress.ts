/**
 * What a kit's page and card say, and which actions they offer, at each point of the kit's journey: the
 * collection instructions, the steps of the box and the drop-off point while the kit is with the customer;
 * registration until the results are out; results once they are ready.
 */
import { CANCELLED_TRACKING_STAGE, type KitStep } from './kits';
import type { Language } from './languages';

export type KitPhase =
  | 'ordered'
  | 'on_its_way'
  | 'with_you'
  | 'to_lab'
  | 'held_unregistered'
  | 'analysis'
  | 'results_ready'
  | 'cancelled'
  | 'check_email';

export interface KitProgressInput {
  trackingStage: number | null;
  step: KitStep;
  category: 'analysis' | 'sti';
  registered: boolean;
  /** The lab has received the kit (scanned it) and holds it until it is registered. */
  heldAtLab: boolean;
  hasResults: boolean;
}

export interface KitProgress {
  phase: KitPhase;
  /** One sentence: where the kit is and what, if anything, the customer does next. */
  summary: string;
  /** The step of the box (fill the cup, seal the box…) only means something while the kit is with them. */
  showStep: boolean;
  /** When and how to collect a sample: only before the sample has been sent. */
  showCollectionInstructions: boolean;
  showDropOff: boolean;
  showVideos: boolean;
  /** Registration is offered until the results are out, never on a finished or cancelled kit. */
  canRegister: boolean;
  /**
   * Registration is the customer's to do now (the kit has reached them and the lab has no results yet): the
   * home page's "Needs your attention" lists it and the kit's card and page say so.
   */
  needsRegistration: boolean;
  /**
   * The agreements the lab needs before it tests a sample are asked for while it has not: never on a kit whose
   * results are ready, nor on a cancelled one.
   */
  asksForAgreements: boolean;
}

const CHECK_EMAIL_TRACKING_STAGE = 8;

export type KitPhaseInput = Pick<
  KitProgressInput,
  'trackingStage' | 'registered' | 'heldAtLab' | 'hasResults'
>;

/** Where a kit stands, from its tracking stage, its registration, the lab's receipt and its results. */
export function kitPhase(kit: KitPhaseInput): KitPhase {
  const stage = kit.trackingStage ?? 1;
  if (stage === CANCELLED_TRACKING_STAGE) return 'cancelled';
  if (stage === CHECK_EMAIL_TRACKING_STAGE) return 'check_email';
  if (kit.hasResults || stage === 6) return 'results_ready';
  if (stage === 5) return 'analysis';
  if (kit.heldAtLab && !kit.registered) return 'held_unregistered';
  if (stage === 4) return 'to_lab';
  if (stage === 3) return 'with_you';
  if (stage === 2) return 'on_its_way';
  return 'ordered';
}

const SUMMARIES: Readonly<Record<Language, Readonly<Record<KitPhase, string>>>> = {
  en: {
    ordered: 'Your order is confirmed. We will ship your kit soon.',
    on_its_way: 'Your kit is on its way to you.',
    with_you:
      'Your kit has arrived. Collect your sample on a collection day and send it back to the lab the same day.',
    to_lab: 'Your sample is on its way to the lab. There is nothing more for you to do with this kit.',
    held_unregistered:
      'The lab has your sample, but this kit is not registered to you yet: register it so the lab can start.',
    analysis: 'The lab is analysing your sample. We will email you when your results are ready.',
    results_ready: 'Your results are ready.',
    cancelled: 'This kit was cancelled.',
    check_email: 'We have emailed you about this kit: please check your inbox.',
  },
  es: {
    ordered: 'Su pedido está confirmado. Le enviaremos su kit pronto.',
    on_its_way: 'Su kit va en camino.',
    with_you:
      'Su kit llegó. Tome su muestra en un día de recolección y envíela al laboratorio ese mismo día.',
    to_lab: 'Su muestra va en camino al laboratorio. No tiene que hacer nada más con este kit.',
    held_unregistered:
      'El laboratorio tiene su muestra, pero este kit todavía no está registrado a su nombre: regístrelo para que el laboratorio pueda empezar.',
    analysis:
      'El laboratorio está analizando su muestra. Le avisaremos por correo electrónico cuando sus resultados estén listos.',
    results_ready: 'Sus resultados están listos.',
    cancelled: 'Este kit se canceló.',
    check_email: 'Le enviamos un correo electrónico sobre este kit: revise su bandeja de entrada.',
  },
};

/** What the kit needs of the customer while it is not registered: the registration, said where it stands. */
const UNREGISTERED_SUMMARIES: Readonly<Record<Language, Readonly<Partial<Record<KitPhase, string>>>>> = {
  en: {
    with_you:
      'Your kit has arrived. Register it, then collect your sample on a collection day and send it back to the lab the same day.',
    to_lab:
      'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
    analysis: 'The lab has your sample and needs this kit registered before it can give you results.',
  },
  es: {
    with_you:
      'Su kit llegó. Regístrelo; después tome su muestra en un día de recolección y envíela al laboratorio ese mismo día.',
    to_lab:
      'Su muestra va en camino al laboratorio. Registre este kit ahora: el laboratorio solo puede analizar su muestra cuando el kit esté registrado a su nombre.',
    analysis:
      'El laboratorio tiene su muestra y necesita que registre este kit antes de poder darle sus resultados.',
  },
};

const BEFORE_SENDING: readonly KitPhase[] = ['ordered', 'on_its_way', 'with_you'];
/** A sample is matched to its owner by the registration: needed until the results are out. */
const REGISTRATION_OPEN: readonly KitPhase[] = [...BEFORE_SENDING, 'to_lab', 'held_unregistered', 'analysis'];
/** From the kit's arrival, an unregistered kit is the customer's to register before the lab can give results. */
export const REGISTRATION_NEEDED_PHASES = ['with_you', 'to_lab', 'held_unregistered', 'analysis'] as const;
export type RegistrationNeededPhase = (typeof REGISTRATION_NEEDED_PHASES)[number];
const needsRegistrationIn = (phase: KitPhase): phase is RegistrationNeededPhase =>
  (REGISTRATION_NEEDED_PHASES as readonly KitPhase[]).includes(phase);

/** The sentence a kit's card, page and the home page's "Needs your attention" all say of where it stands. */
export function kitSummary(phase: KitPhase, registered: boolean, language: Language): string {
  return (registered ? undefined : UNREGISTERED_SUMMARIES[language][phase]) ?? SUMMARIES[language][phase];
}

/** Whether registering the kit is the customer's to do now. */
export function kitNeedsRegistration(kit: KitPhaseInput): boolean {
  return registrationNeededPhase(kit) !== null;
}

/** The phase of a kit whose registration is the customer's to do now; null when it is not. */
export function registrationNeededPhase(kit: KitPhaseInput): RegistrationNeededPhase | null {
  const phase = kitPhase(kit);
  return !kit.registered && needsRegistrationIn(phase) ? phase : null;
}

/** Where a kit is registered: a kit the lab holds unregistered has its own page that says why. */
export function kitRegistrationPath(itemId: string, phase: KitPhase): string {
  const id = encodeURIComponent(itemId);
  return phase === 'held_unregistered' ? `/onboarding/kit-not-registered/${id}` : `/k-r/${id}`;
}

/** The words of the link to a kit's registration, on every page that offers it. */
export const REGISTER_KIT_LABEL: Readonly<Record<Language, string>> = {
  en: 'Register this kit',
  es: 'Registrar este kit',
};

/** How a kit is registered, as its page explains it below the sentence that says why. */
export const KIT_REGISTRATION_HOW: Readonly<Record<Language, string>> = {
  en: 'Scan the QR code on the kit box with your phone, or register the kit with its order number.',
  es: 'Escanee con su teléfono el código QR de la caja del kit, o registre el kit con su número de pedido.',
};

/** Before the kit reaches the customer, registration is offered but not yet theirs to do: why to do it early. */
export const REGISTER_BEFORE_SENDING: Readonly<Record<Language, string>> = {
  en: 'Register the kit before you send your sample: the lab can test a sample only once its kit is registered to you.',
  es: 'Registre el kit antes de enviar su muestra: el laboratorio solo puede analizar una muestra cuando su kit está registrado a su nombre.',
};

/**
 * A kit's next step while its registration is the customer's to do: one sentence (the kit's summary) and the
 * link to register it. The home page's "Needs your attention", its latest results, the kit's card and page,
 * /analysis and /kit-registrations all show this, so no page says the kit needs nothing while another asks.
 */
export interface KitRegistrationStep {
  phase: RegistrationNeededPhase;
  text: string;
  label: string;
  path: string;
}

export function kitRegistrationStep(
  itemId: string,
  phase: RegistrationNeededPhase,
  language: Language,
): KitRegistrationStep {
  return {
    phase,
    text: kitSummary(phase, false, language),
    label: REGISTER_KIT_LABEL[language],
    path: kitRegistrationPath(itemId, phase),
  };
}

/** The kit's registration step when registering it is the customer's to do now; null when it is not. */
export function kitRegistrationStepOf(
  itemId: string,
  kit: KitPhaseInput,
  language: Language,
): KitRegistrationStep | null {
  const phase = registrationNeededPhase(kit);
  return phase ? kitRegistrationStep(itemId, phase, language) : null;
}

export function kitProgress(kit: KitProgressInput, language: Language): KitProgress {
  const phase = kitPhase(kit);
  const beforeSending = BEFORE_SENDING.includes(phase);
  return {
    phase,
    summary: kitSummary(phase, kit.registered, language),
    showStep: phase === 'with_you' || (beforeSending && kit.step === 'MDIConfirmation'),
    showCollectionInstructions: beforeSending && kit.category === 'analysis',
    showDropOff: phase === 'with_you',
    showVideos: beforeSending,
    canRegister: !kit.registered && REGISTRATION_OPEN.includes(phase),
    needsRegistration: kitNeedsRegistration(kit),
    asksForAgreements: REGISTRATION_OPEN.includes(phase),
  };
}
