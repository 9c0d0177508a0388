import type { StaffWork } from '@fathom/domain/staff-roles';

/**
 * Routes for the operator's tools, outside the API (not under /api, not in the OpenAPI document): no session
 * reaches them, staff's neither; each takes its own secret from the configuration (GET /metrics: METRICS_TOKEN).
 */
export const operatorRoutes = new Set(['GET /metrics']);

/** Reached with the token of a sign-in still waiting for its one-time password. */
export const pendingTwoFactorRoutes = new Set(['POST /api/login-2fa', 'POST /api/logout']);

export const isStaffRoute = (route: string) => route.split(' ')[1]?.startsWith('/api/staff/') === true;

/**
 * The work each staff route belongs to, so the role that may call it (issue 47): an admin calls them all, every
 * other role its own work only; `any` is any staff member, two-factor set up or not. A staff route the server
 * registers and this list does not name fails the access matrix until it is classified on purpose.
 */
export const staffRouteWork: Readonly<Record<string, StaffWork | 'any'>> = {
  'GET /api/staff/me': 'any',
  'GET /api/staff/items': 'lab',
  'GET /api/staff/items/:itemId': 'lab',
  'POST /api/staff/items/:itemId/tracking': 'lab',
  'POST /api/staff/items/:itemId/results': 'lab',
  'POST /api/staff/items/:itemId/results/release': 'lab',
  'POST /api/staff/items/:itemId/sti-results': 'lab',
  'POST /api/staff/items/:itemId/vials': 'lab',
  'POST /api/staff/vials/:vialId/events': 'lab',
  'POST /api/staff/withdrawals/:withdrawalId/ship': 'lab',
  'POST /api/staff/kits/:identifier/arrival': 'lab',
  'GET /api/staff/orders/:orderId/packing-slip': 'lab',
  'GET /api/staff/lab/held-results': 'lab',
  'POST /api/staff/lab/held-results/:reportId/match': 'lab',
  'POST /api/staff/lab/held-results/:reportId/reject': 'lab',
  'GET /api/staff/lab/unreadable-messages': 'lab',
  'POST /api/staff/lab/orders/:orderId/resend': 'lab',
  'GET /api/staff/lab/kits-arriving': 'lab',
  'GET /api/staff/lab/kits-at-lab': 'lab',
  'GET /api/staff/lab/results-awaiting-release': 'lab',
  'GET /api/staff/storage/withdrawals': 'lab',
  'GET /api/staff/storage/destructions': 'lab',
  'GET /api/staff/storage/unmatched': 'lab',
  'POST /api/staff/storage/:itemId/match': 'lab',
  'GET /api/staff/lab/failed-orders': 'lab',
  'GET /api/staff/lab/local-codes': 'lab',
  'PUT /api/staff/lab/local-codes': 'lab',
  'POST /api/staff/items/:itemId/sti-results/release': 'clinician',
  'GET /api/staff/reviews': 'clinician',
  'GET /api/staff/reviews/:itemId': 'clinician',
  'POST /api/staff/reviews/:itemId/notes': 'clinician',
  'POST /api/staff/reviews/:itemId/release': 'clinician',
  'GET /api/staff/outbox': 'support',
  'GET /api/staff/sandbox-mailbox': 'support',
  'POST /api/staff/login-tokens': 'support',
  'GET /api/staff/orders/unpaid': 'support',
  'GET /api/staff/customers': 'support',
  'GET /api/staff/customers/:clientId': 'support',
  'POST /api/staff/orders/:orderId/payments/:attemptId/refunds': 'support',
  'POST /api/staff/plans/:subscriptionId/payments/:attemptId/refunds': 'support',
  'GET /api/staff/customers/:clientId/emails': 'support',
  'GET /api/staff/customers/:clientId/kits': 'support',
  'GET /api/staff/customers/:clientId/orders': 'support',
  'POST /api/staff/emails/:emailId/resend': 'support',
  'POST /api/staff/orders/:orderId/cancel': 'support',
  'POST /api/staff/customers/:clientId/view-as': 'support',
  'POST /api/staff/customers/:clientId/view-as/end': 'support',
  'GET /api/staff/jobs/failed': 'admin',
  'POST /api/staff/jobs/:jobId/retry': 'admin',
  'GET /api/staff/instalments/failed': 'admin',
  'POST /api/staff/instalments/:orderId/:number/retry': 'admin',
  'GET /api/staff/renewals/failed': 'admin',
  'POST /api/staff/renewals/:subscriptionId/:cycle/retry': 'admin',
  'GET /api/staff/members': 'admin',
  'POST /api/staff/members': 'admin',
  'POST /api/staff/members/:userId/role': 'admin',
  'POST /api/staff/members/:userId/suspend': 'admin',
  'POST /api/staff/members/:userId/reinstate': 'admin',
  'GET /api/staff/audit': 'admin',
};

/** Staff routes that read nothing of a customer's, and so write no read to the audit. */
export const staffRoutesOutsideTheAudit = new Set(['GET /api/staff/me', 'GET /api/staff/audit']);

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
