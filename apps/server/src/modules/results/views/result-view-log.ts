import type { Queryable } from '../../../db/database';
import type { AuthContext, AuthUser } from '../../../platform/auth-context';
import { type ResultView, type ResultViewer, recordResultViews } from './result-view-repository';

export type { ResultView, ResultViewChannel, ResultViewer } from './result-view-repository';

/** Who a signed-in reader is to the results they open. */
export function viewerOf(user: AuthUser): Exclude<ResultViewer, 'shared_link'> {
  if (user.role === 'staff') return 'staff';
  return user.role === 'authorized_user' ? 'partner' : 'owner';
}

/**
 * Who a read of a result is written down as: the signed-in reader, or, while support views as the customer, the
 * staff member and their role (the customer sees "Fathom staff (support)"), never the customer themselves.
 */
export function readerOf(auth: AuthContext): Pick<ResultView, 'viewer' | 'viewerUserId' | 'viewerStaffRole'> {
  if (auth.viewAs) {
    return {
      viewer: 'staff',
      viewerUserId: auth.viewAs.staff.id,
      viewerStaffRole: auth.viewAs.staff.staffRole,
    };
  }
  return { viewer: viewerOf(auth.user), viewerUserId: auth.user.id };
}

/** Every read of a result is written down, so its owner can see who looked and when. */
export async function recordResultView(db: Queryable, view: ResultView): Promise<void> {
  await recordResultViews(db, [view]);
}

export interface ResultViewRecorder {
  /**
   * Records a read. Someone else's read of the owner's results (the partner's, the lab's) resolves once it is
   * written, so nobody reads a result the owner cannot see they read. The owner's own read resolves once it
   * is queued, and is written just after the answer (at once if the queue is long: then it waits as others do).
   */
  record(view: ResultView): Promise<void>;
  /** Resolves once every read recorded before the call is written (or given up after its retries). */
  settled(): Promise<void>;
  /** Writes what is queued and what waits for a retry (one more attempt); later reads are written at once. */
  close(): Promise<void>;
}

export interface ResultViewRecorderOptions {
  /** Reads in one statement at most. */
  maxBatch?: number;
  /** Past this many queued reads, the owner's reads wait for their write too. */
  maxQueued?: number;
  /** The pauses before each retry of a failed batch of reads nobody waits for; past the last, it is given up. */
  retryDelaysMs?: readonly number[];
  /** Told of a batch that failed, and of reads given up (never silently). */
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

interface Entry {
  view: ResultView;
  seq: number;
  attempts: number;
  /** Set when a request waits for this read's write. */
  waiter?: { done: () => void; failed: (error: unknown) => void };
}

/**
 * Group commit for the reads of results, the busiest write of the portal: the reads of one turn of the event
 * loop go in one statement, and while it is on its way, the reads arriving meanwhile wait and go together in
 * the next, so under load each costs a fraction of a round trip; alone, a read is written after that one
 * turn. On the embedded database, whose statements hold the event loop while they run, waiting for the turn
 * took 50 connections' result reads from 1,905 to 10,585 a second. The owner's own reads are written after
 * their answer (ADR 038): on PostgreSQL that took 50 connections' reads of one result from about 6,500 to
 * about 13,000 a second. A failed batch fails the requests waiting for it; the owner's reads in it are retried.
 */
export function createResultViewRecorder(
  db: Queryable,
  options: ResultViewRecorderOptions,
): ResultViewRecorder {
  const maxBatch = options.maxBatch ?? 200;
  const maxQueued = options.maxQueued ?? 2_000;
  const retryDelaysMs = options.retryDelaysMs ?? [1_000, 5_000, 30_000];
  let queue: Entry[] = [];
  let writing: Promise<void> | null = null;
  let nextSeq = 0;
  let closed = false;
  let settledWaiters: { upTo: number; resolve: () => void }[] = [];
  /** Every read not yet written nor given up (queued, on its way, or waiting for a retry), oldest first. */
  const pending = new Set<Entry>();
  /** The reads of failed batches, by the timer of their retry. */
  const retries = new Map<NodeJS.Timeout, Entry[]>();

  const wakeSettled = () => {
    if (settledWaiters.length === 0) return;
    const lowest = pending.values().next().value?.seq ?? Number.POSITIVE_INFINITY;
    const woken = settledWaiters.filter((waiter) => waiter.upTo < lowest);
    settledWaiters = settledWaiters.filter((waiter) => waiter.upTo >= lowest);
    for (const waiter of woken) waiter.resolve();
  };

  const retryLater = (entries: Entry[], error: unknown) => {
    const given = entries.filter((entry) => closed || entry.attempts > retryDelaysMs.length);
    const kept = entries.filter((entry) => !given.includes(entry));
    for (const entry of given) pending.delete(entry);
    if (given.length > 0) {
      options.log.error({ err: error, reads: given.length }, 'Reads of results could not be recorded');
    }
    if (kept.length === 0) return;
    const delay = retryDelaysMs[Math.min(...kept.map((entry) => entry.attempts)) - 1] ?? 0;
    const timer = setTimeout(() => {
      retries.delete(timer);
      requeue(kept);
    }, delay);
    retries.set(timer, kept);
  };

  const requeue = (entries: Entry[]) => {
    queue = [...entries, ...queue];
    startWriting();
  };

  const writeBatches = async () => {
    while (queue.length > 0) {
      // One turn of the event loop first: the requests it has already received join this statement.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      for (const entry of batch) entry.attempts += 1;
      try {
        await recordResultViews(
          db,
          batch.map((entry) => entry.view),
        );
        for (const entry of batch) {
          pending.delete(entry);
          entry.waiter?.done();
        }
      } catch (error) {
        for (const entry of batch.filter((entry) => entry.waiter)) {
          pending.delete(entry);
          entry.waiter?.failed(error);
        }
        const unwaited = batch.filter((entry) => !entry.waiter);
        if (unwaited.length > 0) {
          options.log.warn(
            { err: error, reads: unwaited.length },
            'Recording reads of results failed; retrying',
          );
        }
        retryLater(unwaited, error);
      }
      wakeSettled();
    }
  };

  const startWriting = () => {
    if (writing) return;
    writing = writeBatches().finally(() => {
      writing = null;
      // A batch put back for a retry while this one was finishing starts its own run.
      if (queue.length > 0) startWriting();
      wakeSettled();
    });
  };

  return {
    record(view) {
      if (closed) return recordResultView(db, view);
      const entry: Entry = { view, seq: nextSeq++, attempts: 0 };
      const waits = view.viewer !== 'owner' || pending.size >= maxQueued;
      const written = waits
        ? new Promise<void>((done, failed) => {
            entry.waiter = { done, failed };
          })
        : Promise.resolve();
      pending.add(entry);
      queue.push(entry);
      startWriting();
      return written;
    },
    settled() {
      if (pending.size === 0) return Promise.resolve();
      const upTo = nextSeq - 1;
      return new Promise<void>((resolve) => settledWaiters.push({ upTo, resolve }));
    },
    async close() {
      closed = true;
      // Retries waiting for their pause go now, once: whatever fails then is logged as given up.
      for (const [timer, entries] of retries) {
        clearTimeout(timer);
        requeue(entries);
      }
      retries.clear();
      while (writing) await writing;
    },
  };
}
