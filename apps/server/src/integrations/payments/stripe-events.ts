import Stripe from 'stripe';

/** Events signed longer ago are refused (Stripe's own default), so a captured request cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/** A webhook request's body, as Stripe's library reads it. */
export type StripeEventReading =
  | { status: 'verified'; event: unknown }
  /** No signature, another secret's, or one older than the tolerance. */
  | { status: 'not_signed' }
  /** Signed, and not JSON. */
  | { status: 'unreadable' };

/**
 * Checks the Stripe-Signature header against the exact bytes received, with Stripe's library's own
 * `webhooks.constructEvent` (its scheme, its timing-safe comparison, its tolerance), then reads the event.
 */
export function readSignedStripeEvent(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
): StripeEventReading {
  try {
    const event = Stripe.webhooks.constructEvent(
      payload,
      header ?? '',
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
    return { status: 'verified', event };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) return { status: 'not_signed' };
    if (error instanceof SyntaxError) return { status: 'unreadable' };
    throw error;
  }
}
