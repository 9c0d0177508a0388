import {
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
} from '../../apps/server/src/integrations/payments/testing/fake-stripe-server';
import { type BuiltServer, startBuiltServer } from './built-server';
import { test } from './test';

export interface StripeBackedServer {
  server: BuiltServer;
  stripe: FakeStripe;
}

/**
 * A server of the spec file's own whose card provider is Stripe: a local server speaking Stripe's API and
 * serving Stripe.js. Started before the file's tests and stopped after them; the fields are set once started.
 */
export function useStripeBackedServer(): StripeBackedServer {
  const running = {} as StripeBackedServer;
  test.beforeAll(async () => {
    // A second server with its demo data takes longer than a test's 30 s to start on a busy machine.
    test.setTimeout(120_000);
    running.stripe = await startFakeStripe();
    running.server = await startBuiltServer({
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: fakeStripeSecretKey,
      STRIPE_PUBLISHABLE_KEY: fakeStripePublishableKey,
      STRIPE_API_BASE: running.stripe.url,
      STRIPE_JS_URL: `${running.stripe.url}/v3/`,
    });
  });
  test.afterAll(async () => {
    await running.server?.stop();
    await running.stripe?.close();
  });
  return running;
}
