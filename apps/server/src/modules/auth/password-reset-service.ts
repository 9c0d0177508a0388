import { authMessages, type ResetPasswordRequest } from '@fathom/contract/auth';
import type { Language } from '@fathom/domain/languages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import { translatorFor } from '../../i18n/translator';
import type { EmailContent } from '../../integrations/email/index';
import { escapeHtml } from '../../markup/escape-html';
import { generateToken, hashToken } from '../../platform/tokens';
import type { AuthDeps } from './auth-deps';
import { findCredentialsByEmail, updatePasswordHash } from './credentials-repository';
import { consumePasswordReset, insertPasswordReset } from './password-reset-repository';
import { revokeSessionsOfUser } from './session-repository';

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;
/** A new customer's first link lasts a week: the kit may arrive before they read their email. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function passwordResetLink(publicUrl: string, token: string, email: string): string {
  const query = new URLSearchParams({ token, email });
  return `${publicUrl}/password/reset?${query.toString()}`;
}

/** A password link's e-mail in a language: its subject, its text and its HTML. */
type PasswordLinkEmail = (language: Language) => EmailContent;

const anchor = (url: string, label: string) => `<a href="${url.replaceAll('&', '&amp;')}">${label}</a>`;

function resetEmail(productName: string, url: string): PasswordLinkEmail {
  return (language) => {
    const say = translatorFor(language);
    const received = msg`We received a request to reset the password of your ${productName} account.`;
    const ignore = msg`If you did not ask for this, you can ignore this email: your password stays the same.`;
    const link = anchor(url, say.html(msg`Choose a new password`));
    const subject = say.text(msg`Reset your ${productName} password`);
    const text = [
      say.text(msg`Hello,`),
      '',
      say.text(received),
      say.text(msg`Open this link within 60 minutes to choose a new password:`),
      '',
      url,
      '',
      say.text(ignore),
    ].join('\n');
    const html = [
      `<p>${say.html(msg`Hello,`)}</p>`,
      `<p>${say.html(received)}</p>`,
      `<p>${say.html(msg`${link} (the link works for 60 minutes).`, { link })}</p>`,
      `<p>${say.html(ignore)}</p>`,
    ].join('\n');
    return { subject, text, html };
  };
}

/** An e-mail whose link lets its reader choose a password: its subject and its first paragraph, then the link. */
function chooseYourPasswordEmail(
  url: string,
  subject: MessageDescriptor,
  lead: MessageDescriptor,
): PasswordLinkEmail {
  return (language) => {
    const say = translatorFor(language);
    const after = msg`After that, use "Forgot password" on the sign-in page to get a new link.`;
    const link = anchor(url, say.html(msg`Choose your password`));
    const text = [
      say.text(msg`Hello,`),
      '',
      say.text(lead),
      say.text(msg`Open this link within 7 days to choose your password:`),
      '',
      url,
      '',
      say.text(after),
    ].join('\n');
    const html = [
      `<p>${say.html(msg`Hello,`)}</p>`,
      `<p>${say.html(lead)}</p>`,
      `<p>${say.html(msg`${link} (the link works for 7 days).`, { link })}</p>`,
      `<p>${say.html(after)}</p>`,
    ].join('\n');
    return { subject: say.text(subject), text, html };
  };
}

function welcomeEmail(productName: string, url: string): PasswordLinkEmail {
  return chooseYourPasswordEmail(
    url,
    msg`Welcome to ${productName}: choose your password`,
    msg`Thank you for your order. We made you a ${productName} account with this email address, where you can
register your kit, follow it to the lab and read your results.`,
  );
}

function partnerInvitationEmail(productName: string, url: string, inviter = ''): PasswordLinkEmail {
  return chooseYourPasswordEmail(
    url,
    msg`${inviter} shares their ${productName} results with you`,
    msg`${inviter} added you as their spouse or partner on ${productName}. With your own sign-in you can read
their semen analysis results; their orders, billing and storage stay with them.`,
  );
}

/** To the clinic's staff: in English, the console's language, whatever their profile says. */
function staffInvitationEmail(productName: string, link: string, role = ''): EmailContent {
  const subject = `You are invited to the ${productName} console`;
  const text = [
    'Hello,',
    '',
    `An administrator added you to the ${productName} clinic's console as ${role} staff.`,
    'Open this link within 7 days to choose your password; at your first sign-in you set up two-factor sign-in',
    'with an authenticator app, which every staff account needs.',
    '',
    link,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>An administrator added you to the ${productName} clinic's console as ${escapeHtml(role)} staff.</p>`,
    `<p><a href="${link.replaceAll('&', '&amp;')}">Choose your password</a> (the link works for 7 days). At your first sign-in you set up two-factor sign-in with an authenticator app, which every staff account needs.</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Each link's lifetime and e-mail: a customer's in their language, a staff member's in English. */
const passwordLinks = {
  reset: { lifetimeMs: PASSWORD_RESET_LIFETIME_MS, email: resetEmail },
  welcome: { lifetimeMs: WELCOME_LINK_LIFETIME_MS, email: welcomeEmail },
  partner: { lifetimeMs: WELCOME_LINK_LIFETIME_MS, email: partnerInvitationEmail },
  staff: {
    lifetimeMs: WELCOME_LINK_LIFETIME_MS,
    email: (productName: string, link: string, role?: string): EmailContent =>
      staffInvitationEmail(productName, link, role),
  },
} as const;

/** Sends a link to choose a password when the email has an account; says nothing either way. */
async function sendPasswordLink(
  deps: AuthDeps,
  email: string,
  link: {
    kind: keyof typeof passwordLinks;
    inviter?: string;
    tx?: Queryable;
    /** The language of a new account without one of its own: the one of who asked for it. */
    otherwise?: Language | null;
  },
): Promise<void> {
  const user = await findCredentialsByEmail(link.tx ?? deps.db, email);
  if (!user) return;
  const token = generateToken();
  const now = deps.now();
  const message = passwordLinks[link.kind].email(
    deps.config.productName,
    passwordResetLink(deps.config.publicUrl, token, user.email),
    link.inviter,
  );
  const write = async (tx: Queryable) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      now,
      expiresAt: new Date(now.getTime() + passwordLinks[link.kind].lifetimeMs),
    });
    await deps.outbox.queue(
      tx,
      typeof message === 'function'
        ? { to: user.email, write: message, language: user.language, otherwise: link.otherwise }
        : { to: user.email, ...message },
    );
  };
  // The link and its email are written together: in the caller's transaction when given, else in one of their own.
  if (link.tx) await write(link.tx);
  else await deps.db.transaction(write);
}

export const requestPasswordReset = (deps: AuthDeps, email: string) =>
  sendPasswordLink(deps, email, { kind: 'reset' });

/** A customer whose account was made by their first order chooses a password from this email. */
export const sendWelcomeLink = (deps: AuthDeps, email: string, tx?: Queryable) =>
  sendPasswordLink(deps, email, { kind: 'welcome', tx });

/**
 * A partner added by an account holder chooses their own password from this email: in the holder's language, the
 * new account having none of its own yet.
 */
export const sendPartnerInvitation = (
  deps: AuthDeps,
  email: string,
  inviter: string,
  tx?: Queryable,
  inviterLanguage?: Language | null,
) => sendPasswordLink(deps, email, { kind: 'partner', inviter, tx, otherwise: inviterLanguage });

/** A staff member an admin added chooses their password from this email. */
export const sendStaffInvitation = (deps: AuthDeps, email: string, role: string, tx?: Queryable) =>
  sendPasswordLink(deps, email, { kind: 'staff', inviter: role, tx });

/** Sets the new password, uses up the link and signs the user out everywhere. */
export async function resetPassword(deps: AuthDeps, request: ResetPasswordRequest): Promise<void> {
  const invalid = () =>
    new DomainError('invalid', authMessages.resetTokenInvalid, { token: [authMessages.resetTokenInvalid] });
  // Hashed first, account or not: an unknown email costs the same time as a known one with a wrong link.
  const passwordHash = await deps.passwords.hash(request.password);
  const user = await findCredentialsByEmail(deps.db, request.email);
  if (!user) throw invalid();
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, { userId: user.id, tokenHash: hashToken(request.token), now })))
      return false;
    await updatePasswordHash(tx, user.id, passwordHash, now);
    await revokeSessionsOfUser(tx, user.id, now);
    return true;
  });
  if (!done) throw invalid();
  await deps.sessionCache.forgetUser(user.id);
}
