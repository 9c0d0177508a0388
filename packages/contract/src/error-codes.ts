/**
 * What every error answer says for programs, beside its sentence for people: what kind of failure it is (a
 * service's error kind, or its status's), or, where the browser acts on one failure in particular, that failure.
 * The web compares these, never the sentences, which may be reworded or translated.
 */
export const errorCodes = [
  'bad_request',
  'unauthenticated',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'invalid',
  'second_factor_required',
  'too_many_requests',
  'server_error',
  'unavailable',
  'timed_out',
  'under_maintenance',
  /** A staff member's view as a customer has ended (its grant closed or expired). */
  'view_as_ended',
  /** An order's Idempotency-Key came again with another order. */
  'idempotency_key_reused',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code of an error answer that names no failure of its own: its status's. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 402:
      return 'payment_required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'too_large';
    case 422:
      return 'invalid';
    case 428:
      return 'second_factor_required';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'unavailable';
    case 504:
      return 'timed_out';
    default:
      return status >= 500 ? 'server_error' : 'bad_request';
  }
}

/** The code an error body carries, or null for a body that is not one of the API's error answers. */
export function errorCodeOf(body: unknown): ErrorCode | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code } = body as { code: unknown };
  return (errorCodes as readonly unknown[]).includes(code) ? (code as ErrorCode) : null;
}
