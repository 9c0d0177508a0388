import type { Role } from '@fathom/contract/user';
import type { Language } from '@fathom/domain/languages';
import type { StaffRole } from '@fathom/domain/staff-roles';

/**
 * full: signed in. pending_2fa: password given, one-time password still due. kit: opened by a kit's details
 * (its code or order number and the owner's date of birth) when the kit was registered; it reaches that kit's
 * registration and order details alone, until the password is given (ADR 023).
 */
export type SessionKind = 'full' | 'pending_2fa' | 'kit';

/** The signed-in person, as every module sees them. */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  /** A staff account's role (lab, clinician, support, admin); null for everyone else. */
  staffRole: StaffRole | null;
  firstName: string;
  lastName: string;
  preferredFirstName: string | null;
  /** The user's own client; null for staff and for an authorized user. */
  clientId: string | null;
  /** For an authorized user: the client user who added them. */
  parentUserId: string | null;
  /** For an authorized user: the parent's client, whose records they may read. */
  parentClientId: string | null;
  google2faConfiguredAt: Date | null;
  flagUnmarketable: boolean;
  /** The language the person reads the portal in; null until they choose or sign in with one. */
  language: Language | null;
}

export interface AuthSession {
  id: string;
  kind: SessionKind;
  disableTrackEvents: boolean;
  /** The kit a limited kit session reaches; null for every other session. */
  kitItemId: string | null;
  /** How the token arrived: cookie-authenticated changes need the XSRF header. */
  via: 'bearer' | 'cookie';
}

/** A session as the auth room keeps it, and the session cache holds it between requests. */
export interface StoredSession {
  id: string;
  kind: SessionKind;
  disableTrackEvents: boolean;
  kitItemId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The browser the session was first used from; null until its first use after sign-in. */
  userAgent: string | null;
  revokedAt: Date | null;
  user: AuthUser;
}

/** Support viewing the portal as a customer (issue 47): who is looking, through which grant. */
export interface ViewAs {
  grantId: string;
  /** The staff member whose session carries the view; `user` is then the customer viewed. */
  staff: AuthUser;
}

export interface AuthContext {
  user: AuthUser;
  session: AuthSession;
  /** Set while a staff member views as the customer in `user`: reads alone reach the routes. */
  viewAs?: ViewAs;
}

/** The client whose records this user may reach: their own, or as an authorized user their parent's. */
export function reachableClientId(user: AuthUser): string | null {
  return user.clientId ?? user.parentClientId;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: null when no valid session came with the request. */
    auth: AuthContext | null;
  }
}
