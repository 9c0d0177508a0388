import { formatDay } from '@fathom/domain/format';
import type { Language } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { LocalisedEmail } from '../../integrations/email/index';

/** Tells the account holder their withdrawal request was received, and where and when the vials are to go. */
export function withdrawalRequestedEmail(
  to: string,
  request: { vialCount: number; recipient: string; requestedDate: string },
): LocalisedEmail {
  const { vialCount, recipient } = request;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      const day = formatDay(request.requestedDate, { language });
      return {
        subject: say.text(msg`Your withdrawal request`),
        text: say.text(
          msg`We received your request to send ${vialCount} vial(s) to ${recipient} on ${day}. Our team will confirm the transfer with the recipient.`,
        ),
      };
    },
  };
}

/**
 * Asks the account's partner to consent before the vials are released: in the partner's language, else the
 * holder's (who asked).
 */
export function withdrawalConsentEmail(
  to: string,
  request: { holderFirstName: string; vialCount: number; facility: string },
  holderLanguage: Language | null,
): LocalisedEmail {
  const { holderFirstName, vialCount, facility } = request;
  return {
    to,
    otherwise: holderLanguage,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`Your consent is needed for a withdrawal`),
        text: say.text(
          msg`${holderFirstName} asked to send ${vialCount} stored vial(s) to ${facility}. Sign in to give your consent before the vials are released.`,
        ),
      };
    },
  };
}
