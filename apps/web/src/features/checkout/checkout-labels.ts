import { msg } from '@lingui/core/macro';

/**
 * The gift step's labels, which its validation messages also name the fields by (in lower case, as the address's
 * labels are).
 */
export const GIFT_LABELS = {
  recipient_name: msg`Recipient's name`,
  recipient_email: msg`Recipient's email`,
  message: msg({
    message: 'gift message',
    comment: 'A field as the validation messages name it: lower case',
  }),
};
