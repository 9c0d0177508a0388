/** The error catalogue (specification section 8): texts, status classes and the message a failure shows. */

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const SESSION_EXPIRED_MESSAGE = 'Your session expired. Please login in again to use the application';
export const OTP_REQUIRED_MESSAGE =
  'One time password confirmation is required in order to perform this action';
export const FORBIDDEN_MESSAGE = 'You are not allowed to perform this action';
export const SERVER_ERROR_MESSAGE = 'A server error occurred during request execution';
export const EXTERNAL_SERVICE_MESSAGE = 'Could not connect to external service, please try again later.';
/** How deeply the containers (objects, arrays) of a request body may nest: no form of the portal needs more. */
export const MAX_BODY_DEPTH = 32;
/** A 400: the body is refused before anything reads it. */
export const BODY_TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_BODY_DEPTH} levels deep.`;
/** A 503 with Retry-After: the server refused the request before doing anything, and it may be sent again. */
export const BUSY_MESSAGE = "We're very busy right now. Please try again in a few seconds.";
/**
 * A 503 with Retry-After: the server lost its database under the request (a failover, a restart). Nothing of it
 * may have been saved, or all of it: the same request is sent again, an order with the same Idempotency-Key.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We could not complete this just now. Please try again in a few seconds.';

export const REQUEST_ABORTED_MESSAGE = 'Request aborted';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const UNSUPPORTED_PROTOCOL_MESSAGE = 'Unsupported protocol';
export function timeoutMessage(timeoutMs: number): string {
  return `timeout of ${timeoutMs}ms exceeded`;
}

export type HttpErrorKind =
  | 'bad_request'
  | 'bad_response'
  | 'network_error'
  | 'timeout'
  | 'canceled'
  | 'invalid_url';
export type StatusClass = 'success' | 'bad_request' | 'bad_response';

/** Only 200-299 succeed; 4xx is a bad request; 5xx and any other unexpected status a bad response. */
export function classifyStatus(status: number): StatusClass {
  if (status >= 200 && status <= 299) return 'success';
  if (status >= 400 && status <= 499) return 'bad_request';
  return 'bad_response';
}

/** Message of a failure that never reached a response. */
export function clientErrorMessage(
  kind: Exclude<HttpErrorKind, 'bad_request' | 'bad_response'>,
  timeoutMs = 0,
): string {
  switch (kind) {
    case 'canceled':
      return REQUEST_ABORTED_MESSAGE;
    case 'network_error':
      return NETWORK_ERROR_MESSAGE;
    case 'timeout':
      return timeoutMessage(timeoutMs);
    case 'invalid_url':
      return UNSUPPORTED_PROTOCOL_MESSAGE;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function messageFromErrorsArray(errors: readonly unknown[]): string | null {
  const first = errors[0];
  if (nonEmptyString(first)) return first;
  const titles = errors
    .map((error) => (isRecord(error) ? error.title : undefined))
    .filter((title): title is string => nonEmptyString(title));
  return titles.length > 0 ? titles.join('\n') : null;
}

function messageFromErrorsObject(errors: Record<string, unknown>): string | null {
  const lines = Object.values(errors).flatMap((list) => (Array.isArray(list) ? list : [list]));
  const texts = lines.filter((line): line is string => nonEmptyString(line));
  return texts.length > 0 ? texts.join('\n') : null;
}

/**
 * The text of an error body: its message field, else an errors array (the first string, or the
 * titles joined by line breaks), else an errors object whose lists are joined by line breaks.
 */
export function extractErrorMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (nonEmptyString(body.message)) return body.message;
  const { errors } = body;
  if (Array.isArray(errors)) return messageFromErrorsArray(errors);
  if (isRecord(errors)) return messageFromErrorsObject(errors);
  return null;
}

/** A 401, or any answer whose message is "Unauthenticated.", ends the session. */
export function isUnauthenticated(status: number, body: unknown): boolean {
  return status === 401 || (isRecord(body) && body.message === UNAUTHENTICATED_MESSAGE);
}

export function isOneTimePasswordRequired(status: number): boolean {
  return status === 428;
}

/** How the server's refusals of support's view as a customer begin (@fathom/contract/view-as-messages). */
export const VIEW_AS_REFUSAL = 'Viewing as ';

/** What the customer is told about a failed answer with this status and body. */
export function messageForStatus(status: number, body: unknown): string {
  if (isUnauthenticated(status, body)) return SESSION_EXPIRED_MESSAGE;
  const extracted = extractErrorMessage(body);
  switch (status) {
    case 428:
      return OTP_REQUIRED_MESSAGE;
    case 403:
      // Support viewing as the customer is told why, in the server's words.
      return extracted?.startsWith(VIEW_AS_REFUSAL) ? extracted : FORBIDDEN_MESSAGE;
    case 500:
      return SERVER_ERROR_MESSAGE;
    case 503:
      return extracted ?? BUSY_MESSAGE;
    case 504:
      return isRecord(body) && nonEmptyString(body.message) ? body.message : EXTERNAL_SERVICE_MESSAGE;
  }
  if (extracted) return extracted;
  return classifyStatus(status) === 'bad_request'
    ? `Request failed with status code ${status}`
    : SERVER_ERROR_MESSAGE;
}

/**
 * A 422 whose errors object names fields: the answer of a form, which can show each message next to its
 * field rather than in a toast.
 */
export function hasFieldErrors(status: number, body: unknown): boolean {
  if (status !== 422 || !isRecord(body) || !isRecord(body.errors)) return false;
  return Object.values(body.errors).some(
    (list) => Array.isArray(list) && list.some((message) => nonEmptyString(message)),
  );
}
