import { createHash, randomBytes } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export { DEV_CLIENT_ID, devIssuer } from '../config/config-defaults';

/** The development provider's signing key, made at start-up (each instance its own: for development only). */
export async function createDevProviderKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const jwks = { keys: [jwk] };
  return {
    jwks,
    localKeySet: createLocalJWKSet(jwks),
    sign: (
      claims: Record<string, unknown>,
      options: { issuer: string; audience: string; subject: string; now: Date; lifetimeSeconds: number },
    ) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer)
        .setAudience(options.audience)
        .setSubject(options.subject)
        .setIssuedAt(Math.floor(options.now.getTime() / 1000))
        .setExpirationTime(Math.floor(options.now.getTime() / 1000) + options.lifetimeSeconds)
        .sign(privateKey),
  };
}
export type DevProviderKeys = Awaited<ReturnType<typeof createDevProviderKeys>>;

/** PKCE S256: the challenge is the verifier's SHA-256, base64url. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
