import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../db/database';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What an e-mail says: its subject, its text, and its HTML if it has one. */
export type EmailContent = Omit<EmailMessage, 'to'>;

/**
 * An e-mail to a customer, written in their language: the outbox reads the language of the address's account
 * (`users.language`) in the transaction that queues it, and writes the e-mail in it (ADR 066).
 */
export interface LocalisedEmail {
  to: string;
  /** The e-mail in the language: the recipient's, else `otherwise`, else English. */
  write(language: Language): EmailContent;
  /** The language when the address has no account, or its account no language (someone who asked on its behalf). */
  otherwise?: Language | null;
  /**
   * The recipient's language (null: none chosen), when the statement that read the rest of the e-mail read it too,
   * in the same transaction: the outbox then does not read it again (a round trip less on a counted path).
   */
  language?: Language | null;
}

/** A message as it was delivered, links included. */
export interface DeliveredEmail {
  /** The outbox row's id, of which its Message-ID is made. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

/** A message as the outbox hands it to the transport. */
export interface OutgoingEmail extends EmailMessage {
  /**
   * The outbox row's id, the same on every resend of the message: the transport makes its Message-ID of it, so a
   * mail system that was given the message already drops a resend.
   */
  id: string;
}

/** The transport that delivers a message now: the SMTP relay, or the sandbox's mailbox. Only the outbox's job calls it. */
export interface EmailSender {
  send(message: OutgoingEmail): Promise<void>;
  /** The sandbox transport's mailbox, newest first: the messages as sent. Absent for a real relay. */
  delivered?(filter: { to?: string; limit: number }): DeliveredEmail[];
  /** Closes the relay's kept connections (when the server stops). */
  close?(): Promise<void>;
}

/**
 * What kind of message: a destruction warning is retried for longer than the others before it is flagged to
 * staff; a sign-in link notice (telling a customer that support made them a one-time link) is never sent again.
 */
export type EmailKind = 'message' | 'destruction-warning' | 'sign-in-link-notice';

/** How the rooms send email: queued in their own transaction, delivered afterwards by a job with retries. */
export interface EmailOutbox {
  /**
   * Answers the queued message's id (its outbox row). A message written already (to the clinic's staff, a copy
   * sent again) is queued as it is; a localised one in its recipient's language, read in `db`'s transaction.
   */
  queue(
    db: Queryable,
    message: EmailMessage | LocalisedEmail,
    options?: { kind?: EmailKind },
  ): Promise<string>;
}

export interface EmailLog {
  info(details: Record<string, unknown>, message: string): void;
}
