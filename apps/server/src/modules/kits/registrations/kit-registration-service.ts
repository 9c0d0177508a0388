import { msg } from '@lingui/core/macro';
import type { Config } from '../../../config/config';
import type { Database, Transaction } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { isUuid } from '../../../http/uuid';
import type { EmailOutbox } from '../../../integrations/email/index';
import { issueSession } from '../../auth';
import {
  findKitOwnerByCode,
  findKitOwnerByOrder,
  findKitRegistrations,
  findKitToRegister,
  type KitOwner,
  registerKit,
} from './kit-registration-repository';
import { kitSignInEmail } from './kit-sign-in-email';

/** Never says whether the kit, the order number or the date was wrong. */
export const NOT_VERIFIED = msg`We could not verify these details. Check them and try again.`;

/** A kit's details register it once: afterwards its owner signs in with the password. */
export const ALREADY_REGISTERED = msg`This kit is already registered. Sign in with your email and password to see it.`;

/**
 * Told of each kit registered, in the registration's transaction: what follows from it (the lab's order, results
 * that arrived before it) is written with it or not at all.
 */
export type KitRegisteredHook = (tx: Transaction, itemId: string) => Promise<void>;

const nothingFollows: KitRegisteredHook = async () => {};

/** What a kit's details answer: a limited session for the kit just registered, or why not. */
export type KitSignIn =
  | { outcome: 'signed_in'; token: string; email: string; itemId: string }
  | { outcome: 'already_registered' }
  | { outcome: 'not_verified' };

/**
 * A kit's details register it once. The first time, when the owner's date of birth matches, the kit is
 * registered and a limited session opened: it reaches this kit's registration and order details until the
 * password is given (ADR 023). A registered kit's details never open a session again, and say so before the
 * date is even compared, so they never tell whether a date of birth is right. In the caller's transaction.
 */
async function registerAndSignIn(
  tx: Transaction,
  owner: KitOwner | undefined,
  dateOfBirth: string,
  method: 'qr_code' | 'po_number',
  now: Date,
  onRegistered: KitRegisteredHook,
): Promise<KitSignIn> {
  if (owner?.registered) return { outcome: 'already_registered' };
  if (!owner?.user_id || !owner.email || !owner.date_of_birth || owner.date_of_birth !== dateOfBirth) {
    return { outcome: 'not_verified' };
  }
  const { user_id: userId, email } = owner;
  if (!(await registerKit(tx, owner.item_id, owner.client_id, method, now))) {
    return { outcome: 'already_registered' } as const;
  }
  await onRegistered(tx, owner.item_id);
  const session = await issueSession(tx, {
    userId,
    kind: 'kit',
    disableTrackEvents: false,
    now,
    kitItemId: owner.item_id,
  });
  return { outcome: 'signed_in', token: session.token, email, itemId: owner.item_id } as const;
}

/** A kit's code (its QR code) and its owner's date of birth, in the caller's transaction. */
export async function verifyKitOwner(
  tx: Transaction,
  identifier: string,
  dateOfBirth: string,
  now: Date,
  onRegistered: KitRegisteredHook = nothingFollows,
): Promise<KitSignIn> {
  const owner = await findKitOwnerByCode(tx, identifier);
  return registerAndSignIn(tx, owner, dateOfBirth, 'qr_code', now, onRegistered);
}

/**
 * A kit's reference (from its email), the order number printed on it, and its owner's date of birth, in the
 * caller's transaction.
 */
export async function verifyKitByOrder(
  tx: Transaction,
  itemId: string,
  details: { poNumber: string; dateOfBirth: string },
  now: Date,
  onRegistered: KitRegisteredHook = nothingFollows,
): Promise<KitSignIn> {
  const owner = await findKitOwnerByOrder(tx, itemId, details.poNumber.trim());
  return registerAndSignIn(tx, owner, details.dateOfBirth, 'po_number', now, onRegistered);
}

export interface KitSignInDeps {
  db: Database;
  outbox: EmailOutbox;
  now: () => Date;
  config: Pick<Config, 'productName' | 'publicUrl'>;
  onKitRegistered: KitRegisteredHook;
}

/**
 * A kit's details tried, in one transaction: the owner found, the kit registered with what follows from it, the
 * limited session opened, and the email telling the owner of it queued, or nothing written.
 */
function signInWithKit(
  deps: KitSignInDeps,
  verify: (tx: Transaction) => Promise<KitSignIn>,
): Promise<KitSignIn> {
  return deps.db.transaction(async (tx) => {
    const outcome = await verify(tx);
    if (outcome.outcome === 'signed_in') await deps.outbox.queue(tx, kitSignInEmail(deps, outcome.email));
    return outcome;
  });
}

/** The kit's QR code and its owner's date of birth register the kit and sign its owner in (ADR 023). */
export function signInWithKitCode(
  deps: KitSignInDeps,
  identifier: string,
  dateOfBirth: string,
): Promise<KitSignIn> {
  return signInWithKit(deps, (tx) =>
    verifyKitOwner(tx, identifier, dateOfBirth, deps.now(), deps.onKitRegistered),
  );
}

/** The kit's reference, its order number and its owner's date of birth register the kit and sign its owner in. */
export function signInWithKitOrder(
  deps: KitSignInDeps,
  itemId: string,
  details: { poNumber: string; dateOfBirth: string },
): Promise<KitSignIn> {
  return signInWithKit(deps, async (tx) =>
    isUuid(itemId)
      ? verifyKitByOrder(tx, itemId, details, deps.now(), deps.onKitRegistered)
      : { outcome: 'not_verified' },
  );
}

/**
 * A signed-in customer registers one of their own kits by its order number: the order's first kit not
 * registered yet, so an order of several kits registers each in turn.
 */
export async function registerKitByPoNumber(
  db: Database,
  clientId: string,
  poNumber: string,
  now: Date,
  onRegistered: KitRegisteredHook = nothingFollows,
) {
  const itemId = await findKitToRegister(db, clientId, poNumber.trim());
  if (!itemId) throw new DomainError('invalid', NOT_VERIFIED, { po_number: [NOT_VERIFIED] });
  await db.transaction(async (tx) => {
    if (await registerKit(tx, itemId, clientId, 'po_number', now)) await onRegistered(tx, itemId);
  });
  return { item_uuid: itemId };
}

export async function listKitRegistrations(db: Database, clientId: string) {
  const { registered: rows, unregistered } = await findKitRegistrations(db, clientId);
  return {
    data: rows.map((row) => ({
      id: row.item_id,
      type: 'kit-registrations' as const,
      attributes: {
        title: row.title,
        product_key: row.product_key,
        method: row.method,
        registered_at: new Date(row.registered_at).toISOString(),
      },
    })),
    meta: { registered: rows.length, unregistered },
  };
}
