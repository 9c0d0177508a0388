import { msg } from '@lingui/core/macro';

/**
 * The kit forms' fields as the validation messages name them ("The {field} field is required"): lower case, in
 * the form the language's messages put them (as lib/i18n/field-names.ts names the sign-in's).
 */
export const kitFieldNames = {
  orderNumber: msg({
    message: 'order number',
    comment: 'A field as the validation messages name it: lower case',
  }),
  dateOfBirth: msg({
    message: 'date of birth',
    comment: 'A field as the validation messages name it: lower case',
  }),
};
