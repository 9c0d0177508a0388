import type { HttpErrorKind } from '@fathom/domain/http-failures';

export type ApiErrorKind = HttpErrorKind;

export interface ApiErrorInit {
  status: number;
  message: string;
  kind: ApiErrorKind;
  body?: unknown;
  method: string;
  path: string;
  handled?: boolean;
  sessionless?: boolean;
}

/** A failed API call: its text and status reach the caller, and the shared error effects. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;
  /** The caller shows its own message: the shared error toasts stay silent. */
  readonly handled: boolean;
  /** Asked without the session: its 401 or 428 is the address's own refusal, not an ended session. */
  readonly sessionless: boolean;
  /** Set by the form that shows this failure's field messages next to its fields: not toasted as well. */
  shownInline = false;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.handled = init.handled ?? false;
    this.sessionless = init.sessionless ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
