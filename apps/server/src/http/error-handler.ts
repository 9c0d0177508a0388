import { type ErrorCode, errorCodeOfStatus } from '@fathom/contract/error-codes';
import { DATABASE_UNAVAILABLE_MESSAGE, NOT_FOUND_MESSAGE } from '@fathom/domain/http-errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/connection-loss';
import { requestLanguage } from '../i18n/reader-language';
import { sharedSentenceIn } from '../i18n/shared-sentences';
import { type Translator, translatorFor } from '../i18n/translator';
import type { ErrorReporter } from '../integrations/error-reporting/index';
import { DomainError, statusOfKind } from './domain-errors';
import { HttpError } from './errors';
import type { Said } from './said';

export const serverErrorMessage = 'A server error occurred during request execution';
export const notFoundMessage = NOT_FOUND_MESSAGE;
/** The console's API: staff read its answers in English. */
const STAFF_API = '/api/staff/';
/** A failover or a restart of PostgreSQL takes seconds: the client waits this long before sending again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

type ValidationIssue = { instancePath: string; message?: string };

/** Zod issues keyed the way the web forms read them: `field` or `nested.field`. */
function groupByField(issues: ValidationIssue[], context: string | undefined): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || context || 'request';
    const message = issue.message ?? 'The given data was invalid.';
    grouped[field] = [...(grouped[field] ?? []), message];
  }
  return grouped;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = (error as { statusCode: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

const unparsableBodyCodes = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

function unreadableBodyMessage(error: FastifyError | Error): string {
  const code = 'code' in error ? error.code : undefined;
  if (error instanceof SyntaxError || (code !== undefined && unparsableBodyCodes.has(code))) {
    return 'The request body is not valid JSON.';
  }
  return error.message;
}

/** What an error says, in the reader's words: a `msg` in their language, a shared sentence where it is known. */
function wordsOf(translator: Translator, said: Said): string {
  return typeof said === 'string' ? sharedSentenceIn(translator, said) : translator.text(said);
}

function fieldWordsOf(
  translator: Translator,
  errors: Readonly<Record<string, readonly Said[]>> | undefined,
): Record<string, string[]> | undefined {
  if (!errors) return undefined;
  return Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [field, list.map((said) => wordsOf(translator, said))]),
  );
}

/** An error answer: its code (the status's unless named), its sentence, and its messages per field if any. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
  code: ErrorCode = errorCodeOfStatus(status),
): FastifyReply {
  return reply.code(status).send(errors ? { code, message, errors } : { code, message });
}

/** A failure of ours (5xx) goes to the log and to the error reporter, named by its route's pattern. */
function recordServerFailure(
  reporter: ErrorReporter,
  error: unknown,
  request: FastifyRequest,
  status: number,
) {
  request.log.error({ err: error }, 'request failed');
  reporter.report(error, {
    method: request.method,
    route: request.routeOptions.url ?? 'unknown route',
    status,
  });
}

/**
 * The one place errors become answers: validation -> 422 with per-field messages, HttpError -> its
 * status, a service's DomainError -> the status of its kind, client errors raised by Fastify -> their status (a body that cannot be parsed counts as
 * bad input, 422), the database's connection lost or none free -> 503 with Retry-After, everything else -> 500
 * without details. Every 5xx is logged; those that are failures of ours are also reported (a lost database
 * connection is the database's state: a warning, and the pool's metrics count it).
 */
export function errorHandler(reporter: ErrorReporter) {
  return function handleError(
    this: FastifyInstance,
    error: FastifyError | Error,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // The reader's language: the one the pages are sent in (the switch's cookie, else the browser's); the console's
    // answers are English, as the console is.
    const translator = translatorFor(request.url.startsWith(STAFF_API) ? 'en' : requestLanguage(request));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = groupByField(error.validation, error.validationContext);
      const first = error.validation[0]?.message ?? 'The given data was invalid.';
      return sendError(reply, 422, wordsOf(translator, first), fieldWordsOf(translator, errors));
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn(
        { err: error, committed: unavailable.committed, reason: unavailable.reason },
        'database unavailable: answered 503',
      );
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, wordsOf(translator, DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof HttpError || error instanceof DomainError) {
      const status = error instanceof HttpError ? error.status : statusOfKind[error.kind];
      if (status >= 500) recordServerFailure(reporter, error, request, status);
      const code = error.code ?? (error instanceof DomainError ? error.kind : errorCodeOfStatus(status));
      return sendError(
        reply,
        status,
        wordsOf(translator, error.said.message),
        fieldWordsOf(translator, error.said.errors),
        code,
      );
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      if (status === 400) return sendError(reply, 422, unreadableBodyMessage(error));
      if (status === 404) return sendError(reply, 404, wordsOf(translator, notFoundMessage));
      return sendError(reply, status, error.message);
    }
    recordServerFailure(reporter, error, request, 500);
    return sendError(reply, 500, serverErrorMessage);
  };
}
