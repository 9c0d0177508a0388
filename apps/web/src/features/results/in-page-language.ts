import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * Messages as plain strings for the pages that read them so (other features' cards), each looked up in the
 * language the pages are drawn in at the moment it is read, as lib/format.ts writes dates: the app draws its
 * whole tree again when the language changes, and reads them anew.
 */
export function wordsInPageLanguage<Key extends string>(
  messages: Readonly<Record<Key, MessageDescriptor>>,
): Readonly<Record<Key, string>> {
  const words = {} as Record<Key, string>;
  for (const key of Object.keys(messages) as Key[]) {
    Object.defineProperty(words, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return Object.freeze(words);
}
