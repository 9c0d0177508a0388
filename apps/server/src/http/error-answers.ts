import { errorBodySchema } from '@fathom/contract/common';

/** The error answers a route documents, each with the API's error body: `errorAnswers(401, 403, 422)`. */
export function errorAnswers<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof errorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, errorBodySchema])) as {
    [Code in Codes[number]]: typeof errorBodySchema;
  };
}
