import type { Database } from '../../db/database';
import type { EmailLog, EmailSender } from './index';
import { recordInOutbox } from './outbox';

/**
 * Delivers into the outbox table instead of a mail relay. The log line names the recipient and
 * subject only: bodies carry sign-in and reset links.
 */
export function createSandboxEmailSender(db: Database, log: EmailLog): EmailSender {
  return {
    async send(message) {
      await recordInOutbox(db, message, null);
      log.info({ to: message.to, subject: message.subject }, 'email written to the outbox');
    },
  };
}
