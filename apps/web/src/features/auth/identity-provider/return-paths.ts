import type { AppConfig } from '../../../lib/config';

/** A failed return from the provider lands on the configured error path, else the root. */
export function providerReturnFailedPath(provider: AppConfig['identityProvider']): string {
  const path = provider.errorPath;
  return path?.startsWith('/') && !path.startsWith('//') ? path : '/';
}
