import { readCookie } from '../../../lib/http/cookies';

/**
 * Two cookies of this origin: a marker that the visitor signed in through the identity provider (so the
 * app may sign them in again silently) and the organization hint sent at that sign-in. Neither holds a
 * token; both last a day, like the provider's session. The app reads the marker as it starts; they are written
 * at sign-in and sign-out (mark-provider-sign-in.ts).
 */
export const SIGNED_IN_MARKER = 'fathom.idp.is.authenticated';
export const ORGANIZATION_HINT = 'fathom.idp.organization_hint';

export const signedInWithProvider = (): boolean => readCookie(SIGNED_IN_MARKER) === 'true';
