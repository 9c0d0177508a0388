import type { Language } from '@fathom/domain/languages';
import { msg, plural } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { EmailContent } from '../../integrations/email/index';

/** Tells the account holder their partner did not consent: nothing leaves storage. No health fact in the subject. */
export function withdrawalDeclinedEmail(
  language: Language,
  productName: string,
  withdrawal: { vialCount: number; recipient: string },
): EmailContent {
  const say = translatorFor(language);
  const { vialCount, recipient } = withdrawal;
  const subject = say.text(msg`Your ${productName} withdrawal request was not confirmed`);
  const text = [
    say.text(msg`Hello,`),
    '',
    say.text(
      msg`Your spouse or partner did not consent to sending ${plural(vialCount, { one: '# vial', other: '# vials' })} to ${recipient}, so the request has ended.`,
    ),
    say.text(
      msg`Your vials stay in storage, exactly as before. You can talk it over and make a new request at any time.`,
    ),
    '',
    say.text(msg`If you paid for shipping, reply to this email and our team will refund it.`),
  ].join('\n');
  return { subject, text };
}
