/**
 * Who may call each API route. Every route not named here is a signed-in customer's route, so a new
 * endpoint is protected by default and the access matrix fails until it is classified on purpose.
 */
export const publicRoutes = new Set([
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

/**
 * Routes for the operator's tools, outside the API (not under /api, not in the OpenAPI document): no session
 * reaches them, staff's neither; each takes its own secret from the configuration (GET /metrics: METRICS_TOKEN).
 */
export const operatorRoutes = new Set(['GET /metrics']);

/** Reached with the token of a sign-in still waiting for its one-time password. */
export const pendingTwoFactorRoutes = new Set(['POST /api/login-2fa', 'POST /api/logout']);

export const isStaffRoute = (route: string) => route.split(' ')[1]?.startsWith('/api/staff/') === true;

/** Only the partner on an account (an authorized user) calls these. */
export const partnerRoutes = new Set([
  'GET /api/withdrawals/awaiting-consent',
  'POST /api/withdrawals/:withdrawalId/consent',
  'POST /api/withdrawals/:withdrawalId/decline',
]);

/**
 * The partner's reduced view (spec sections 2 and 6): the shared analysis, their own profile and sign-in
 * settings, contracts, and consent to withdrawals. Every other customer endpoint refuses the partner, among
 * them identity verification (GET /api/identity-verification, POST .../start and .../callbacks): only the
 * account holder verifies, on their own account (ADR 013).
 */
export const partnerViewRoutes = new Set([
  'POST /api/logout',
  'GET /api/restify/profile',
  'POST /api/restify/profile',
  'GET /api/restify/users/two-factor-setup',
  'POST /api/restify/users/actions',
  'GET /api/restify/users/recovery-codes',
  'POST /api/restify/users/recovery-codes',
  'GET /api/restify/announcements',
  'GET /api/restify/recommendations',
  'GET /api/restify/documents',
  'POST /api/restify/documents/:step/sign',
  'GET /api/restify/documents/:step/pdf',
  'GET /api/restify/result-documents',
  'GET /api/restify/result-documents/:resultId',
  'GET /api/restify/result-documents/:resultId/report',
  'GET /api/fhir/analyses/:resultId',
  'GET /api/sessions',
  'DELETE /api/sessions/:sessionId',
  'POST /api/sessions/actions',
  'POST /api/restify/users/password',
  ...partnerRoutes,
  ...pendingTwoFactorRoutes,
]);

/**
 * A kit registration's limited session (ADR 023) reaches these alone; every other route, public ones too,
 * answers it 403. The same list the server enforces, so the matrix checks the server against it.
 */
export const kitSessionOnlyRoutes = new Set(['GET /api/kit-session', 'POST /api/kit-session/password']);
