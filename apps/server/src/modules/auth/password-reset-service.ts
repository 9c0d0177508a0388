import { authMessages, type ResetPasswordRequest } from '@fathom/contract/auth';
import { HttpError } from '../../http/errors';
import type { AuthDeps } from './auth-deps';
import { findCredentialsByEmail, updatePasswordHash } from './credentials-repository';
import { consumePasswordReset, insertPasswordReset } from './password-reset-repository';
import { revokeSessionsOfUser } from './session-repository';
import { generateToken, hashToken } from './tokens';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

export function passwordResetLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${publicUrl}/password/reset?${query.toString()}`;
}

function resetEmail(productName: string, link: string) {
  const subject = `Reset your ${productName} password`;
  const text = [
    'Hello,',
    '',
    `We received a request to reset the password of your ${productName} account.`,
    'Open this link within 60 minutes to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>We received a request to reset the password of your ${productName} account.</p>`,
    `<p><a href="${link.replaceAll('&', '&amp;')}">Choose a new password</a> (the link works for 60 minutes).</p>`,
    '<p>If you did not ask for this, you can ignore this email: your password stays the same.</p>',
  ].join('\n');
  return { subject, text, html };
}

/** Sends a reset link when the email has an account; says nothing either way. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findCredentialsByEmail(deps.db, email);
  if (!user) return;
  const token = generateToken();
  const now = deps.now();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS),
  });
  const message = resetEmail(
    deps.config.productName,
    passwordResetLink(deps.config.publicUrl, token, user.email),
  );
  await deps.email.send({ to: user.email, ...message });
}

/** Sets the new password, uses up the link and signs the user out everywhere. */
export async function resetPassword(deps: AuthDeps, request: ResetPasswordRequest): Promise<void> {
  const invalid = () =>
    new HttpError(422, authMessages.resetTokenInvalid, { token: [authMessages.resetTokenInvalid] });
  const user = await findCredentialsByEmail(deps.db, request.email);
  if (!user) throw invalid();
  const passwordHash = await deps.passwords.hash(request.password);
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, { userId: user.id, tokenHash: hashToken(request.token), now })))
      return false;
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await revokeSessionsOfUser(tx, user.id, now);
    return true;
  });
  if (!done) throw invalid();
}
