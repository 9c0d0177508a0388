import type { MessageDescriptor } from '@lingui/core';
import { translatorFor } from '../i18n/translator';

/**
 * What an error answer says: a sentence written with Lingui's `msg` where it is thrown, which the answer words in
 * the reader's language, or plain English (a shared sentence of @fathom/contract or @fathom/domain, which
 * i18n/shared-sentences.ts words; or a sentence for staff and machines, which stays English).
 */
export type Said = string | MessageDescriptor;

/** The English of what is said: the error's message in logs and in code that reads it. */
export function englishOf(said: Said): string {
  return typeof said === 'string' ? said : translatorFor('en').text(said);
}

/** Messages per field in English. */
export function englishOfFields(
  errors: Readonly<Record<string, readonly Said[]>> | undefined,
): Record<string, string[]> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map(englishOf)]));
}
