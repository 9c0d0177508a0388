/**
 * Every status code the server sends, as the customer reads it: a label in words and the tone it is shown in.
 * The tone never carries the meaning alone: the web shows it with an icon and the label beside it.
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export interface StatusLabel {
  label: string;
  tone: StatusTone;
}

const status = (label: string, tone: StatusTone): StatusLabel => ({ label, tone });

export const ORDER_STATUS_LABELS = {
  pending_payment: status('Awaiting payment', 'warning'),
  paid: status('Paid', 'success'),
  paying_instalments: status('Paying in instalments', 'info'),
  payment_failed: status('Payment failed', 'error'),
  cancelled: status('Cancelled: not paid', 'neutral'),
} as const satisfies Record<string, StatusLabel>;

export const PAYMENT_STATUS_LABELS = {
  pending: status('Processing', 'info'),
  succeeded: status('Paid', 'success'),
  declined: status('Declined', 'error'),
  abandoned: status('Not charged', 'neutral'),
  failed: status('Declined', 'error'),
} as const satisfies Record<string, StatusLabel>;

export const INSTALMENT_STATUS_LABELS = {
  paid: status('Paid', 'success'),
  scheduled: status('Scheduled', 'info'),
  pending: status('Processing', 'info'),
  declined: status('Declined: we will try again', 'warning'),
  failed: status('Not paid: change your card', 'error'),
} as const satisfies Record<string, StatusLabel>;

export const STORAGE_PLAN_STATUS_LABELS = {
  pending: status('Starting', 'info'),
  active: status('Active', 'success'),
  cancelled: status('Does not renew', 'neutral'),
  past_due: status('Payment overdue', 'error'),
} as const satisfies Record<string, StatusLabel>;

export const WITHDRAWAL_STATUS_LABELS = {
  awaiting_partner_consent: status("Waiting for your partner's consent", 'warning'),
  awaiting_quote: status('Waiting for a shipping quote', 'info'),
  requested: status('Requested: our team is arranging the transfer', 'info'),
  shipped: status('Shipped', 'success'),
  cancelled: status('Cancelled', 'neutral'),
  declined_by_partner: status(
    'Not sent: your partner did not consent. The vials stay in storage.',
    'neutral',
  ),
} as const satisfies Record<string, StatusLabel>;

export const VIAL_STATUS_LABELS = {
  permanent_storage: status('In long-term storage', 'success'),
  awaiting_permanent_storage: status('Awaiting long-term storage', 'info'),
  destroyed: status('Destroyed', 'neutral'),
  withdrawn: status('Withdrawn', 'neutral'),
} as const satisfies Record<string, StatusLabel>;

/** "past_due" -> "Past due": a code no table knows yet still reads as words, never as a code. */
export function humanizeStatusCode(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lookUp(table: Readonly<Record<string, StatusLabel>>, code: string): StatusLabel {
  return Object.hasOwn(table, code)
    ? (table[code] as StatusLabel)
    : status(humanizeStatusCode(code), 'neutral');
}

export const orderStatus = (code: string) => lookUp(ORDER_STATUS_LABELS, code);
export const paymentStatus = (code: string) => lookUp(PAYMENT_STATUS_LABELS, code);
export const instalmentStatus = (code: string) => lookUp(INSTALMENT_STATUS_LABELS, code);
export const withdrawalStatus = (code: string) => lookUp(WITHDRAWAL_STATUS_LABELS, code);

/** A storage plan: an active plan whose renewal failed reads as overdue. */
export function storagePlanStatus(plan: { status: string; past_due?: boolean | null }): StatusLabel {
  if (plan.past_due && plan.status === 'active') return STORAGE_PLAN_STATUS_LABELS.past_due;
  return lookUp(STORAGE_PLAN_STATUS_LABELS, plan.status);
}

/** A vial: once withdrawn it reads as withdrawn, whatever its storage status was. */
export function vialStatus(vial: { status: string; withdrawn_at?: string | null }): StatusLabel {
  return vial.withdrawn_at ? VIAL_STATUS_LABELS.withdrawn : lookUp(VIAL_STATUS_LABELS, vial.status);
}
