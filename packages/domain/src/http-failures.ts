/**
 * What the browser's HTTP client makes of a failed call before anything decides what to do about it: the class of
 * its status, the words of a failure that never had an answer, and the text of an error body. Apart from the rest
 * of the error catalogue (http-errors.ts), which the first page loads only when a call fails.
 */
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function nonEmptyString(value: unknown): value is string {
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
