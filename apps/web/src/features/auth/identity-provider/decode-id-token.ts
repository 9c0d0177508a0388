import {
  type CheckedIdToken,
  ID_TOKEN_MISSING,
  ID_TOKEN_UNDECODABLE,
  IdTokenError,
} from '@fathom/domain/identity-token-checks';

function decodePart(part: string): Record<string, unknown> {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const value: unknown = JSON.parse(
    new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0))),
  );
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
  return value as Record<string, unknown>;
}

/** An ID token's header and claims, read (not verified) from its three base64url parts. */
export function decodeIdToken(token: string | undefined | null): CheckedIdToken {
  if (!token) throw new IdTokenError(ID_TOKEN_MISSING);
  const parts = token.split('.');
  if (parts.length !== 3) throw new IdTokenError(ID_TOKEN_UNDECODABLE);
  try {
    return { header: decodePart(parts[0] as string), claims: decodePart(parts[1] as string) };
  } catch {
    throw new IdTokenError(ID_TOKEN_UNDECODABLE);
  }
}
