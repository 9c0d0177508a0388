import { randomBytes } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';

/** The password hash of an account whose owner has not chosen a password yet: it matches no password. */
export const NO_PASSWORD = '!';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, for emails without an account, so timing does not reveal them. */
  verifyNobody(password: string): Promise<void>;
}

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (also the library's defaults, where argon2id is the algorithm). */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The argon2 functions used: the library's, or a recording wrapper around them in tests. */
export type Argon2 = Pick<typeof argon2, 'hash' | 'verify'>;

export function createPasswordHasher({ hash, verify }: Argon2 = argon2): PasswordHasher {
  let nobodyHash: Promise<string> | undefined;
  const verifyHash = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must fail the login, not the request.
      return false;
    }
  };
  return {
    hash: (password) => hash(password, argon2Options),
    verify: verifyHash,
    async verifyNobody(password) {
      nobodyHash ??= hash(randomBytes(24).toString('base64url'), argon2Options);
      await verifyHash(await nobodyHash, password);
    },
  };
}
