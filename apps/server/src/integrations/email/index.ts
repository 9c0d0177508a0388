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
