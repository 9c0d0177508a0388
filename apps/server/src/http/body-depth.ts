import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH } from '@fathom/domain/http-errors';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests its arrays and objects deeper than the limit, read without parsing it: brackets count
 * outside strings only. A loop over the text's code units, with no stack and no allocation.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (inString) {
      if (unit === BACKSLASH) index += 1;
      else if (unit === QUOTE) inString = false;
    } else if (unit === QUOTE) {
      inString = true;
    } else if (unit === OPEN_ARRAY || unit === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (unit === CLOSE_ARRAY || unit === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/** application/json, and its kin such as JSON:API's application/vnd.api+json. */
const jsonMediaType = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/**
 * Every JSON body is parsed here: one nested more than MAX_BODY_DEPTH levels deep is refused with 400 before it
 * is parsed and before any guard walks it (a 5,000-deep array once overflowed the stack of the control-character
 * guard, a 500 on every write route); the others are parsed as Fastify's own parser does, refusing
 * `__proto__` and `constructor` keys. Registered for a pattern, not for `application/json` itself, so that a
 * route that reads its body as raw text (the Stripe webhook's signed bytes) can still name that type for itself.
 */
export function refuseDeepBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(jsonMediaType, { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(new HttpError(400, BODY_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
