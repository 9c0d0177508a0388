/** The error catalogue (specification section 8): texts, status classes and the message a failure shows. */
import { classifyStatus, extractErrorMessage, isRecord, nonEmptyString } from './http-failures';

export {
  classifyStatus,
  clientErrorMessage,
  extractErrorMessage,
  type HttpErrorKind,
  NETWORK_ERROR_MESSAGE,
  REQUEST_ABORTED_MESSAGE,
  type StatusClass,
  timeoutMessage,
  UNSUPPORTED_PROTOCOL_MESSAGE,
} from './http-failures';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
/** A 404: nothing of the caller's is at this address. */
export const NOT_FOUND_MESSAGE = 'Not found.';
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
