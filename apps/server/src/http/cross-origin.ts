/**
 * Where the API answers pages of other sites, read from the browser: the SMART Health Links a clinic's viewer opens
 * (ADR 046), for any origin and never with credentials. The rest of the API answers no other site.
 */
export const CROSS_ORIGIN_PREFIXES = { healthLinks: '/api/shl', healthLinkFiles: '/api/shl-files' } as const;

/** True for a path under one of the prefixes other sites read. */
export function isReadFromOtherSites(path: string): boolean {
  return Object.values(CROSS_ORIGIN_PREFIXES).some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
