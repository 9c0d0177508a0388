import type { ValidationMessage, Wording } from '@fathom/domain/validation/wording';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The validation rules' messages in the page's language, each found in the catalogue by its name
 * (`validation.<name>`): the code carries no message of its own, in any language.
 */
export const pageWording: Wording = (message, values) => i18n._(`validation.${message}`, values);

/**
 * The catalogue's entries for those names, in the specification's English (@fathom/domain/validation/wording): what
 * the catalogues are extracted from, and what the tests hold the English catalogue to. `field` is the field's
 * name as the form gives it, already in the page's language.
 */
export const validationMessages: Record<ValidationMessage, MessageDescriptor> = {
  required: msg({ id: 'validation.required', message: 'The {field} field is required' }),
  email: msg({ id: 'validation.email', message: 'This field must be a valid email.' }),
  url: msg({ id: 'validation.url', message: 'This field must be a valid url.' }),
  min: msg({ id: 'validation.min', message: 'The {field} field must be at least {length} characters' }),
  max: msg({
    id: 'validation.max',
    message: 'The {field} field may not be greater than {length} characters',
  }),
  length: msg({ id: 'validation.length', message: 'The {field} field must be {length} characters long' }),
  between: msg({
    id: 'validation.between',
    message: 'The {field} field must be between {lowest} and {highest}',
  }),
  numeric: msg({
    id: 'validation.numeric',
    message: 'The {field} field may only contain numeric characters',
  }),
  integer: msg({ id: 'validation.integer', message: 'The {field} field must be an integer' }),
  digits: msg({
    id: 'validation.digits',
    message: 'The {field} field must be numeric and exactly contain {count} digits',
  }),
  notValid: msg({ id: 'validation.notValid', message: '{field} is not valid.' }),
  confirmed: msg({ id: 'validation.confirmed', message: 'The {field} field confirmation does not match' }),
  mimes: msg({ id: 'validation.mimes', message: 'The {field} field must be a valid file type' }),
  ext: msg({ id: 'validation.ext', message: 'The {field} field must be a valid file' }),
  image: msg({ id: 'validation.image', message: 'The {field} field must be an image' }),
  size: msg({ id: 'validation.size', message: 'The {field} field size must be less than {kilobytes}KB' }),
  dimensions: msg({
    id: 'validation.dimensions',
    message: 'The {field} field must be {width} pixels by {height} pixels',
  }),
  alpha: msg({ id: 'validation.alpha', message: 'The {field} field may only contain alphabetic characters' }),
  alphaNum: msg({
    id: 'validation.alphaNum',
    message: 'The {field} field may only contain alpha-numeric characters',
  }),
  alphaDash: msg({
    id: 'validation.alphaDash',
    message: 'The {field} field may contain alpha-numeric characters as well as dashes and underscores',
  }),
  alphaSpaces: msg({
    id: 'validation.alphaSpaces',
    message: 'The {field} field may only contain alphabetic characters as well as spaces',
  }),
  minValue: msg({ id: 'validation.minValue', message: 'The {field} field must be {lowest} or more' }),
  maxValue: msg({ id: 'validation.maxValue', message: 'The {field} field must be {highest} or less' }),
  plainText: msg({
    id: 'validation.plainText',
    message: 'The {field} must not contain invisible or direction-changing characters.',
  }),
  phoneNumber: msg({ id: 'validation.phoneNumber', message: 'Invalid phone number.' }),
};
