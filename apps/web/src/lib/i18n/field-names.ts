import { msg } from '@lingui/core/macro';

/**
 * The names of the fields as the validation messages say them ("The {field} field is required"), where a form
 * names a field otherwise than by its label: lower case, in the form the language's messages put them.
 */
export const fieldNames = {
  email: msg({ message: 'email', comment: 'A field as the validation messages name it: lower case' }),
  password: msg({ message: 'password', comment: 'A field as the validation messages name it: lower case' }),
  passwordConfirmation: msg({
    message: 'password confirmation',
    comment: 'A field as the validation messages name it: lower case',
  }),
  code: msg({ message: 'code', comment: 'A field as the validation messages name it: lower case' }),
};
