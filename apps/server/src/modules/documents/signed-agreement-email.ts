import { AGREEMENTS, type DocumentStep } from '@fathom/domain/agreements';
import { titleInSentence } from '@fathom/domain/title-in-sentence';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { LocalisedEmail } from '../../integrations/email/index';

/** Confirms a signature: which agreement, in what name, and where its signed PDF is. */
export function signedAgreementEmail(to: string, step: DocumentStep, signedName: string): LocalisedEmail {
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      // The agreement's title is the domain's, in the e-mail's language, as a sentence names it.
      const agreement = titleInSentence(AGREEMENTS[language][step].title);
      return {
        subject: say.text(msg`Your signed ${agreement}`),
        text: say.text(
          msg`You signed the ${agreement} as ${signedName}. A signed PDF is in your account under Contracts.`,
        ),
      };
    },
  };
}
