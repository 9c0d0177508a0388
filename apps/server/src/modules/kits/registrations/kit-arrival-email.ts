import { productTitle } from '@fathom/domain/product-words';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../../i18n/translator';
import type { LocalisedEmail } from '../../../integrations/email/index';

/**
 * Asks the owner of a kit the lab received, not registered yet, to register it so the lab can start; the kit is
 * named by its product's key in the owner's language (its stored title for a product the words do not know).
 */
export function kitArrivalEmail(
  to: string,
  kit: { productKey: string | null; title: string; itemId: string },
  publicUrl: string,
): LocalisedEmail {
  const link = `${publicUrl}/onboarding/kit-not-registered/${kit.itemId}`;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      const title = productTitle(kit.productKey, language, kit.title);
      return {
        subject: say.text(msg`Your kit reached the lab: please register it`),
        text: [
          say.text(
            msg`The lab has received your ${title}, but the kit is not registered to you yet, so the lab cannot start on your sample.`,
          ),
          say.text(msg`Register it now (it takes a minute; your sample is kept safe meanwhile): ${link}`),
        ].join('\n\n'),
      };
    },
  };
}
