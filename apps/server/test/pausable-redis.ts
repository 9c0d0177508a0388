import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A Redis that stalls on demand: a local TCP proxy in front of a real one, which holds every command it receives
 * while stalled, unanswered (as Redis does under CLIENT PAUSE, or stopped with SIGSTOP), and lets them through in
 * order when resumed. It names the commands it holds, so a test counts how many callers waited on it.
 */
export interface PausableRedis {
  url: string;
  /** From now on, commands are held, unanswered. */
  stall(): void;
  /** Sends the held commands on, in order, and every later one. */
  resume(): void;
  /** The names of the commands held since the stall (e.g. `evalsha`), each connection's in the order they arrived. */
  held(): string[];
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket;
  held: Buffer[];
}

/** The names of the whole commands in a stream of Redis's protocol: arrays of bulk strings, as clients send. */
export function commandNames(stream: Buffer): string[] {
  const names: string[] = [];
  let at = 0;
  const line = (): string | null => {
    const end = stream.indexOf('\r\n', at);
    if (end < 0) return null;
    const text = stream.subarray(at, end).toString('latin1');
    at = end + 2;
    return text;
  };
  for (;;) {
    const header = line();
    if (header === null || !header.startsWith('*')) return names;
    const parts: string[] = [];
    for (let part = 0; part < Number(header.slice(1)); part += 1) {
      const length = line();
      if (length === null || !length.startsWith('$') || at + Number(length.slice(1)) + 2 > stream.length)
        return names;
      parts.push(stream.subarray(at, at + Number(length.slice(1))).toString('latin1'));
      at += Number(length.slice(1)) + 2;
    }
    names.push((parts[0] ?? '').toLowerCase());
  }
}

export async function startPausableRedis(targetUrl: string): Promise<PausableRedis> {
  const target = new URL(targetUrl);
  const links = new Set<Link>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    const link: Link = { client, upstream, held: [] };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (stalled) link.held.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const link of links) {
        for (const chunk of link.held) link.upstream.write(chunk);
        link.held = [];
      }
    },
    held: () => [...links].flatMap((link) => commandNames(Buffer.concat(link.held))),
    close: () =>
      new Promise((closed) => {
        for (const link of links) {
          link.client.destroy();
          link.upstream.destroy();
        }
        server.close(() => closed());
      }),
  };
}
