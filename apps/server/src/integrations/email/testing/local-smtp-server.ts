import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  raw: string;
}

/** The Message-ID header of a raw message, as the relay was given it; null without one. */
export const messageIdOf = (raw: string): string | null =>
  /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null;

/**
 * A mail relay on 127.0.0.1 for tests and the jobs benchmark: it keeps what it accepts, refuses (a temporary 451)
 * whatever `refuse` says, e.g. everything while "down", or one recipient, and holds the answer to a message
 * whatever `hold` says until the test releases it (a sender waiting in the middle of its SMTP transaction).
 */
export async function startLocalSmtpServer() {
  const received: ReceivedEmail[] = [];
  let refuse: (to: string[]) => boolean = () => false;
  let hold: (to: string[]) => boolean = () => false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((address) => address.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const answer = () => {
          if (refuse(to)) {
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        };
        if (hold(to)) held.push(answer);
        else answer();
      });
    },
  });
  // A sender stopped in the middle of a transaction resets its connection: the relay carries on.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Refuses the messages for which this answers true (all of them: the relay is down). */
    refuseWhen(rule: (to: string[]) => boolean) {
      refuse = rule;
    },
    /** Holds the answer to the messages for which this answers true, until `release`. */
    holdWhen(rule: (to: string[]) => boolean) {
      hold = rule;
    },
    /** How many messages wait for their answer. */
    held: () => held.length,
    /** Answers every message held (accepted, unless refused). */
    release() {
      hold = () => false;
      for (const answer of held.splice(0)) answer();
    },
    close() {
      for (const answer of held.splice(0)) answer();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
