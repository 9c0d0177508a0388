import type { Queryable } from '../../db/database';

/** A database that does not answer within the timeout counts as unavailable. */
export async function isDatabaseReachable(db: Queryable, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.query('SELECT 1 AS ok').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
