/** A console list's page as the query asks it (25 rows unless told), and the meta its answer carries. */
const DEFAULT_PER_PAGE = 25;

export function pageOf(query: { page?: number; per_page?: number }) {
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const page = query.page ?? 1;
  return { perPage, page, limit: perPage, offset: (page - 1) * perPage };
}

export function listMeta(page: { page: number; perPage: number }, total: number) {
  return {
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.perPage)),
    per_page: page.perPage,
    total,
  };
}
