/**
 * Statements of one transaction that do not depend on one another, started by the caller and awaited together.
 * On PostgreSQL a transaction's connection runs in pipeline mode, so statements started before the first answer
 * is back are written one behind the other and answered in one round trip; PGlite runs them one after another.
 * They run in no set order: use this only for statements none of which reads what another writes.
 *
 * Every statement ends before this does, even when one fails (then the first failure is thrown): a statement
 * still under way when its transaction's callback failed could otherwise run after the rollback, on its own.
 */
export async function together<T extends readonly unknown[]>(
  statements: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const outcomes = await Promise.allSettled(statements);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
