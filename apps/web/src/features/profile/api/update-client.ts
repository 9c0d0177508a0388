import type { ClientResource, ClientUpdateRequest } from '@fathom/contract/user';
import { api } from '../../../lib/http/client';

/** PUT /api/restify/clients/{id}: contact details kept on the client record. */
export function updateClient(clientId: string, body: ClientUpdateRequest): Promise<ClientResource> {
  return api.put<ClientResource>(`/restify/clients/${encodeURIComponent(clientId)}`, body);
}
