/** Builds links without the DOM's URL class, so the rules compile and run anywhere. */

export type QueryValue = string | number | boolean | null | undefined;

/** Encodes query parameters in order; null and undefined values are left out, arrays repeat the name. */
export function queryString(params: Readonly<Record<string, QueryValue | readonly QueryValue[]>>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) {
        pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(item))}`);
      }
    }
  }
  return pairs.join('&');
}

/** Appends query parameters to an address, keeping any query and #anchor it already has. */
export function withQuery(
  address: string,
  params: Readonly<Record<string, QueryValue | readonly QueryValue[]>>,
): string {
  const hashAt = address.indexOf('#');
  const beforeHash = hashAt === -1 ? address : address.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : address.slice(hashAt);
  const query = queryString(params);
  if (!query) return address;
  const separator = beforeHash.includes('?')
    ? beforeHash.endsWith('?') || beforeHash.endsWith('&')
      ? ''
      : '&'
    : '?';
  return `${beforeHash}${separator}${query}${hash}`;
}

/** Joins a base address and a path with exactly one slash between them. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
