import { findPretendingCharacter, PRETENDING_CHARACTER_MESSAGE } from '@fathom/domain/validation/plain-text';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { type InputText, pathOf, textsOf } from './texts-of';

export const controlCharacterMessage = 'Text must not contain control characters.';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const formatCharacter = /\p{Cf}/gu;

/** Where a text is, as the error body names fields (`field` or `nested.field`); a key is shown without `hidden`. */
function fieldOf({ text, isKey, place }: InputText, hidden: RegExp): string[] {
  const path = pathOf(place);
  return isKey ? [...path.slice(0, -1), text.replace(hidden, '?')] : path;
}

/** The path of the first key or string holding a control character. */
export function findControlCharacter(value: unknown): string[] | undefined {
  for (const found of textsOf(value)) {
    if (found.text.search(controlCharacter) !== -1) return fieldOf(found, controlCharacter);
  }
  return undefined;
}

/** A password is never shown to anyone: it may hold any printable character, as it always could. */
function underPassword(found: InputText): boolean {
  for (let step = found.place; step !== null; step = step.parent) {
    if (/password/i.test(step.key)) return true;
  }
  return false;
}

export interface RefusedText {
  field: string[];
  message: string;
}

/**
 * The first key or string of a request's input that the API refuses: a control character anywhere, or a
 * character that would make a name, an address or a note pretend (findPretendingCharacter: direction changes,
 * invisible characters, accents on nothing), but in a password.
 */
export function findRefusedText(value: unknown): RefusedText | undefined {
  for (const found of textsOf(value)) {
    if (found.text.search(controlCharacter) !== -1) {
      return { field: fieldOf(found, controlCharacter), message: controlCharacterMessage };
    }
    if (findPretendingCharacter(found.text) && (found.isKey || !underPassword(found))) {
      return { field: fieldOf(found, formatCharacter), message: PRETENDING_CHARACTER_MESSAGE };
    }
  }
  return undefined;
}

/**
 * No text the API receives (body, query string, path) may carry control characters, nor characters that make
 * it pretend: they are never part of a name, an address or a note, a NUL byte would fail in the database, and
 * what a PDF, an email or a staff screen shows must read as what it is. Refused with 422 before any route
 * validates or handles the request. A body read as raw text (a signed webhook's bytes) is its route's to read:
 * only control characters are refused there.
 */
export function refuseUnsafeText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const control = typeof value === 'string' ? findControlCharacter(value) : undefined;
      const refused =
        typeof value === 'string'
          ? control && { field: control, message: controlCharacterMessage }
          : findRefusedText(value);
      if (refused) {
        const field = refused.field.join('.') || part;
        throw new HttpError(422, refused.message, { [field]: [refused.message] });
      }
    }
  });
}
