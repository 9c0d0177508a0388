import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { Hl7Message } from '@medplum/core';
import { frame, MllpDecoder } from './mllp-framing';

/** The TLS the order connection shows and checks (the listener's certificate and the lab's authority). */
export interface OrderTls {
  certFile?: string;
  keyFile?: string;
  caFile?: string;
}

/**
 * Sends one message to mllp://host:port (or mllps:// over TLS) and answers the acknowledgement's code (MSA-1) and
 * text; throws when the lab does not answer within the timeout, closes first, or answers what is not an ACK.
 */
export async function sendOverMllp(
  address: string,
  text: string,
  options: { tls?: OrderTls; timeoutMs: number },
): Promise<{ code: string; ack: string }> {
  const url = new URL(address);
  const port = Number(url.port);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const secure = url.protocol === 'mllps:';
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({
          host,
          port,
          servername: net.isIP(host) ? undefined : host,
          ...(options.tls?.caFile ? { ca: readFileSync(options.tls.caFile) } : {}),
          ...(options.tls?.certFile && options.tls.keyFile
            ? { cert: readFileSync(options.tls.certFile), key: readFileSync(options.tls.keyFile) }
            : {}),
        })
      : net.connect({ host, port });
    const decoder = new MllpDecoder(1024 * 1024);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`No acknowledgement within ${options.timeoutMs} ms`))),
      options.timeoutMs,
    );
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(frame(text)));
    socket.on('error', (error) => finish(() => reject(error)));
    socket.on('close', () =>
      finish(() => reject(new Error('The lab closed the connection before acknowledging'))),
    );
    socket.on('data', (chunk: Buffer) => {
      for (const event of decoder.push(chunk)) {
        if (event.kind === 'refused') {
          finish(() => reject(new Error(`The lab answered what is not MLLP (${event.reason})`)));
          return;
        }
        const ack = event.bytes.toString('utf8');
        try {
          const code = Hl7Message.parse(ack).getSegment('MSA')?.getField(1)?.toString() ?? '';
          finish(() => resolve({ code, ack }));
        } catch {
          finish(() => reject(new Error('The lab answered what is not HL7')));
        }
        return;
      }
    });
  });
}
