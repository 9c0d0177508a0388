import type { BuiltInIdentityProvider } from '../modules/auth/provider-tokens';
import { createDevProviderKeys } from './dev-provider-keys';
import { registerDevIdentityProvider } from './routes';

/**
 * The development identity provider (OpenID Connect with PKCE on the portal's own accounts), which the server
 * serves itself when no OIDC_ISSUER is configured: new signing keys at each start, known to the token verifier
 * directly.
 */
export const devIdentityProvider: BuiltInIdentityProvider = async (app, deps) => {
  const keys = await createDevProviderKeys();
  const provider = registerDevIdentityProvider(app, { ...deps, keys });
  return { keys: keys.localKeySet, isSessionEnded: provider.isSessionEnded };
};
