/**
 * The part of Stripe.js the checkout uses: a card element, a payment method made from it, and the next action
 * (3-D Secure) of a payment confirmed by the server.
 */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: { complete?: boolean; error?: { message?: string } }) => void): void;
  focus?(): void;
  destroy(): void;
}

export interface StripeInstance {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<
    | { paymentMethod: { id: string; card?: { last4?: string } }; error?: undefined }
    | { error: { message?: string }; paymentMethod?: undefined }
  >;
  /** Shows the bank's challenge; the payment's outcome is read by the server afterwards. */
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: { message?: string };
  }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const loading = new Map<string, Promise<StripeFactory>>();

/**
 * Adds Stripe.js once, asynchronously, only when the payment step needs it; nothing blocks the page. Loaded from the
 * configured address (STRIPE_JS_URL): @stripe/stripe-js's loader accepts js.stripe.com only, and tests serve a
 * local stand-in (docs/decisions/033).
 */
export function loadStripeJs(src: string): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  const pending =
    loading.get(src) ??
    new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () =>
        window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(new Error('Stripe.js could not be loaded'));
      };
      document.head.appendChild(script);
    });
  loading.set(src, pending);
  return pending;
}
