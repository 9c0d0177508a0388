import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config';
import { maskSecretQueryParameters } from './log-scrubbing';

export { maskSecretQueryParameters };

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

/** Fastify's pino logger: JSON lines, secrets redacted, request URLs without tokens, kit, insurance or draft ids. */
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
