import type { Database } from '../../../db/database';
import { type BookingOutcome, bookCall } from './results-call-repository';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Books a results call in a transaction of its own: refused when the customer has an upcoming call, or when another
 * customer took the slot first (the unique index refuses the second insert, and nothing of this booking is kept).
 */
export async function bookResultsCall(
  db: Database,
  booking: { clientId: string; userId: string; startsAt: Date; source: string },
  now: Date,
): Promise<BookingOutcome> {
  try {
    return await db.transaction((tx) => bookCall(tx, booking, now));
  } catch (error) {
    if (isUniqueViolation(error)) return { refused: 'taken' };
    throw error;
  }
}
