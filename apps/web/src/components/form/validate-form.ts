import { type Rule, validate } from '@fathom/domain/validation/rules';
import { pageWording } from '../../lib/i18n/validation-wording';

export interface FieldCheck {
  name: string;
  value: unknown;
  rules: readonly Rule[];
  /** How the message names the field. */
  label: string;
}

/** Runs each field's domain rules at submit time; answers the message per field name (null when valid). */
export function validateFields(
  checks: readonly FieldCheck[],
  form?: Readonly<Record<string, unknown>>,
): Record<string, string | null> {
  const messages: Record<string, string | null> = {};
  for (const check of checks) {
    const result = validate(check.value, check.rules, { field: check.label, form, wording: pageWording });
    messages[check.name] = result === true ? null : result;
  }
  return messages;
}

export function hasErrors(messages: Readonly<Record<string, string | null>>): boolean {
  return Object.values(messages).some((message) => message !== null);
}

export function firstInvalidField(messages: Readonly<Record<string, string | null>>): string | null {
  return Object.entries(messages).find(([, message]) => message !== null)?.[0] ?? null;
}
