export const SPLIT_USER_STORAGE_KEY = 'split_user';
export const ANALYTICS_ANONYMOUS_ID_KEY = 'ajs_anonymous_id';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The analytics library stores its anonymous id JSON-encoded (with quotes). */
function readAnonymousId(): string | null {
  const stored = readStorage(ANALYTICS_ANONYMOUS_ID_KEY);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'string' && parsed ? parsed : null;
  } catch {
    return stored;
  }
}

/** Precedence: ?split_user, then the stored split_user, then the analytics anonymous id, then the user uuid. */
export function resolveSplitUser(search: string, userUuid: string | null | undefined): string | null {
  const fromQuery = new URLSearchParams(search).get('split_user');
  return fromQuery || readStorage(SPLIT_USER_STORAGE_KEY) || readAnonymousId() || userUuid || null;
}
