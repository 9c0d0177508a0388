/** The messages of the validation rules (rules.ts), and the English the specification writes them in. */

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Each rule's message by name, as the specification writes it in English: a function of the field's name (`field`)
 * and the rule's own values. A form in another language words the same names in it (`Wording`).
 */
export const VALIDATION_MESSAGES = {
  required: ({ field }: MessageValues) => `The ${field} field is required`,
  email: () => 'This field must be a valid email.',
  url: () => 'This field must be a valid url.',
  min: ({ field, length }: MessageValues) => `The ${field} field must be at least ${length} characters`,
  max: ({ field, length }: MessageValues) =>
    `The ${field} field may not be greater than ${length} characters`,
  length: ({ field, length }: MessageValues) => `The ${field} field must be ${length} characters long`,
  between: ({ field, lowest, highest }: MessageValues) =>
    `The ${field} field must be between ${lowest} and ${highest}`,
  numeric: ({ field }: MessageValues) => `The ${field} field may only contain numeric characters`,
  integer: ({ field }: MessageValues) => `The ${field} field must be an integer`,
  digits: ({ field, count }: MessageValues) =>
    `The ${field} field must be numeric and exactly contain ${count} digits`,
  notValid: ({ field }: MessageValues) => `${field} is not valid.`,
  confirmed: ({ field }: MessageValues) => `The ${field} field confirmation does not match`,
  mimes: ({ field }: MessageValues) => `The ${field} field must be a valid file type`,
  ext: ({ field }: MessageValues) => `The ${field} field must be a valid file`,
  image: ({ field }: MessageValues) => `The ${field} field must be an image`,
  size: ({ field, kilobytes }: MessageValues) => `The ${field} field size must be less than ${kilobytes}KB`,
  dimensions: ({ field, width, height }: MessageValues) =>
    `The ${field} field must be ${width} pixels by ${height} pixels`,
  alpha: ({ field }: MessageValues) => `The ${field} field may only contain alphabetic characters`,
  alphaNum: ({ field }: MessageValues) => `The ${field} field may only contain alpha-numeric characters`,
  alphaDash: ({ field }: MessageValues) =>
    `The ${field} field may contain alpha-numeric characters as well as dashes and underscores`,
  alphaSpaces: ({ field }: MessageValues) =>
    `The ${field} field may only contain alphabetic characters as well as spaces`,
  minValue: ({ field, lowest }: MessageValues) => `The ${field} field must be ${lowest} or more`,
  maxValue: ({ field, highest }: MessageValues) => `The ${field} field must be ${highest} or less`,
  plainText: ({ field }: MessageValues) =>
    `The ${field} must not contain invisible or direction-changing characters.`,
  phoneNumber: () => 'Invalid phone number.',
} as const;
export type ValidationMessage = keyof typeof VALIDATION_MESSAGES;

/** How a form says a rule's message: by its name and values, in the form's language. */
export type Wording = (message: ValidationMessage, values: MessageValues) => string;

/** The specification's English. */
export const englishWording: Wording = (message, values) => VALIDATION_MESSAGES[message](values);
