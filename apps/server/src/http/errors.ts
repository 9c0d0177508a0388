import type { ErrorCode } from '@fathom/contract/error-codes';

/** An error whose status and message are meant for the caller, as the API's error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The failure in particular, where the browser acts on it; the status's code otherwise. */
  readonly code: ErrorCode | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>, code?: ErrorCode) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}
