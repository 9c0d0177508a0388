import type { ErrorCode } from '@fathom/contract/error-codes';
import { englishOf, englishOfFields, type Said } from './said';

/**
 * What went wrong, in the words of the rules rather than of HTTP: services throw these, and the one error
 * handler (http/error-handler.ts) turns each kind into its status.
 */
export type DomainErrorKind = Extract<
  ErrorCode,
  | 'bad_request'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'second_factor_required'
  | 'unavailable'
  | 'timed_out'
>;

export const statusOfKind: Record<DomainErrorKind, number> = {
  bad_request: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  second_factor_required: 428,
  unavailable: 503,
  timed_out: 504,
};

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Messages per field of the request, shown by the browser next to each field. */
  readonly errors: Record<string, string[]> | undefined;
  /** The failure in particular, where the browser acts on it; the answer's code is the kind otherwise. */
  readonly code: ErrorCode | undefined;
  /** The message and the messages per field as thrown: the answer words them in the reader's language. */
  readonly said: { message: Said; errors: Readonly<Record<string, readonly Said[]>> | undefined };

  constructor(kind: DomainErrorKind, message: Said, errors?: Record<string, Said[]>, code?: ErrorCode) {
    super(englishOf(message));
    this.name = 'DomainError';
    this.kind = kind;
    this.errors = englishOfFields(errors);
    this.code = code;
    this.said = { message, errors };
  }
}
