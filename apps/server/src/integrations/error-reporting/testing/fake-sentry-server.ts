import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEnvelope {
  /** The path and query the envelope was posted to, e.g. /api/4507/envelope/?sentry_key=… */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The envelope as sent: a header line, then an item header and its payload per item. */
  body: string;
  /** The payloads of the envelope's event items. */
  events: Array<Record<string, unknown>>;
}

/**
 * A local stand-in for Sentry's ingestion: it takes envelopes at /api/{project id}/envelope/ as Sentry does and
 * keeps them for the test to read. Its DSN names the project 4507 with the public key `publickey`.
 */
export async function startFakeSentryServer() {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !/^\/api\/\d+\/envelope\/(\?|$)/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const lines = body.split('\n').filter(Boolean);
      const events: Array<Record<string, unknown>> = [];
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const itemHeader = JSON.parse(lines[index] ?? '{}') as { type?: string };
        if (itemHeader.type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}'));
      }
      received.push({ url: request.url ?? '', headers: request.headers, body, events });
      // Sentry answers the pages' cross-origin posts with CORS headers too.
      response
        .writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/4507`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
