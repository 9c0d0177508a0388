import { AGREEMENTS, type DocumentStep } from '@fathom/domain/agreements';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { LocalisedEmail } from '../../integrations/email/index';

/** Confirms a signature: which agreement, in what name, and where its signed PDF is. */
export function signedAgreementEmail(to: string, step: DocumentStep, signedName: string): LocalisedEmail {
  // The agreements' titles are the domain's, in English only for now.
  const agreement = AGREEMENTS[step].title.toLowerCase();
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`Your signed ${agreement}`),
        text: say.text(
          msg`You signed the ${agreement} as ${signedName}. A signed PDF is in your account under Contracts.`,
        ),
      };
    },
  };
}
