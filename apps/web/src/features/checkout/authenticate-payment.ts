import { loadStripeJs } from '../../components/card/stripe-js';
import type { CardPayments } from '../../lib/config';
import { answerSandboxBank } from './api/answer-sandbox-bank';

/** Lets the customer answer their bank's challenge (3-D Secure) for a payment; the server then reads the outcome. */
export type PaymentAuthenticator = (clientSecret: string) => Promise<void>;

/**
 * Stripe.js's handleNextAction with Stripe; the sandbox's test bank otherwise. Each is loaded only when a payment
 * asks for it, so no page carries it before. Whatever the customer does, the outcome is the server's to read.
 */
export function paymentAuthenticator(cardPayments: CardPayments): PaymentAuthenticator {
  if (cardPayments.provider === 'stripe') {
    return async (clientSecret) => {
      const createStripe = await loadStripeJs(cardPayments.jsUrl);
      await createStripe(cardPayments.publishableKey).handleNextAction({ clientSecret });
    };
  }
  return async (clientSecret) => {
    const { askSandboxBank } = await import('../../components/card/sandbox-bank-challenge');
    await answerSandboxBank(clientSecret, await askSandboxBank());
  };
}
