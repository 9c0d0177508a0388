import { formatDateTime } from '@fathom/domain/format';
import type { Language } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { EmailContent } from '../../integrations/email/index';

/** Tells a customer that staff made a sign-in link to their account, so a link they did not ask for is noticed. */
export function supportLinkEmail(language: Language, productName: string, expiresAt: Date): EmailContent {
  const say = translatorFor(language);
  // English keeps the moment as it always wrote it; another language has the house style's, in UTC.
  const until =
    language === 'en' ? expiresAt.toUTCString() : formatDateTime(expiresAt, { timeZone: 'UTC', language });
  const made = msg`A member of the ${productName} support team made a one-time link that signs in to your account, usually because
you asked them for help. It works once, until ${until}.`;
  const ifNot = msg`If you did not ask for help, reply to this email or call us, and change your password.`;
  const subject = say.text(msg`A ${productName} support sign-in link was made for your account`);
  const lines = [say.text(msg`Hello,`), '', say.text(made), '', say.text(ifNot)];
  const html = [
    `<p>${say.html(msg`Hello,`)}</p>`,
    `<p>${say.html(made)}</p>`,
    `<p>${say.html(ifNot)}</p>`,
  ].join('\n');
  return { subject, text: lines.join('\n'), html };
}
