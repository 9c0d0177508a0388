/**
 * What analytics may carry. Fertility results are health data: no event carries them, nor a person's
 * email, name, phone, birth date or address, unless the operator turns personal data on explicitly.
 */

import { RESULT_PARAMETERS } from './results';

const PERSONAL_KEYS = new Set([
  'email',
  'first_name',
  'last_name',
  'name',
  'phone',
  'date_of_birth',
  'address',
  'address_1',
  'address_2',
  'postal_code',
]);

const HEALTH_KEYS = new Set<string>([
  ...RESULT_PARAMETERS,
  'actual_ejaculate_concentration',
  'is_azoospermic',
  'lab_notes',
  'result',
  'results',
  'outcome',
  'sti_results',
  'result_state',
]);

/** Whether a property name is personal or health data. */
export function isPrivateProperty(key: string): boolean {
  const name = key.toLowerCase();
  return PERSONAL_KEYS.has(name) || HEALTH_KEYS.has(name);
}

/** The properties without personal or health data (at any depth), unless the operator allows them. */
export function privacySafeProperties(
  properties: Readonly<Record<string, unknown>>,
  options: { allowPersonalData: boolean },
): Record<string, unknown> {
  if (options.allowPersonalData) return { ...properties };
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(clean);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isPrivateProperty(key))
        .map(([key, inner]) => [key, clean(inner)]),
    );
  };
  return clean(properties) as Record<string, unknown>;
}

/** Events within this many milliseconds of each other are sent together, and a repeat of the last is dropped. */
export const ANALYTICS_DEBOUNCE_MS = 500;
