/**
 * Every status code the server sends, as the customer reads it: a label in words and the tone it is shown in.
 * The tone never carries the meaning alone: the web shows it with an icon and the label beside it.
 */
import type { Language } from './languages';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

const status = (label: string, tone: StatusTone): StatusLabel => ({ label, tone });

export type OrderStatusCode =
  | 'pending_payment'
  | 'paid'
  | 'paying_instalments'
  | 'payment_failed'
  | 'cancelled';
export type PaymentStatusCode = 'pending' | 'succeeded' | 'declined' | 'abandoned' | 'failed';
export type InstalmentStatusCode = 'paid' | 'scheduled' | 'pending' | 'declined' | 'failed';
export type StoragePlanStatusCode = 'pending' | 'active' | 'cancelled' | 'past_due';
export type WithdrawalStatusCode =
  | 'awaiting_partner_consent'
  | 'awaiting_quote'
  | 'requested'
  | 'shipped'
  | 'cancelled'
  | 'declined_by_partner';
export type VialStatusCode = 'permanent_storage' | 'awaiting_permanent_storage' | 'destroyed' | 'withdrawn';

type Labels<Code extends string> = Readonly<Record<Language, Readonly<Record<Code, StatusLabel>>>>;

export const ORDER_STATUS_LABELS: Labels<OrderStatusCode> = {
  en: {
    pending_payment: status('Awaiting payment', 'warning'),
    paid: status('Paid', 'success'),
    paying_instalments: status('Paying in instalments', 'info'),
    payment_failed: status('Payment failed', 'error'),
    cancelled: status('Cancelled: not paid', 'neutral'),
  },
  es: {
    pending_payment: status('Pago pendiente', 'warning'),
    paid: status('Pagado', 'success'),
    paying_instalments: status('Pagando a plazos', 'info'),
    payment_failed: status('El pago falló', 'error'),
    cancelled: status('Cancelado: no se pagó', 'neutral'),
  },
};

export const PAYMENT_STATUS_LABELS: Labels<PaymentStatusCode> = {
  en: {
    pending: status('Processing', 'info'),
    succeeded: status('Paid', 'success'),
    declined: status('Declined', 'error'),
    abandoned: status('Not charged', 'neutral'),
    failed: status('Declined', 'error'),
  },
  es: {
    pending: status('En proceso', 'info'),
    succeeded: status('Pagado', 'success'),
    declined: status('Rechazado', 'error'),
    abandoned: status('No se cobró', 'neutral'),
    failed: status('Rechazado', 'error'),
  },
};

export const INSTALMENT_STATUS_LABELS: Labels<InstalmentStatusCode> = {
  en: {
    paid: status('Paid', 'success'),
    scheduled: status('Scheduled', 'info'),
    pending: status('Processing', 'info'),
    declined: status('Declined: we will try again', 'warning'),
    failed: status('Not paid: change your card', 'error'),
  },
  es: {
    paid: status('Pagado', 'success'),
    scheduled: status('Programado', 'info'),
    pending: status('En proceso', 'info'),
    declined: status('Rechazado: lo intentaremos de nuevo', 'warning'),
    failed: status('No se pagó: cambie su tarjeta', 'error'),
  },
};

export const STORAGE_PLAN_STATUS_LABELS: Labels<StoragePlanStatusCode> = {
  en: {
    pending: status('Starting', 'info'),
    active: status('Active', 'success'),
    cancelled: status('Does not renew', 'neutral'),
    past_due: status('Payment overdue', 'error'),
  },
  es: {
    pending: status('Por comenzar', 'info'),
    active: status('Activo', 'success'),
    cancelled: status('No se renueva', 'neutral'),
    past_due: status('Pago vencido', 'error'),
  },
};

export const WITHDRAWAL_STATUS_LABELS: Labels<WithdrawalStatusCode> = {
  en: {
    awaiting_partner_consent: status("Waiting for your partner's consent", 'warning'),
    awaiting_quote: status('Waiting for a shipping quote', 'info'),
    requested: status('Requested: our team is arranging the transfer', 'info'),
    shipped: status('Shipped', 'success'),
    cancelled: status('Cancelled', 'neutral'),
    declined_by_partner: status(
      'Not sent: your partner did not consent. The vials stay in storage.',
      'neutral',
    ),
  },
  es: {
    awaiting_partner_consent: status('Esperando el consentimiento de su cónyuge o pareja', 'warning'),
    awaiting_quote: status('Esperando una cotización del envío', 'info'),
    requested: status('Solicitado: nuestro equipo está organizando el traslado', 'info'),
    shipped: status('Enviado', 'success'),
    cancelled: status('Cancelado', 'neutral'),
    declined_by_partner: status(
      'No se envió: su cónyuge o pareja no dio su consentimiento. Los viales siguen almacenados.',
      'neutral',
    ),
  },
};

export const VIAL_STATUS_LABELS: Labels<VialStatusCode> = {
  en: {
    permanent_storage: status('In long-term storage', 'success'),
    awaiting_permanent_storage: status('Awaiting long-term storage', 'info'),
    destroyed: status('Destroyed', 'neutral'),
    withdrawn: status('Withdrawn', 'neutral'),
  },
  es: {
    permanent_storage: status('En almacenamiento a largo plazo', 'success'),
    awaiting_permanent_storage: status('En espera del almacenamiento a largo plazo', 'info'),
    destroyed: status('Destruido', 'neutral'),
    withdrawn: status('Retirado', 'neutral'),
  },
};

/**
 * "past_due" -> "Past due": a code no table knows yet still reads as words, never as a code. Its words are the
 * code's own (English) in every language: a code the tables do not know has no translation yet.
 */
export function humanizeStatusCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lookUp(table: Readonly<Record<string, StatusLabel>>, code: string): StatusLabel {
  return Object.hasOwn(table, code)
    ? (table[code] as StatusLabel)
    : status(humanizeStatusCode(code), 'neutral');
}

export const orderStatus = (code: string, language: Language) => lookUp(ORDER_STATUS_LABELS[language], code);
export const paymentStatus = (code: string, language: Language) =>
  lookUp(PAYMENT_STATUS_LABELS[language], code);
export const instalmentStatus = (code: string, language: Language) =>
  lookUp(INSTALMENT_STATUS_LABELS[language], code);
export const withdrawalStatus = (code: string, language: Language) =>
  lookUp(WITHDRAWAL_STATUS_LABELS[language], code);

/** A storage plan: an active plan whose renewal failed reads as overdue. */
export function storagePlanStatus(
  plan: { status: string; past_due?: boolean | null },
  language: Language,
): StatusLabel {
  const labels = STORAGE_PLAN_STATUS_LABELS[language];
  if (plan.past_due && plan.status === 'active') return labels.past_due;
  return lookUp(labels, plan.status);
}

/** A vial: once withdrawn it reads as withdrawn, whatever its storage status was. */
export function vialStatus(
  vial: { status: string; withdrawn_at?: string | null },
  language: Language,
): StatusLabel {
  const labels = VIAL_STATUS_LABELS[language];
  return vial.withdrawn_at ? labels.withdrawn : lookUp(labels, vial.status);
}
