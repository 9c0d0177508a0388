import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../../i18n/translator';
import type { LocalisedEmail } from '../../../integrations/email/index';

/** Asks the owner of a kit the lab received, not registered yet, to register it so the lab can start. */
export function kitArrivalEmail(
  to: string,
  kit: { title: string; itemId: string },
  publicUrl: string,
): LocalisedEmail {
  const { title } = kit;
  const link = `${publicUrl}/onboarding/kit-not-registered/${kit.itemId}`;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`Your kit reached the lab: please register it`),
        text: [
          // The kit's title is the catalogue's, in English only for now.
          say.text(
            msg`The lab has received your ${title}, but the kit is not registered to you yet, so the lab cannot start on your sample.`,
          ),
          say.text(msg`Register it now (it takes a minute; your sample is kept safe meanwhile): ${link}`),
        ].join('\n\n'),
      };
    },
  };
}
