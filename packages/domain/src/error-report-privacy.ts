/**
 * What an error report may carry (SENTRY_DSN). Fathom holds health data: a report says what failed and where in
 * the code, never who it happened to. No user, cookies, headers, bodies, query strings or breadcrumbs leave, and
 * the text that does (messages, file names, the page's address) loses emails, tokens, card-like numbers and the
 * query strings and fragments of addresses, where sign-in and reset tokens travel.
 */

/** The parts of an error event that the scrubbing reads or removes; reporters' own event types fit it. */
export interface ReportableEvent {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  transaction?: string;
  request?: {
    url?: string;
    method?: string;
    query_string?: unknown;
    cookies?: unknown;
    headers?: unknown;
    data?: unknown;
    env?: unknown;
  };
  exception?: {
    values?: Array<{
      type?: string;
      value?: string;
      stacktrace?: {
        frames?: Array<{
          filename?: string;
          abs_path?: string;
          vars?: unknown;
          pre_context?: unknown;
          context_line?: unknown;
          post_context?: unknown;
        }>;
      };
    }>;
  };
  user?: unknown;
  breadcrumbs?: unknown;
  extra?: unknown;
}

/**
 * What the reporting SDK may gather by itself: nothing (its defaults collect users, cookies, headers, bodies and
 * query strings). Shaped as Sentry's dataCollection option.
 */
export const collectNothing: {
  userInfo: boolean;
  cookies: boolean;
  httpHeaders: boolean;
  httpBodies: never[];
  urlQueryParams: boolean;
  databaseQueryData: boolean;
  queues: boolean;
  stackFrameVariables: boolean;
  frameContextLines: number;
  graphQL: { document: boolean; variables: boolean };
  genAI: { inputs: boolean; outputs: boolean };
  mcp: { inputs: boolean; outputs: boolean };
} = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  frameContextLines: 0,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
};

const patterns: ReadonlyArray<readonly [RegExp, string]> = [
  // The query string and fragment of an address: reset, sign-in and provider tokens travel there.
  [/([a-z][\w+.-]*:\/\/[^\s?#"'<>]*|(?<![\w])\/[^\s?#"'<>]*)[?#][^\s"'<>]*/gi, '$1'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // JSON Web Tokens, then any long opaque run of letters and digits (session tokens are 43 characters) but a
  // record's uuid, which names no one and tells where to look.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)[A-Za-z0-9_-]{32,}\b/gi, '[token]'],
  // Card-like numbers: 13 to 19 digits, spaces or dashes between.
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[number]'],
];

/** A message or address without emails, tokens, card-like numbers, or an address's query string and fragment. */
export function scrubReportText(text: string): string {
  return patterns.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

const scrubOptional = (text: string | undefined) => (text === undefined ? undefined : scrubReportText(text));

/** The event as it may leave: personal parts removed, the remaining text scrubbed. Use as beforeSend. */
export function scrubErrorEvent<T extends ReportableEvent>(event: T): T {
  const scrubbed: T = {
    ...event,
    message: scrubOptional(event.message),
    transaction: scrubOptional(event.transaction),
    logentry: event.logentry ? { message: scrubOptional(event.logentry.message) } : undefined,
    request: event.request
      ? { url: scrubOptional(event.request.url), method: event.request.method }
      : undefined,
    exception: event.exception
      ? {
          ...event.exception,
          values: event.exception.values?.map((value) => ({
            ...value,
            value: scrubOptional(value.value),
            stacktrace: value.stacktrace
              ? {
                  ...value.stacktrace,
                  frames: value.stacktrace.frames?.map(
                    ({ vars, pre_context, context_line, post_context, ...frame }) => ({
                      ...frame,
                      filename: scrubOptional(frame.filename),
                      abs_path: scrubOptional(frame.abs_path),
                    }),
                  ),
                }
              : undefined,
          })),
        }
      : undefined,
  };
  delete scrubbed.user;
  delete scrubbed.breadcrumbs;
  delete scrubbed.extra;
  for (const key of ['message', 'transaction', 'logentry', 'request', 'exception'] as const) {
    if (scrubbed[key] === undefined) delete scrubbed[key];
  }
  return scrubbed;
}
