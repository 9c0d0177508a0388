import { authMessages } from '@fathom/contract/auth';
import type { ClientResource, ClientUpdateRequest } from '@fathom/contract/user';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { isUuid } from '../../../http/uuid';
import type { AuthUser } from '../../../platform/auth-context';
import { clientExists, findClientView, updateClientContact } from './client-repository';
import { toClientResource } from './client-resource';

/** The client with its recommendations, in the reader's language. */
export async function loadClientResource(
  db: Queryable,
  clientId: string,
  language: Language,
): Promise<ClientResource | null> {
  const client = await findClientView(db, clientId);
  return client ? toClientResource(client, language) : null;
}

/** A customer edits their own client's contact details; an authorized user only reads them. */
export async function updateOwnClient(
  db: Queryable,
  user: AuthUser,
  clientId: string,
  changes: ClientUpdateRequest,
  now: Date,
  language: Language,
): Promise<ClientResource> {
  if (!isUuid(clientId) || !(await clientExists(db, clientId)))
    throw new DomainError('not_found', 'Not found.');
  if (user.role !== 'client' || user.clientId !== clientId)
    throw new DomainError('forbidden', authMessages.forbidden);
  await updateClientContact(db, clientId, changes, now);
  const updated = await loadClientResource(db, clientId, language);
  if (!updated) throw new DomainError('not_found', 'Not found.');
  return updated;
}
