import type {
  AddAuthorizedUserRequest,
  AuthorizedUserResource,
  UpdateAuthorizedUserRequest,
} from '@fathom/contract/authorized-users';
import { api } from '../../../lib/http/client';

export type Partner = AuthorizedUserResource;

/** GET /api/restify/authorized-users: the first (and only) item is the partner. */
export async function getPartner(): Promise<Partner | null> {
  const list = await api.get<Partner[]>('/restify/authorized-users', { handled: true });
  return list[0] ?? null;
}

export function addPartner(body: AddAuthorizedUserRequest): Promise<Partner> {
  return api.post<Partner>('/restify/authorized-users', body);
}

export function renamePartner(id: string, body: UpdateAuthorizedUserRequest): Promise<Partner> {
  return api.put<Partner>(`/restify/authorized-users/${encodeURIComponent(id)}`, body);
}

/** POST /api/restify/authorized-users/actions?action=delete-authorized-user */
export function removePartner(): Promise<null> {
  return api.post<null>('/restify/authorized-users/actions', undefined, {
    query: { action: 'delete-authorized-user' },
  });
}
