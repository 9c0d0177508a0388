/** A request's path, its query left out (`/api/shl/abc?x=1` → `/api/shl/abc`). */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}
