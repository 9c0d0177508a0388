import { authMessages } from '@fathom/contract/auth';
import QRCode from 'qrcode';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { findCredentialsById } from '../auth/credentials-repository';
import type { PasswordHasher } from '../auth/passwords';
import { REAUTH_MESSAGES } from '../auth/reauthentication';
import { generateTotpSecret, totpUri, verifyTotp } from '../auth/totp';
import { clearTwoFactorSecret, findTwoFactorSecret, saveTwoFactorSecret } from './two-factor-repository';

function invalidCode(): HttpError {
  return new HttpError(422, authMessages.oneTimePasswordInvalid, {
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
    throw new HttpError(422, REAUTH_MESSAGES.wrongPassword, { password: [REAUTH_MESSAGES.wrongPassword] });
  }
}

export async function enableTwoFactor(
  db: Queryable,
  userId: string,
  request: { secret: string; oneTimePassword: string },
  now: Date,
): Promise<void> {
  const current = await findTwoFactorSecret(db, userId);
  if (current?.configuredAt) {
    throw new HttpError(422, 'Two-factor authentication is already enabled.', {
      one_time_password: ['Two-factor authentication is already enabled.'],
    });
  }
  const secret = request.secret.toUpperCase().replace(/=+$/, '');
  if (!(await verifyTotp(secret, request.oneTimePassword, now))) throw invalidCode();
  await saveTwoFactorSecret(db, userId, secret, now);
}

export async function disableTwoFactor(db: Queryable, userId: string, oneTimePassword: string, now: Date) {
  const current = await findTwoFactorSecret(db, userId);
  if (!current?.secret || !current.configuredAt) {
    throw new HttpError(422, 'Two-factor authentication is not enabled.', {
      one_time_password: ['Two-factor authentication is not enabled.'],
    });
  }
  if (!(await verifyTotp(current.secret, oneTimePassword, now))) throw invalidCode();
  await clearTwoFactorSecret(db, userId, now);
}
