/** A console list's page as the query asks it (25 rows unless told), and the meta its answer carries. */
const DEFAULT_PER_PAGE = 25;

export function pageOf(query: { page?: number; per_page?: number }) {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  return { perPage, page, limit: perPage, offset: (page - 1) * perPage };
}

/** `counted`: a total counted only up to a limit (`countedUpTo`) says so, and is at least that many. */
export function listMeta(
  page: { page: number; perPage: number },
  total: number,
  counted?: { atLeast: boolean },
) {
  return {
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    per_page: page.perPage,
    total,
    ...(counted?.atLeast && { total_at_least: true }),
  };
}

/**
 * How far a list that grows without end (the audit log) is counted: to 10,000 rows past the page asked for, so a
 * page costs the same with a thousand rows or ten million, and the pages ahead are always reachable.
 */
export const countedUpTo = (page: { offset: number }) => page.offset + 10_000;

/**
 * A queue's page as its query asks it: `per_page` (else the older `limit`), its date's direction (`sort=date` or
 * `-date`, else the queue's own), and the text that narrows it.
 */
export function queueOf(
  query: { page?: number; per_page?: number; limit?: number; sort?: 'date' | '-date'; q?: string },
  newestFirstUnlessTold: boolean,
) {
  return {
    ...pageOf({ page: query.page, per_page: query.per_page ?? query.limit }),
    newestFirst: query.sort === undefined ? newestFirstUnlessTold : query.sort === '-date',
    q: query.q?.trim() ? query.q.trim() : null,
  };
}
