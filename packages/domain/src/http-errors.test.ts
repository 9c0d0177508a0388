import { describe, expect, it } from 'vitest';
import {
  BUSY_MESSAGE,
  classifyStatus,
  clientErrorMessage,
  EXTERNAL_SERVICE_MESSAGE,
  extractErrorMessage,
  FORBIDDEN_MESSAGE,
  hasFieldErrors,
  isOneTimePasswordRequired,
  isUnauthenticated,
  messageForStatus,
  OTP_REQUIRED_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
} from './http-errors';

describe('catalogue texts', () => {
  it('uses the spec wording', () => {
    expect(UNAUTHENTICATED_MESSAGE).toBe('Unauthenticated.');
    expect(SESSION_EXPIRED_MESSAGE).toBe(
      'Your session expired. Please login in again to use the application',
    );
    expect(OTP_REQUIRED_MESSAGE).toBe(
      'One time password confirmation is required in order to perform this action',
    );
    expect(FORBIDDEN_MESSAGE).toBe('You are not allowed to perform this action');
    expect(SERVER_ERROR_MESSAGE).toBe('A server error occurred during request execution');
    expect(EXTERNAL_SERVICE_MESSAGE).toBe('Could not connect to external service, please try again later.');
  });
});

describe('clientErrorMessage', () => {
  it('names failures that never reached a response', () => {
    expect(clientErrorMessage('canceled')).toBe('Request aborted');
    expect(clientErrorMessage('network_error')).toBe('Network Error');
    expect(clientErrorMessage('timeout', 1500)).toBe('timeout of 1500ms exceeded');
    expect(clientErrorMessage('invalid_url')).toBe('Unsupported protocol');
  });
});

describe('classifyStatus', () => {
  it('treats only 200-299 as success', () => {
    expect(classifyStatus(200)).toBe('success');
    expect(classifyStatus(204)).toBe('success');
    expect(classifyStatus(299)).toBe('success');
    expect(classifyStatus(199)).toBe('bad_response');
    expect(classifyStatus(300)).toBe('bad_response');
    expect(classifyStatus(304)).toBe('bad_response');
  });

  it('classifies 4xx as bad request and 5xx as bad response', () => {
    expect(classifyStatus(400)).toBe('bad_request');
    expect(classifyStatus(499)).toBe('bad_request');
    expect(classifyStatus(500)).toBe('bad_response');
    expect(classifyStatus(599)).toBe('bad_response');
  });
});

describe('extractErrorMessage', () => {
  it('takes the message field when present', () => {
    expect(
      extractErrorMessage({ message: 'The given data was invalid.', errors: { email: ['Taken'] } }),
    ).toBe('The given data was invalid.');
  });

  it('takes the first string of an errors array', () => {
    expect(extractErrorMessage({ errors: ['First problem', 'Second problem'] })).toBe('First problem');
  });

  it('joins the titles of an errors array of objects with line breaks', () => {
    expect(
      extractErrorMessage({ errors: [{ title: 'Bad zip' }, { detail: 'x' }, { title: 'Bad city' }] }),
    ).toBe('Bad zip\nBad city');
  });

  it('joins every list of an errors object with line breaks', () => {
    expect(
      extractErrorMessage({ errors: { email: ['Email taken', 'Email odd'], password: ['Too short'] } }),
    ).toBe('Email taken\nEmail odd\nToo short');
  });

  it('finds nothing in a body without text', () => {
    expect(extractErrorMessage(null)).toBeNull();
    expect(extractErrorMessage('oops')).toBeNull();
    expect(extractErrorMessage({ message: '' })).toBeNull();
    expect(extractErrorMessage({ errors: [] })).toBeNull();
    expect(extractErrorMessage({ errors: {} })).toBeNull();
  });
});

describe('isUnauthenticated and isOneTimePasswordRequired', () => {
  it('treats a 401 or the message "Unauthenticated." as unauthenticated', () => {
    expect(isUnauthenticated(401, {})).toBe(true);
    expect(isUnauthenticated(403, { message: 'Unauthenticated.' })).toBe(true);
    expect(isUnauthenticated(403, { message: 'Unauthenticated' })).toBe(false);
  });

  it('asks for the one-time password on 428 only', () => {
    expect(isOneTimePasswordRequired(428)).toBe(true);
    expect(isOneTimePasswordRequired(401)).toBe(false);
  });
});

describe('messageForStatus', () => {
  it('tells a 401 or an "Unauthenticated." answer that the session expired', () => {
    expect(messageForStatus(401, { message: 'Unauthenticated.' })).toBe(SESSION_EXPIRED_MESSAGE);
    expect(messageForStatus(422, { message: 'Unauthenticated.' })).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('maps 428, 403 and 500 to their catalogue texts whatever the body says', () => {
    expect(messageForStatus(428, { message: 'x' })).toBe(OTP_REQUIRED_MESSAGE);
    expect(messageForStatus(403, { message: 'x' })).toBe(FORBIDDEN_MESSAGE);
    // Support viewing the portal as the customer is told why an action is refused.
    const readOnly = 'Viewing as this customer is read-only: nothing was changed.';
    expect(messageForStatus(403, { message: readOnly })).toBe(readOnly);
    expect(messageForStatus(500, { message: 'stack trace' })).toBe(SERVER_ERROR_MESSAGE);
  });

  it('shows the message of a 504, else the external-service text', () => {
    expect(messageForStatus(504, { message: 'Payment provider timed out' })).toBe(
      'Payment provider timed out',
    );
    expect(messageForStatus(504, {})).toBe(EXTERNAL_SERVICE_MESSAGE);
    expect(messageForStatus(504, { errors: { a: ['not used'] } })).toBe(EXTERNAL_SERVICE_MESSAGE);
  });

  it('shows the message of a 503, else says the server is busy and to try again in a few seconds', () => {
    expect(messageForStatus(503, { message: 'We could not reach the payment service.' })).toBe(
      'We could not reach the payment service.',
    );
    expect(messageForStatus(503, {})).toBe(BUSY_MESSAGE);
    expect(messageForStatus(503, 'Service Unavailable')).toBe(BUSY_MESSAGE);
  });

  it('shows the extracted text of a 400 or 422', () => {
    expect(messageForStatus(400, { message: 'Bad input' })).toBe('Bad input');
    expect(messageForStatus(422, { errors: { email: ['This field must be a valid email.'] } })).toBe(
      'This field must be a valid email.',
    );
  });

  it('falls back to a status text when a 4xx body carries none, and to the server text for 5xx', () => {
    expect(messageForStatus(404, {})).toBe('Request failed with status code 404');
    expect(messageForStatus(502, null)).toBe(SERVER_ERROR_MESSAGE);
  });
});

describe('hasFieldErrors', () => {
  it('is true for a 422 whose errors object names a field with a message', () => {
    expect(
      hasFieldErrors(422, { message: 'Bad', errors: { email: ['This field must be a valid email.'] } }),
    ).toBe(true);
  });

  it('is false for a 422 with a message only, an errors array, or empty lists', () => {
    expect(hasFieldErrors(422, { message: 'The given data was invalid.' })).toBe(false);
    expect(hasFieldErrors(422, { errors: ['Something'] })).toBe(false);
    expect(hasFieldErrors(422, { errors: { email: [] } })).toBe(false);
    expect(hasFieldErrors(422, { errors: { email: [''] } })).toBe(false);
  });

  it('is false for every other status, even with field errors', () => {
    const body = { errors: { email: ['Taken'] } };
    for (const status of [400, 401, 403, 409, 428, 500]) expect(hasFieldErrors(status, body)).toBe(false);
  });
});
