import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../../i18n/translator';
import type { LocalisedEmail } from '../../../integrations/email/index';

const resultsLink = (publicUrl: string, itemId: string) => `${publicUrl}/onboarding/sti/${itemId}`;

/** What the customer is told when a panel is entered: its results, or a clinician's call when one is positive. */
export function stiEnteredEmail(
  publicUrl: string,
  to: string,
  itemId: string,
  hasPositive: boolean,
): LocalisedEmail {
  return hasPositive
    ? {
        to,
        write(language) {
          const say = translatorFor(language);
          return {
            subject: say.text(msg`About your STI test`),
            text: say.text(
              msg`Your STI test has been processed. One of our clinicians will contact you within 72 hours to talk you through your results.`,
            ),
          };
        },
      }
    : stiReadyEmail(publicUrl, to, itemId);
}

export function stiReadyEmail(publicUrl: string, to: string, itemId: string): LocalisedEmail {
  const link = resultsLink(publicUrl, itemId);
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`Your results are ready`),
        text: say.text(msg`Your STI results are ready. Sign in to read them: ${link}`),
      };
    },
  };
}
