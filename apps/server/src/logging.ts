import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/* code and state: an OAuth provider's one-time code and the state beside it, on the callback pages' addresses. */
const secretQueryParameters = ['token', 'loginToken', 'login_token', 'email', 'code', 'state'];

/** The request URL with sign-in and reset tokens (and the email they travel with) and OAuth codes masked. */
export function maskSecretQueryParameters(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let masked = false;
  for (const name of secretQueryParameters) {
    if (params.has(name)) {
      params.set(name, 'REDACTED');
      masked = true;
    }
  }
  return masked ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

const secretFields = [
  'password',
  'password_confirmation',
  'token',
  'login_token',
  'one_time_password',
  'secret',
];

/** Pino redaction paths: secrets at the top of a logged object and one or two levels down. */
const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

interface SerializableRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** Fastify's pino logger: JSON lines, secrets redacted, request URLs without tokens. */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
): Exclude<FastifyServerOptions['logger'], boolean> {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[REDACTED]' },
    serializers: {
      req(request: SerializableRequest) {
        return {
          method: request.method,
          url: maskSecretQueryParameters(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}
