import type { ErrorCode } from '@fathom/contract/error-codes';
import { englishOf, englishOfFields, type Said } from './said';

/** An error whose status and message are meant for the caller, as the API's error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** The failure in particular, where the browser acts on it; the status's code otherwise. */
  readonly code: ErrorCode | undefined;
  /** The message and the messages per field as thrown: the answer words them in the reader's language. */
  readonly said: { message: Said; errors: Readonly<Record<string, readonly Said[]>> | undefined };

  constructor(status: number, message: Said, errors?: Record<string, Said[]>, code?: ErrorCode) {
    super(englishOf(message));
    this.name = 'HttpError';
    this.status = status;
    this.errors = englishOfFields(errors);
    this.code = code;
    this.said = { message, errors };
  }
}
