/**
 * The generic validation rules of specification section 5. A rule returns true or the message to
 * show. Empty values (undefined, null, '', []) pass every rule except required.
 */
// The CommonJS build is the one that loads in Node, Vitest and Vite alike (the es/ build lacks file extensions).
import isURL from 'validator/lib/isURL.js';
// zod's email pattern (the one z.email() checks, as the contract does): one small regular expression, where
// validator's isEmail brought 2 kB of code into the first page.
import { regexes } from 'zod/v4/core';
import type { MessageValues, ValidationMessage, Wording } from './wording';

export type RuleResult = true | string;

export interface RuleContext {
  /** The field's name as the customer reads it, used in messages. */
  field: string;
  /** The other values of the form, for rules that compare fields. */
  form?: Readonly<Record<string, unknown>>;
  /**
   * The language of the messages: the specification's English (`englishWording`, validation/wording.ts) or a
   * form's own. Passed in, so that code which words them otherwise never carries the English.
   */
  wording: Wording;
}

export type Rule = (value: unknown, context: RuleContext) => RuleResult;

export interface FileValue {
  name: string;
  type: string;
  /** Bytes. */
  size: number;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

export const IMAGE_EXTENSIONS = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;

/** The message named, for the field, in the context's language. */
export function say(message: ValidationMessage, context: RuleContext, values: MessageValues = {}): string {
  return context.wording(message, { ...values, field: context.field });
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Skips empty values and checks each element of a list, so every rule but required has the same shape. */
export function createRule(
  test: (value: unknown, context: RuleContext) => boolean,
  message: ValidationMessage,
  messageValues: MessageValues = {},
): Rule {
  return (value, context) => {
    if (isEmptyValue(value)) return true;
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    return values.every((item) => test(item, context)) || say(message, context, messageValues);
  };
}

export function valueAsText(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function isFile(value: unknown): value is FileValue {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<FileValue>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.type === 'string' &&
    typeof candidate.size === 'number'
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

export const required: Rule = (value, context) => {
  const empty = isEmptyValue(value) || (typeof value === 'string' && value.trim() === '');
  return !empty || say('required', context);
};

/** An email address as the contract accepts one (z.email()). */
export function isEmailAddress(text: string): boolean {
  return regexes.email.test(text);
}

export const email: Rule = /* @__PURE__ */ createRule((value) => isEmailAddress(valueAsText(value)), 'email');

/** An http(s) address, or one starting with www. */
export const url: Rule = /* @__PURE__ */ createRule((value) => {
  const address = valueAsText(value).trim();
  return /^(https?:\/\/|www\.)/i.test(address) && isURL(address, { protocols: ['http', 'https'] });
}, 'url');

/** Minimum length in characters. */
export function min(length: number): Rule {
  return createRule((value) => valueAsText(value).length >= length, 'min', { length });
}

/** Maximum length in characters. */
export function max(length: number): Rule {
  return createRule((value) => valueAsText(value).length <= length, 'max', { length });
}

/** Exact length in characters. */
export function length(exact: number): Rule {
  return createRule((value) => valueAsText(value).length === exact, 'length', { length: exact });
}

/** A number within the inclusive range. */
export function between(lowest: number, highest: number): Rule {
  return createRule(
    (value) => {
      const number = toNumber(value);
      return number >= lowest && number <= highest;
    },
    'between',
    { lowest, highest },
  );
}

export const numeric: Rule = /* @__PURE__ */ createRule(
  (value) => /^[0-9]+$/.test(valueAsText(value)),
  'numeric',
);

export const integer: Rule = /* @__PURE__ */ createRule(
  (value) => /^-?[0-9]+$/.test(valueAsText(value)),
  'integer',
);

/** Exactly this many digits and nothing else. */
export function digits(count: number): Rule {
  return createRule((value) => new RegExp(`^[0-9]{${count}}$`).test(valueAsText(value)), 'digits', { count });
}

export function regex(pattern: RegExp): Rule {
  return createRule((value) => {
    pattern.lastIndex = 0;
    return pattern.test(valueAsText(value));
  }, 'notValid');
}

/** Equal to the value of another field of the form. */
export function confirmed(targetField: string): Rule {
  return createRule((value, { form }) => value === form?.[targetField], 'confirmed');
}

export function oneOf(allowed: readonly (string | number)[]): Rule {
  const texts = allowed.map(String);
  return createRule((value) => texts.includes(valueAsText(value)), 'notValid');
}

export function notOneOf(refused: readonly (string | number)[]): Rule {
  const texts = refused.map(String);
  return createRule((value) => !texts.includes(valueAsText(value)), 'notValid');
}

export function is(expected: unknown): Rule {
  return createRule((value) => value === expected, 'notValid');
}

export function isNot(refused: unknown): Rule {
  return createRule((value) => value !== refused, 'notValid');
}

/** Files of these MIME types; a type may end in /* to allow a whole family (image/*). */
export function mimes(types: readonly string[]): Rule {
  return createRule((value) => {
    if (!isFile(value)) return false;
    const type = value.type.toLowerCase();
    return types.some((allowed) => {
      const wanted = allowed.toLowerCase();
      return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : type === wanted;
    });
  }, 'mimes');
}

/** Files whose names end in one of these extensions. */
export function ext(extensions: readonly string[]): Rule {
  const wanted = extensions.map((extension) => extension.toLowerCase().replace(/^\./, ''));
  return createRule((value) => isFile(value) && wanted.includes(extensionOf(value.name)), 'ext');
}

export const image: Rule = /* @__PURE__ */ createRule(
  (value) => isFile(value) && (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value.name)),
  'image',
);

/** Files of at most this many kilobytes (1 KB = 1024 bytes). */
export function size(kilobytes: number): Rule {
  return createRule((value) => isFile(value) && value.size <= kilobytes * 1024, 'size', { kilobytes });
}

/** Images of exactly these dimensions in pixels; the caller reads the image's width and height. */
export function dimensions(width: number, height: number): Rule {
  return createRule(
    (value) => {
      if (typeof value !== 'object' || value === null) return false;
      const image = value as Partial<ImageDimensions>;
      return image.width === width && image.height === height;
    },
    'dimensions',
    { width, height },
  );
}

export const alpha: Rule = /* @__PURE__ */ createRule(
  (value) => /^[\p{L}\p{M}]+$/u.test(valueAsText(value)),
  'alpha',
);

export const alphaNum: Rule = /* @__PURE__ */ createRule(
  (value) => /^[\p{L}\p{M}\p{Nd}]+$/u.test(valueAsText(value)),
  'alphaNum',
);

export const alphaDash: Rule = /* @__PURE__ */ createRule(
  (value) => /^[\p{L}\p{M}\p{Nd}_-]+$/u.test(valueAsText(value)),
  'alphaDash',
);

export const alphaSpaces: Rule = /* @__PURE__ */ createRule(
  (value) => /^[\p{L}\p{M}\s]+$/u.test(valueAsText(value)),
  'alphaSpaces',
);

export function minValue(lowest: number): Rule {
  return createRule((value) => toNumber(value) >= lowest, 'minValue', { lowest });
}

export function maxValue(highest: number): Rule {
  return createRule((value) => toNumber(value) <= highest, 'maxValue', { highest });
}

/** Runs the rules in order and answers the first message, or true when every rule passes. */
export function validate(value: unknown, rules: readonly Rule[], context: RuleContext): RuleResult {
  for (const check of rules) {
    const result = check(value, context);
    if (result !== true) return result;
  }
  return true;
}
