/**
 * The part of Stripe.js the payment step uses: an Elements group made without an intent (the server creates and
 * confirms the PaymentIntent), its Payment Element, a payment method made from it, and the next action (3-D Secure)
 * of a payment the server confirmed. Stripe's names and shapes, as `@stripe/stripe-js` types them.
 */

/** Stripe's error, as Stripe.js answers it (validation errors of the form, card errors of the API). */
export interface StripeError {
  type?: string;
  code?: string;
  message?: string;
}

/**
 * What the Elements group is for: a payment of `amount` (cents) now, the card kept for later payments when
 * `setupFutureUsage` says so; or, with nothing to charge now, only a card set up for later (`setup`).
 */
export type StripeElementsMode =
  | { mode: 'payment'; amount: number; currency: string; setupFutureUsage?: 'off_session' | null }
  | { mode: 'setup'; currency: string; setupFutureUsage?: 'off_session' | null };

export type StripeElementsOptions = StripeElementsMode & {
  /** The payment method is made in the browser (createPaymentMethod) and the server confirms the intent. */
  paymentMethodCreation: 'manual';
  paymentMethodTypes: string[];
  /** The language of the Payment Element's own words (its labels and messages), one of Stripe's locales. */
  locale?: string;
};

export interface StripePaymentElementOptions {
  /** `never`: the field is Fathom's own, and its value is passed to createPaymentMethod. */
  fields?: { billingDetails?: { name?: 'auto' | 'never' } };
}

export interface StripePaymentElementChangeEvent {
  elementType: 'payment';
  empty: boolean;
  complete: boolean;
  collapsed: boolean;
  value: { type: string };
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: StripePaymentElementChangeEvent) => void): void;
  on(event: 'ready', handler: (event: { elementType: 'payment' }) => void): void;
  /** The element could not load (an invalid key, an unreachable Stripe): it shows nothing. */
  on(event: 'loaderror', handler: (event: { elementType: 'payment'; error: StripeError }) => void): void;
  focus(): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment', options?: StripePaymentElementOptions): StripePaymentElement;
  /** Changes the amount or the future use while the customer types; the element keeps what they typed. */
  update(options: Partial<StripeElementsMode>): Promise<void>;
  /** Checks the form (Stripe shows its own messages in the element); must resolve before createPaymentMethod. */
  submit(): Promise<
    | { error: StripeError; selectedPaymentMethod?: undefined }
    | { error?: undefined; selectedPaymentMethod: string }
  >;
}

export interface StripePaymentMethod {
  id: string;
  type: string;
  card?: { brand?: string; last4?: string };
}

export interface StripeInstance {
  elements(options: StripeElementsOptions): StripeElements;
  createPaymentMethod(options: {
    elements: StripeElements;
    params?: { billing_details?: { name?: string } };
  }): Promise<
    | { paymentMethod: StripePaymentMethod; error?: undefined }
    | { error: StripeError; paymentMethod?: undefined }
  >;
  /** Shows the bank's challenge; the payment's outcome is read by the server afterwards. */
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: StripeError;
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
