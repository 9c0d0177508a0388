import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@fathom/domain/languages';
import DataLoader from 'dataloader';
import type { Database, Queryable } from '../../db/database';
import { together } from '../../db/together';
import { type JobDefinition, type JobLog, type JobRun, runDetails } from '../../jobs/job-queue';
import type { EmailKind, EmailMessage, EmailOutbox, EmailSender, LocalisedEmail } from './index';
import {
  claimQueuedEmails,
  type EmailClaim,
  findAddressLanguage,
  findQueuedEmail,
  insertQueuedEmail,
  markEmailAttemptFailed,
  markEmailsSent,
  outboxReading,
  type QueuedEmail,
  renewEmailClaims,
} from './outbox-repository';

/**
 * A sent email's links that sign in or set a password (reset, welcome and partner links, support sign-in
 * links) carry a live token: the outbox keeps the email with the token replaced, so whoever reads the outbox
 * (staff, a database backup) cannot use them.
 */
export function withoutLiveLinks(text: string): string {
  return text.replace(/([?&;](?:token|loginToken|login_token)=)[^&\s"'<>]+/g, '$1[sent]');
}

/**
 * Whether a stored email was about a one-time link: it carried one (its token replaced when it was queued), or it
 * told the customer that support made one. A copy sent again would hold a dead link or speak of a link that is
 * gone; a live one must only ever come from asking for a new link.
 */
export function aboutOneTimeLink(stored: { text: string; html: string | null; kind: EmailKind }): boolean {
  if (stored.kind === 'sign-in-link-notice') return true;
  const redacted = /[?&;](?:token|loginToken|login_token)=\[sent\]/;
  return redacted.test(stored.text) || (stored.html !== null && redacted.test(stored.html));
}

/** The job that sends one queued message. */
export const SEND_EMAIL_JOB = 'send-email';

/** Retries of a message before it is flagged to staff: about an hour for most, most of a day for a destruction warning. */
export const EMAIL_RETRY_LIMIT = 6;
export const DESTRUCTION_WARNING_RETRY_LIMIT = 10;
export const EMAIL_RETRY_DELAY_SECONDS = 30;
/**
 * How many messages the e-mail job fetches, and sends, at once. A batch's last message may wait for the rest on the
 * relay's few connections: the batch is small enough for it to end within EMAIL_RUN_LIMIT_SECONDS even when every
 * send before it waits out the relay's timeout (outbox-batch-size.test.ts).
 */
export const EMAIL_BATCH_SIZE = 40;
/** How long one message's run may take before it fails (and is retried). */
export const EMAIL_RUN_LIMIT_SECONDS = 10 * 60;

/**
 * Seals a message with the server's key (AES-256-GCM), so that the live links it carries until it is sent are
 * never stored in clear; `open` answers null when the key is not the one it was sealed with.
 */
export function createSeal(key: Buffer) {
  if (key.length !== 32) throw new Error('The outbox key must be 32 bytes');
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64'))].join('.');
    },
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

/**
 * A localised e-mail written in its recipient's language: their account's (`users.language`), read in the
 * transaction that queues it (by the caller's statement that read the rest of what the e-mail says, or here), else
 * the one it names, else English (ADR 066).
 */
async function written(db: Queryable, email: LocalisedEmail): Promise<EmailMessage> {
  const stored = email.language !== undefined ? email.language : await findAddressLanguage(db, email.to);
  const language: Language = isLanguage(stored) ? stored : (email.otherwise ?? DEFAULT_LANGUAGE);
  return { to: email.to, ...email.write(language) };
}

export interface OutboxDeps {
  db: Database;
  sender: EmailSender;
  key: Buffer;
  now: () => Date;
  /** Adds the job that sends a message, in the transaction that queued it. */
  enqueue: (
    db: Queryable,
    name: string,
    data: Record<string, unknown>,
    options: { retryLimit: number },
  ) => Promise<void>;
  /** Counts a message handed to the relay by this process (the metrics' sent total). */
  onSent?: () => void;
  /** Where each message handed to the relay is logged (its id and run, never its address or subject). */
  log?: Pick<JobLog, 'info'>;
}

/**
 * Every email is a row of the outbox written in the transaction of the change that causes it, and a job, in
 * the same transaction, that sends it: a rolled-back change sends nothing, a committed one sends its message
 * at least once, retried with backoff, and flagged to staff (failed_at, and the job failed) when the retries
 * run out. No request waits for a mail relay.
 */
export function createOutbox(deps: OutboxDeps) {
  const seal = createSeal(deps.key);

  const queue: EmailOutbox['queue'] = async (db, toQueue, options = {}) => {
    const message = 'write' in toQueue ? await written(db, toQueue) : toQueue;
    const kind = options.kind ?? 'message';
    const text = withoutLiveLinks(message.text);
    const html = message.html === undefined ? null : withoutLiveLinks(message.html);
    const live = text !== message.text || (message.html !== undefined && html !== message.html);
    const id = randomUUID();
    // The row and the job that sends it, in one round trip on PostgreSQL: neither reads the other.
    await together([
      insertQueuedEmail(db, {
        id,
        to: message.to,
        subject: message.subject,
        text,
        html,
        sealed: live ? seal.seal(JSON.stringify({ text: message.text, html: message.html ?? null })) : null,
        kind,
      }),
      deps.enqueue(
        db,
        SEND_EMAIL_JOB,
        { outbox_id: id, to: message.to, subject: message.subject },
        {
          retryLimit: kind === 'destruction-warning' ? DESTRUCTION_WARNING_RETRY_LIMIT : EMAIL_RETRY_LIMIT,
        },
      ),
    ]);
    return id;
  };

  // The runs of a fetched batch go on together (its lanes resume from one answer): their claims, and their marks
  // as sent, asked for in one turn of the event loop go to the database as one statement each, not one a message.
  const claims = new DataLoader<EmailClaim & { until: Date }, QueuedEmail | null>(
    async (asked) => {
      const taken = await claimQueuedEmails(deps.db, asked);
      return asked.map(
        (claim) => taken.find((row) => row.id === claim.id && row.claim_id === claim.key) ?? null,
      );
    },
    { cache: false },
  );
  // A mark that finds the claim no longer its run's changes nothing, and its run has nothing more to do.
  const marks = new DataLoader<EmailClaim & { at: Date }, void>(
    async (asked) => {
      await markEmailsSent(deps.db, asked);
      return asked.map(() => undefined);
    },
    { cache: false },
  );

  /**
   * Sends one queued message as the run that holds its claim, unless it was sent already; a message another live
   * run holds, or that this run could no longer claim (its lease ran out first), is not sent here (an error: the job
   * is retried). A failure is thrown (to retry).
   */
  async function deliver(id: string, run: JobRun): Promise<'sent' | 'already sent'> {
    const claimKey = claimOf(run);
    const email = await claims.load({ id, key: claimKey, until: run.leaseEnds() });
    if (!email) {
      const found = await findQueuedEmail(deps.db, id);
      if (!found) throw new Error(`No queued email ${id}`);
      if (found.sent_at) return 'already sent';
      throw new Error(
        "Another run is sending this message, or this run's lease ran out before it claimed it",
      );
    }
    const opened = email.sealed_body === null ? null : seal.open(email.sealed_body);
    if (email.sealed_body !== null && opened === null) {
      throw new Error('The message was sealed with another key (set OUTBOX_KEY alike on every instance)');
    }
    const body = opened
      ? (JSON.parse(opened) as { text: string; html: string | null })
      : { text: email.text_body, html: email.html_body };
    await deps.sender.send({
      id: email.id,
      to: email.to_address,
      subject: email.subject,
      text: body.text,
      ...(body.html === null ? {} : { html: body.html }),
    });
    // Marked by the run that holds the claim, in the statement that releases it; a run whose claim lapsed meanwhile
    // (its worker stalled past the lease) leaves the mark to the run that took the message over, which sends it
    // again with the same Message-ID.
    await marks.load({ id, key: claimKey, at: deps.now() });
    deps.onSent?.();
    return 'sent';
  }

  async function recordFailure(
    id: string,
    error: unknown,
    failure: { last: boolean; claimKey: string | null },
  ) {
    const reason = error instanceof Error ? error.message : String(error);
    await markEmailAttemptFailed(deps.db, id, {
      error: reason,
      failedAt: failure.last ? deps.now() : null,
      claimKey: failure.claimKey,
    });
  }

  /** A run's claim on its message: the job and its attempt, so that a later attempt never passes for this one. */
  const claimOf = (run: JobRun) => `${run.id}:${run.attempt}`;

  /**
   * The job of each message. A fetched batch is sent all at once, so its claims, its marks as sent and its runs'
   * completions go as one statement each, where five lanes took a statement each in turn and, among busy requests,
   * waited for a connection every time; the SMTP transport's pool (SMTP_MAX_CONNECTIONS) sets how many reach the
   * relay at once. One failing never stops the rest.
   */
  const job: JobDefinition = {
    name: SEND_EMAIL_JOB,
    policy: 'standard',
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelaySeconds: EMAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: EMAIL_RUN_LIMIT_SECONDS,
    batchSize: EMAIL_BATCH_SIZE,
    concurrency: EMAIL_BATCH_SIZE,
    pollingIntervalSeconds: 1,
    async run(run) {
      const id = String(run.data.outbox_id);
      try {
        const outcome = await deliver(id, run);
        deps.log?.info({ ...runDetails(job, run), emailId: id, outcome }, 'email');
        return outcome;
      } catch (error) {
        // The last attempt's failure is recorded by onLastFailure, which the queue also calls for a run it took over.
        if (!run.lastAttempt) await recordFailure(id, error, { last: false, claimKey: claimOf(run) });
        throw error;
      }
    },
    async onLastFailure(run, error) {
      await recordFailure(String(run.data.outbox_id), error, { last: true, claimKey: claimOf(run) });
    },
    async renew(runs) {
      await renewEmailClaims(
        deps.db,
        runs.map((run) => ({ id: String(run.data.outbox_id), key: claimOf(run), until: run.leaseEnds() })),
      );
    },
  };

  /** How the outbox stands now, for the operator's metrics. */
  const reading = () => outboxReading(deps.db);

  return { queue, job, reading };
}

export type Outbox = ReturnType<typeof createOutbox>;
