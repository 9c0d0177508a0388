import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedSentences } from '../i18n/shared-sentences';

const sourceRoot = join(import.meta.dirname, '..');

/**
 * What only staff and other machines read, whose refusals stay English (DESIGN §10): the console's rooms, the lab's,
 * the webhooks', and the promo codes' seeding (no request reaches it).
 */
const notForCustomers = [
  'modules/staff/',
  'modules/lab/',
  'modules/remote-logs/',
  'modules/payments/',
  'modules/jobs/',
  'modules/checkout/discounts/promo-code-service.ts',
];

/**
 * English that stays English where a customer's request may meet it: the web reads "Unauthenticated." as the end of
 * a session, and the others answer a program's mistake (a replayed key, a body no page sends) or support's actions
 * in a customer's name, never a person's choice on a page.
 */
const staysEnglish = new Set([
  'Unauthenticated.',
  'The given data was invalid.',
  'This Idempotency-Key was used for a different order.',
  'Sign in to the console with your password to view as a customer.',
  'Check the shipment.',
  'Fewer vials are held than this withdrawal asks for.',
  'This vial has left storage and cannot change.',
  'These results are released and cannot be changed.',
  'There are no STI results waiting for release on this kit.',
  'The api-key header is missing or wrong.',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** An error thrown with an English sentence written in place, rather than with `msg` (and so in one language). */
const englishInPlace = [
  /new (?:HttpError|DomainError)\(\s*(?:\d+|'[a-z_]+'),\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g,
  /unprocessable\(\s*[^,()]+,\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g,
];

describe("the API's refusals to customers", () => {
  it("are written with `msg` (or are shared sentences with their words), so each answers in its reader's language", () => {
    const shared = new Set(sharedSentences.map(([sentence]) => sentence));
    const found: string[] = [];
    for (const path of sourceFiles(sourceRoot)) {
      const name = relative(sourceRoot, path);
      if (notForCustomers.some((room) => name.startsWith(room))) continue;
      const text = readFileSync(path, 'utf8');
      for (const pattern of englishInPlace) {
        for (const match of text.matchAll(pattern)) {
          const sentence = match[2] ?? '';
          if (!shared.has(sentence) && !staysEnglish.has(sentence)) found.push(`${name}: ${sentence}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
