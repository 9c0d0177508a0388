import { authMessages } from '@fathom/contract/auth';
import { msg } from '@lingui/core/macro';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { findCredentialsById } from '../credentials-repository';
import { claimAuthenticatorStep, forgetOneTimeCodes } from '../one-time-code-repository';
import { acceptAuthenticatorCode, makeRecoveryCodes } from '../one-time-codes';
import type { PasswordHasher } from '../passwords';
import { REAUTH_MESSAGES } from '../reauthentication';
import { generateTotpSecret, matchTotpStep, totpUri } from '../totp';
import { clearTwoFactorSecret, findTwoFactorSecret, saveTwoFactorSecret } from './two-factor-repository';

function invalidCode(): DomainError {
  return new DomainError('invalid', authMessages.oneTimePasswordInvalid, {
    one_time_password: [authMessages.oneTimePasswordInvalid],
  });
}

/** A fresh secret to scan; nothing is stored until a code made with it is confirmed. */
export async function prepareTwoFactorSetup(options: { issuer: string; accountName: string }) {
  const secret = generateTotpSecret();
  const otpauthUrl = totpUri({ issuer: options.issuer, accountName: options.accountName, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
}

/** Turning two-factor sign-in on changes how the account signs in: the account password is typed again first. */
export async function confirmAccountPassword(
  deps: { db: Queryable; passwords: PasswordHasher },
  userId: string,
  password: string,
): Promise<void> {
  const credentials = await findCredentialsById(deps.db, userId);
  if (!credentials || !(await deps.passwords.verify(credentials.passwordHash, password))) {
    throw new DomainError('invalid', REAUTH_MESSAGES.wrongPassword, {
      password: [REAUTH_MESSAGES.wrongPassword],
    });
  }
}

/**
 * Saves the secret once a code made with it is confirmed (that code's step is then used up), and answers
 * the ten recovery codes made with it, to be shown once.
 */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  request: { secret: string; oneTimePassword: string },
  now: Date,
): Promise<string[]> {
  const current = await findTwoFactorSecret(db, userId);
  if (current?.configuredAt) {
    throw new DomainError('invalid', msg`Two-factor authentication is already enabled.`, {
      one_time_password: [msg`Two-factor authentication is already enabled.`],
    });
  }
  const secret = request.secret.toUpperCase().replace(/=+$/, '');
  const step = await matchTotpStep(secret, request.oneTimePassword, now);
  if (step === null) throw invalidCode();
  return db.transaction(async (tx) => {
    await saveTwoFactorSecret(tx, userId, secret, now);
    await claimAuthenticatorStep(tx, userId, step);
    return makeRecoveryCodes(tx, userId, now);
  });
}

/** Refuses (422) unless two-factor sign-in is on and the code is a current one of the authenticator. */
async function requireCurrentCode(db: Database, userId: string, oneTimePassword: string, now: Date) {
  const current = await findTwoFactorSecret(db, userId);
  if (!current?.secret || !current.configuredAt) {
    throw new DomainError('invalid', msg`Two-factor authentication is not enabled.`, {
      one_time_password: [msg`Two-factor authentication is not enabled.`],
    });
  }
  if (!(await acceptAuthenticatorCode(db, { id: userId, secret: current.secret }, oneTimePassword, now))) {
    throw invalidCode();
  }
}

export async function disableTwoFactor(db: Database, userId: string, oneTimePassword: string, now: Date) {
  await requireCurrentCode(db, userId, oneTimePassword, now);
  await db.transaction(async (tx) => {
    await clearTwoFactorSecret(tx, userId, now);
    await forgetOneTimeCodes(tx, userId);
  });
}

/** New recovery codes (the old ones stop working), after a current authenticator code. */
export async function renewRecoveryCodes(
  db: Database,
  userId: string,
  oneTimePassword: string,
  now: Date,
): Promise<string[]> {
  await requireCurrentCode(db, userId, oneTimePassword, now);
  return makeRecoveryCodes(db, userId, now);
}
