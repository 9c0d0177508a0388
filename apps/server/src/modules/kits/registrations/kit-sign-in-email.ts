import { msg } from '@lingui/core/macro';
import type { Config } from '../../../config/config';
import { translatorFor } from '../../../i18n/translator';
import type { LocalisedEmail } from '../../../integrations/email/index';

/**
 * Whenever a kit's details sign its owner in, the owner hears of it: whoever holds the kit and knows the date
 * of birth got in. The subject and text name no test (a subject is read on lock screens and by others).
 */
export function kitSignInEmail(
  deps: { config: Pick<Config, 'productName' | 'publicUrl'> },
  to: string,
): LocalisedEmail {
  const { productName, publicUrl } = deps.config;
  const link = `${publicUrl}/forgot-password`;
  return {
    to,
    write(language) {
      const say = translatorFor(language);
      const text = [
        say.text(msg`Hello,`),
        '',
        say.text(
          msg`A kit of yours was just registered with its details and your date of birth, which signed you in to your ${productName} account for that kit only.`,
        ),
        say.text(msg`If this was you, there is nothing to do.`),
        '',
        say.text(msg`If it was not you, choose a new password now (${link}) and contact us.`),
      ].join('\n');
      return { subject: say.text(msg`Signed in to your ${productName} account with a kit's details`), text };
    },
  };
}
