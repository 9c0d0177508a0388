import { randomUUID } from 'node:crypto';
import type {
  IdentityVerification,
  IdentityVerificationCallbackRequest,
} from '@fathom/contract/identity-verification';
import {
  IDENTITY_VERIFICATION_PROVIDER_NAME,
  IDENTITY_VERIFICATION_MESSAGES as MESSAGES,
  VERIFICATION_CALLBACK_PATHS,
  type VerificationPurpose,
  verifiedMessage,
} from '@fathom/domain/identity-verification';
import type { Language } from '@fathom/domain/languages';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import {
  IdentityVerificationUnavailableError,
  type IdentityVerifier,
} from '../../integrations/identity-verification/index';
import { generateToken, hashToken } from '../../platform/tokens';
import {
  claimVerification,
  findVerificationByStateHash,
  type IdentityVerificationRow,
  insertVerification,
  latestVerified,
  recordOutcome,
  releaseClaim,
} from './identity-verification-repository';

/** Long enough to sign in at the provider and upload a document, short enough that a stolen link goes stale. */
export const STATE_LIFETIME_MS = 30 * 60 * 1000;

/** Who is verifying: a signed-in client, in one session. */
export interface Verifying {
  userId: string;
  clientId: string;
  sessionId: string;
  /** The language the customer reads the outcome in. */
  language: Language;
}

export function verificationResource(row: IdentityVerificationRow, language: Language): IdentityVerification {
  const status = row.status ?? 'refused';
  return {
    id: row.id,
    purpose: row.purpose,
    provider_name: IDENTITY_VERIFICATION_PROVIDER_NAME,
    status,
    groups: status === 'verified' ? row.groups : [],
    reason: status === 'refused' ? (row.reason ?? 'not_verified') : null,
    message:
      status === 'verified'
        ? verifiedMessage(row.groups, language)
        : MESSAGES[language].refused[row.reason ?? 'not_verified'],
    completed_at: (row.completed_at ?? new Date(0)).toISOString(),
    return_path: row.return_path,
  };
}

/**
 * Starts and completes verifications. The outcome is only ever what the provider answered to the server for
 * the code; the browser brings the code and the state, which must be one this server issued to this user's
 * session for this purpose, unexpired and not used for another code.
 */
export function createIdentityVerificationService(deps: {
  db: Database;
  verifier: IdentityVerifier;
  publicUrl: string;
  now: () => Date;
}) {
  const redirectUri = (purpose: VerificationPurpose) =>
    `${deps.publicUrl}${VERIFICATION_CALLBACK_PATHS[purpose]}`;

  async function start(who: Verifying, purpose: VerificationPurpose, returnPath: string | null) {
    const state = generateToken();
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + STATE_LIFETIME_MS);
    await insertVerification(deps.db, {
      id: randomUUID(),
      ...who,
      purpose,
      provider: deps.verifier.name,
      stateHash: hashToken(state),
      returnPath,
      createdAt: now,
      expiresAt,
    });
    return {
      authorize_url: deps.verifier.authorizationUrl({ state, redirectUri: redirectUri(purpose) }),
      expires_at: expiresAt.toISOString(),
    };
  }

  /** A verification already claimed: the same code answers its outcome again, another code is refused. */
  function repeated(
    row: IdentityVerificationRow,
    codeHash: string,
    language: Language,
  ): IdentityVerification {
    if (row.code_hash !== codeHash) throw new DomainError('conflict', MESSAGES[language].usedState);
    if (row.status === null) throw new DomainError('conflict', MESSAGES[language].inProgress);
    return verificationResource(row, language);
  }

  async function complete(
    who: Verifying,
    request: IdentityVerificationCallbackRequest,
  ): Promise<IdentityVerification> {
    const messages = MESSAGES[who.language];
    const row = await findVerificationByStateHash(deps.db, hashToken(request.state));
    if (
      !row ||
      row.user_id !== who.userId ||
      row.session_id !== who.sessionId ||
      row.purpose !== request.purpose ||
      row.provider !== deps.verifier.name
    ) {
      throw new DomainError('invalid', messages.invalidState, { state: [messages.invalidState] });
    }
    const codeHash = hashToken(request.code);
    if (row.code_hash !== null) return repeated(row, codeHash, who.language);
    if (row.expires_at.getTime() <= deps.now().getTime()) {
      throw new DomainError('invalid', messages.expiredState, { state: [messages.expiredState] });
    }
    const claim = await claimVerification(deps.db, row.id, codeHash, deps.now());
    if (claim === 'code_used') throw new DomainError('conflict', messages.usedCode);
    if (claim === 'taken') {
      const current = await findVerificationByStateHash(deps.db, hashToken(request.state));
      if (!current)
        throw new DomainError('invalid', messages.invalidState, { state: [messages.invalidState] });
      return repeated(current, codeHash, who.language);
    }
    let outcome: Awaited<ReturnType<IdentityVerifier['exchange']>>;
    try {
      outcome = await deps.verifier.exchange({ code: request.code, redirectUri: redirectUri(row.purpose) });
    } catch (error) {
      await releaseClaim(deps.db, row.id);
      if (error instanceof IdentityVerificationUnavailableError)
        throw new DomainError('timed_out', messages.unavailable);
      throw error;
    }
    return verificationResource(await recordOutcome(deps.db, row.id, outcome, deps.now()), who.language);
  }

  async function status(who: Pick<Verifying, 'userId' | 'language'>) {
    const latest = await latestVerified(deps.db, who.userId);
    return { verified: latest !== null, latest: latest ? verificationResource(latest, who.language) : null };
  }

  return { start, complete, status };
}

export type IdentityVerificationService = ReturnType<typeof createIdentityVerificationService>;
