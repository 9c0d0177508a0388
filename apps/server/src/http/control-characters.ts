import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const controlCharacterMessage = 'Text must not contain control characters.';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL outright. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The path (`field` or `nested.field`) of the first key or string holding a control character. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return controlCharacter.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (controlCharacter.test(key)) return [...path, key.replace(new RegExp(controlCharacter, 'g'), '?')];
    const found = findControlCharacter(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text the API receives (body, query string, path) may carry control characters: they are never part of
 * a name, an address or a note, and a NUL byte would fail in the database. Refused with 422 before any
 * route validates or handles the request.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findControlCharacter(value);
      if (path) {
        const field = path.join('.') || part;
        throw new HttpError(422, controlCharacterMessage, { [field]: [controlCharacterMessage] });
      }
    }
  });
}
