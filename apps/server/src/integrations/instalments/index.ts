import type { DeclineReason } from '../payments/index';

/** One part of a plan: its number (1 is paid now), when it is due, and its amount. */
export interface PlannedInstalment {
  number: number;
  dueDate: string;
  amountCents: number;
}

export interface InstalmentPlanRequest {
  totalCents: number;
  currency: 'usd';
  paymentMethodToken: string;
  /** One plan per key: repeating a request answers the plan it made the first time. */
  idempotencyKey: string;
  description: string;
  customerEmail: string;
  /** The first instalment's date (today, in YYYY-MM-DD); the others follow monthly. */
  startDate: string;
}

export type InstalmentPlanOutcome =
  | { status: 'succeeded'; planId: string; firstChargeId: string; instalments: PlannedInstalment[] }
  | { status: 'declined'; reason: DeclineReason };

/**
 * Paying in 3 instalments: the plan's schedule is made and the first part charged when the plan starts, the card
 * kept for later charges; Fathom collects the later parts on their dates from that card (off-session).
 */
export interface InstalmentProvider {
  readonly name: 'sandbox' | 'splitit';
  startPlan(request: InstalmentPlanRequest): Promise<InstalmentPlanOutcome>;
  /** The plan started with this key, or null when none was started. */
  findPlanByIdempotencyKey(idempotencyKey: string): Promise<InstalmentPlanOutcome | null>;
}
