import type { DeliveredEmail, EmailLog, EmailSender } from './index';

/** How many delivered messages the sandbox keeps in memory, newest kept. */
const MAILBOX_SIZE = 1_000;

/**
 * Delivers to this process's memory instead of a mail relay: the sandbox's mailbox keeps the messages as
 * sent, links included, which development and tests read (GET /api/staff/sandbox-mailbox) as a customer
 * reads their inbox. The log line names the recipient and subject only: bodies carry sign-in and reset links.
 */
export function createSandboxEmailSender(log: EmailLog): EmailSender {
  const mailbox: DeliveredEmail[] = [];
  return {
    async send(message) {
      mailbox.push({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        created_at: new Date().toISOString(),
      });
      if (mailbox.length > MAILBOX_SIZE) mailbox.splice(0, mailbox.length - MAILBOX_SIZE);
      log.info({ to: message.to, subject: message.subject }, 'email delivered to the sandbox mailbox');
    },
    delivered({ to, limit }) {
      const wanted = to?.toLowerCase();
      return mailbox
        .filter((email) => wanted === undefined || email.to.toLowerCase() === wanted)
        .slice(-limit)
        .reverse();
    },
  };
}
