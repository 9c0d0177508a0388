import type { Config } from '../../../config/config';
import type { EmailMessage } from '../../../integrations/email/index';

/**
 * Whenever a kit's details sign its owner in, the owner hears of it: whoever holds the kit and knows the date
 * of birth got in. The subject and text name no test (a subject is read on lock screens and by others).
 */
export function kitSignInEmail(
  deps: { config: Pick<Config, 'productName' | 'publicUrl'> },
  to: string,
): EmailMessage {
  const { productName, publicUrl } = deps.config;
  const text = [
    'Hello,',
    '',
    `A kit of yours was just registered with its details and your date of birth, which signed you in to your ${productName} account for that kit only.`,
    'If this was you, there is nothing to do.',
    '',
    `If it was not you, choose a new password now (${publicUrl}/forgot-password) and contact us.`,
  ].join('\n');
  return { to, subject: `Signed in to your ${productName} account with a kit's details`, text };
}
