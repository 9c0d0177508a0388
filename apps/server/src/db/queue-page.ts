import { containsPattern } from './contains-pattern';

/** A page of one of the console's queues: where it starts, which way its date runs, and what narrows it. */
export interface QueuePage {
  limit: number;
  offset: number;
  newestFirst: boolean;
  /** The text that narrows the queue (a kit id, a client number, part of a name), or null for all. */
  q: string | null;
}

export const orderWord = (page: QueuePage): 'ASC' | 'DESC' => (page.newestFirst ? 'DESC' : 'ASC');

/**
 * The narrowing text as a queue's query takes it, its two parameters: the text itself (an id compared whole) and
 * a lower-case pattern that finds it anywhere (part of a name).
 */
export const narrowing = (page: QueuePage): [string | null, string | null] => [
  page.q,
  page.q === null ? null : containsPattern(page.q.toLowerCase()),
];
