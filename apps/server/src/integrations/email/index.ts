import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createSandboxEmailSender } from './sandbox';
import { createSmtpEmailSender } from './smtp';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** A message as it was delivered, links included. */
export interface DeliveredEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /** The sandbox transport's mailbox, newest first: the messages as sent. Absent for a real relay. */
  delivered?(filter: { to?: string; limit: number }): DeliveredEmail[];
}

export interface EmailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/** SMTP when SMTP_URL is set; otherwise the outbox that staff read at /api/staff/outbox. */
export function createEmailSender(
  config: Pick<Config, 'smtpUrl' | 'productName' | 'marketingUrl'>,
  db: Database,
  log: EmailLog,
): EmailSender {
  if (!config.smtpUrl) return createSandboxEmailSender(db, log);
  const from = `${config.productName} <no-reply@${new URL(config.marketingUrl).hostname}>`;
  return createSmtpEmailSender(config.smtpUrl, from, db);
}
