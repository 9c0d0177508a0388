import nodemailer from 'nodemailer';
import type { EmailSender } from './index';

/**
 * A message's Message-ID, from the outbox row's id and the sender's domain: the same on every resend, unique
 * across senders (RFC 5322 section 3.6.4).
 */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

/** Connections to the relay at once. */
export const SMTP_MAX_CONNECTIONS = 5;
/** How long a silent relay is waited for: to connect, to greet, and then between its answers. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 30_000 } as const;

/**
 * Sends through the SMTP relay of SMTP_URL; a relay that does not answer in time fails the send, which is retried.
 * Every message carries a Message-ID made of its outbox row's id, so a resend (after a crash between the relay's
 * acceptance and the row's mark) is the same message to the mail systems that dedupe by it.
 */
export function createSmtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Connections are kept and reused between messages of a batch.
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    async send(message) {
      await transport.sendMail({
        messageId: messageIdOf(message.id, from),
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
