import { msg } from '@lingui/core/macro';
import type { Config } from '../../../config/config';
import type { Queryable } from '../../../db/database';
import { translatorFor } from '../../../i18n/translator';
import type { EmailOutbox } from '../../../integrations/email/index';

/**
 * Sent to an address that already has an account when an account holder adds it as their partner: the holder
 * is not told the address has an account, so its owner is, and nothing is shared with it.
 */
export async function sendPartnerRequestNotice(
  deps: { outbox: EmailOutbox; config: Pick<Config, 'productName'> },
  email: string,
  inviter: string,
  tx: Queryable,
): Promise<void> {
  const productName = deps.config.productName;
  const lines = [
    msg`${inviter} asked to add this address as their spouse or partner on ${productName}.`,
    msg`This address already has its own ${productName} account, and an account cannot also be someone's partner, so nothing has been shared with it and nothing has changed on your account.`,
    msg`If you know them and want to be their partner, ask them to add another address of yours.`,
  ];
  await deps.outbox.queue(tx, {
    to: email,
    write(language) {
      const say = translatorFor(language);
      return {
        subject: say.text(msg`A partner request for your ${productName} address`),
        text: [say.text(msg`Hello,`), '', ...lines.flatMap((line) => [say.text(line), ''])]
          .join('\n')
          .trimEnd(),
        html: [`<p>${say.html(msg`Hello,`)}</p>`, ...lines.map((line) => `<p>${say.html(line)}</p>`)].join(
          '\n',
        ),
      };
    },
  });
}
