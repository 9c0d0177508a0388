import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import type { LabInterfaceConfig } from '../../config/config-schema';
import { encodeHl7 } from './hl7-charset';
import type { Acknowledgement } from './lab-service';
import { frame, MllpDecoder } from './mllp-framing';

export interface ListenerLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface MllpListener {
  /** Listens; answers the port (the one configured, or the one given when it was 0). */
  start(): Promise<number>;
  /** Takes no new connection, finishes and acknowledges each connection's message in hand, then closes them. */
  stop(): Promise<void>;
}

/** Messages a connection may have waiting before its socket is paused (a sender that does not wait for ACKs). */
const pauseAbove = 64;

/** Addresses (CIDR allowed) the listener takes connections from; null: any. */
function allowlist(addresses: readonly string[]): net.BlockList | null {
  if (addresses.length === 0) return null;
  const list = new net.BlockList();
  for (const entry of addresses) {
    const [address = '', prefix] = entry.split('/');
    const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

const familyOf = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * The MLLP listener of the lab's results: each connection's messages are read in the order sent and each is
 * acknowledged once `receive` has committed it. Garbage outside a frame, a message over the size limit, or a
 * connection silent past the idle timeout closes that connection alone.
 */
export function createMllpListener(options: {
  config: LabInterfaceConfig;
  receive: (bytes: Buffer, peer: string) => Promise<Acknowledgement>;
  log: ListenerLog;
}): MllpListener {
  const { config, log } = options;
  const allowed = allowlist(config.allowedAddresses);
  const open = new Set<{ socket: net.Socket; inHand: Promise<void> }>();
  let stopping = false;

  function serve(socket: net.Socket) {
    const address = socket.remoteAddress ?? '';
    const mapped = address.startsWith('::ffff:') ? address.slice(7) : address;
    if (allowed && !allowed.check(mapped, familyOf(mapped))) {
      log.warn({ peer: mapped }, 'lab listener: connection from an address not allowed, closed');
      socket.destroy();
      return;
    }
    const certificate = socket instanceof tls.TLSSocket ? socket.getPeerCertificate() : null;
    const subject = certificate?.subject?.CN ? ` CN=${certificate.subject.CN}` : '';
    const peer = `${mapped}:${socket.remotePort ?? 0}${subject}`;
    const decoder = new MllpDecoder(config.maxMessageBytes);
    const connection = { socket, inHand: Promise.resolve() };
    let waiting = 0;
    open.add(connection);
    socket.setTimeout(config.idleTimeoutMs);
    socket.on('timeout', () => {
      log.info({ peer }, 'lab listener: idle connection closed');
      socket.destroy();
    });
    socket.on('error', (error) => log.warn({ peer, err: error.message }, 'lab listener: connection error'));
    socket.on('close', () => open.delete(connection));
    socket.on('data', (chunk: Buffer) => {
      for (const event of decoder.push(chunk)) {
        if (event.kind === 'refused') {
          log.warn({ peer, reason: event.reason }, 'lab listener: connection refused');
          socket.destroy();
          return;
        }
        waiting += 1;
        if (waiting > pauseAbove) socket.pause();
        connection.inHand = connection.inHand.then(async () => {
          waiting -= 1;
          if (waiting <= pauseAbove / 8) socket.resume();
          // Stopping: what has not begun is not read; unacknowledged, the sender sends it again.
          if (stopping || socket.destroyed) return;
          try {
            const ack = await options.receive(event.bytes, peer);
            if (!socket.destroyed) socket.write(frame(encodeHl7(ack.text, ack.charset)));
          } catch (error) {
            // Nothing was acknowledged: the sender sends it again (the raw message is kept).
            log.error(
              { peer, err: error instanceof Error ? error.message : String(error) },
              'lab listener: message not processed',
            );
            socket.destroy();
          }
        });
      }
    });
  }

  const server = config.tls
    ? tls.createServer(
        {
          cert: readFileSync(config.tls.certFile),
          key: readFileSync(config.tls.keyFile),
          ...(config.tls.caFile ? { ca: readFileSync(config.tls.caFile) } : {}),
          requestCert: config.tls.requireClientCertificate,
          rejectUnauthorized: config.tls.requireClientCertificate,
        },
        serve,
      )
    : net.createServer(serve);
  server.maxConnections = config.maxConnections;
  server.on('drop', (details) =>
    log.warn({ peer: details?.remoteAddress }, 'lab listener: connection limit reached'),
  );
  // A failed TLS handshake (no or a wrong client certificate) ends that connection alone.
  server.on('tlsClientError', (error) =>
    log.warn({ err: error.message }, 'lab listener: TLS handshake refused'),
  );

  return {
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen({ host: config.host, port: config.port ?? 0 }, () => {
          server.off('error', reject);
          const address = server.address();
          const port = typeof address === 'object' && address ? address.port : 0;
          log.info(
            { host: config.host, port, tls: Boolean(config.tls) },
            'lab listener: receiving HL7 results',
          );
          resolve(port);
        });
      }),
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(
        [...open].map(async ({ socket, inHand }) => {
          await inHand;
          socket.end(() => socket.destroy());
        }),
      );
      await closed;
    },
  };
}
