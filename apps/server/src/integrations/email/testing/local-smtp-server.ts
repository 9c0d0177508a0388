import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

/**
 * A mail relay on 127.0.0.1 for tests and the jobs benchmark: it keeps what it accepts, and refuses (a
 * temporary 451) whatever `refuse` says, e.g. everything while "down", or one recipient.
 */
export async function startLocalSmtpServer() {
  const received: ReceivedEmail[] = [];
  let refuse: (to: string[]) => boolean = () => false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((address) => address.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse(to)) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the messages for which this answers true (all of them: the relay is down). */
    refuseWhen(rule: (to: string[]) => boolean) {
      refuse = rule;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
