import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorCodeOfStatus } from './error-codes';

describe('error codes', () => {
  it('name each status the API answers by its kind, and any other 4xx or 5xx by its class', () => {
    expect(
      [400, 401, 402, 403, 404, 409, 413, 418, 422, 428, 429, 500, 502, 503, 504].map(errorCodeOfStatus),
    ).toEqual([
      'bad_request',
      'unauthenticated',
      'payment_required',
      'forbidden',
      'not_found',
      'conflict',
      'too_large',
      'bad_request',
      'invalid',
      'second_factor_required',
      'too_many_requests',
      'server_error',
      'server_error',
      'unavailable',
      'timed_out',
    ]);
  });

  it("read a body's code only when it is one of the list", () => {
    expect(errorCodeOf({ code: 'view_as_ended', message: 'Ended.' })).toBe('view_as_ended');
    expect(errorCodeOf({ code: 'something_else', message: 'Ended.' })).toBeNull();
    expect(errorCodeOf({ message: 'Ended.' })).toBeNull();
    expect(errorCodeOf('Ended.')).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
  });
});
