import { REMOTE_LOGGING_FAILED_MESSAGE, type RemoteLogLevel, remoteLogBody } from '@fathom/domain/analytics';
import { appConfig } from './config';

/**
 * Sends a log line to our own server (POST /api/logs with the api-key header). Only technical facts go in:
 * no names, emails or results. A failure is printed to the console and goes no further.
 */
export async function remoteLog(
  level: RemoteLogLevel,
  message: string,
  context: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  try {
    const response = await fetch('/api/logs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': appConfig.remoteLogApiKey },
      body: JSON.stringify(remoteLogBody(level, message, context)),
      keepalive: true,
    });
    if (!response.ok) throw new Error(`POST /api/logs answered ${response.status}`);
  } catch {
    console.error(REMOTE_LOGGING_FAILED_MESSAGE);
  }
}
