import type { ProfileUpdateRequest, UserResource } from '@fathom/contract/user';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { type LanguageHints, readerLanguage } from '../../../i18n/reader-language';
import { updateSignInProfile } from '../../auth';
import { loadClientResource } from '../clients/client-service';
import { findUserProfile, type UserProfile } from './profile-repository';
import { toParentUser, toUserResource } from './user-resource';

/**
 * The signed-in user with their client and, for an authorized user, the parent user and the parent's client; the
 * clinic's recommendations in the user's language (their profile's, else the request's).
 */
export async function loadUserResource(
  db: Queryable,
  userId: string,
  reader: LanguageHints,
): Promise<UserResource> {
  const user = await findUserProfile(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Unauthenticated.');
  return userResourceOf(db, user, readerLanguage(reader, user.language));
}

/**
 * The same for a user already read (the signed-in user of the request's session), saving a round trip: the
 * client, its recommendations and the parent user are read in parallel.
 */
export async function userResourceOf(
  db: Queryable,
  user: UserProfile & { parentClientId?: string | null },
  /** The reader's language (readerLanguage), for the clinic's recommendations. */
  language: Language,
): Promise<UserResource> {
  const [client, parent, knownParentClient] = await Promise.all([
    user.clientId ? loadClientResource(db, user.clientId, language) : null,
    user.parentUserId ? findUserProfile(db, user.parentUserId) : null,
    user.parentClientId ? loadClientResource(db, user.parentClientId, language) : null,
  ]);
  const parentClient =
    knownParentClient ?? (parent?.clientId ? await loadClientResource(db, parent.clientId, language) : null);
  return toUserResource(user, { client, parentUser: parent ? toParentUser(parent, parentClient) : null });
}

/**
 * The user without their client or partner: what a half-finished sign-in (one-time password still
 * due) may see, which is enough for the browser to ask for the code.
 */
export async function loadUserSummary(db: Queryable, userId: string): Promise<UserResource> {
  const user = await findUserProfile(db, userId);
  if (!user) throw new DomainError('unauthenticated', 'Unauthenticated.');
  return toUserResource(user, { client: null, parentUser: null });
}

export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: ProfileUpdateRequest,
  now: Date,
  reader: LanguageHints,
): Promise<UserResource> {
  await updateSignInProfile(db, userId, changes, now);
  return loadUserResource(db, userId, reader);
}
