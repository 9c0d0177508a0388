/**
 * The API routes anyone may call, signed in or not (`METHOD /path-pattern`). Every other route under /api answers
 * 401 to a request without a usable session before it runs (platform/authenticate.ts): a new endpoint is protected
 * by default, and the access matrix (test/quality/access-policy.ts) checks each route against this list.
 */
export const publicRoutes: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'POST /api/login',
  'POST /api/login/token',
  'POST /api/login/provider-token',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/checkouts',
  'GET /api/checkout/bindings',
  'POST /api/validate-email',
  'POST /api/discounts/calculate',
  'GET /api/insurance/providers',
  'POST /api/insurance/check',
  'POST /api/checkout',
  // A guest's order, by the receipt its browser was given when placing it (checkout/orders/order-receipts.ts).
  'GET /api/checkout/orders/:poNumber',
  'POST /api/checkout/orders/:poNumber/payment',
  'POST /api/checkout/orders/:poNumber/cancellation',
  // The sandbox's test bank: guests pay too, and the payment's client secret is the capability, as with Stripe.
  'POST /api/payments/sandbox-authentications',
  'POST /api/upsell',
  'POST /api/checkout-intent',
  'POST /api/checkout-intent/save-form',
  'GET /api/checkout-intent/:id',
  'POST /api/webhooks/stripe',
  'POST /api/kit-registrations/verify-client-dob/:identifier',
  'POST /api/kit-registrations/verify-item/:itemId',
  'GET /api/public-results/:token',
  'POST /api/shl/:manifestId',
  'GET /api/shl-files/:ticket',
  'POST /api/logs',
  'POST /api/benefits-providers/:provider/check/',
]);
