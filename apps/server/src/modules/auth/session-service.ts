import type { Queryable } from '../../db/database';
import type { SessionKind } from '../../platform/auth-context';
import { generateToken, hashToken } from '../../platform/tokens';
import { insertSession } from './session-repository';
import { sessionExpiry } from './session-rules';

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** A new session: the token goes to the caller once; the database keeps its hash. */
export async function issueSession(
  db: Queryable,
  session: {
    userId: string;
    kind: SessionKind;
    disableTrackEvents: boolean;
    now: Date;
    /** The kit a limited kit session reaches. */
    kitItemId?: string;
  },
): Promise<IssuedSession> {
  const token = generateToken();
  const expiresAt = sessionExpiry(session.kind, session.now);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: session.userId,
    kind: session.kind,
    disableTrackEvents: session.disableTrackEvents,
    now: session.now,
    expiresAt,
    kitItemId: session.kitItemId ?? null,
  });
  return { token, expiresAt };
}

/** Every open session of the user ends (a removed partner, a changed password). */
export { revokeSessionsOfUser } from './session-repository';
