import nodemailer from 'nodemailer';
import type { Database } from '../../db/database';
import type { EmailSender } from './index';
import { recordInOutbox } from './outbox';

/** Sends through the SMTP relay of SMTP_URL and keeps a copy in the outbox for staff. */
export function createSmtpEmailSender(smtpUrl: string, from: string, db: Database): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await recordInOutbox(db, message, new Date());
    },
  };
}
