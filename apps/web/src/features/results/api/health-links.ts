import type { CreateHealthLinkRequest, HealthLinkResource } from '@fathom/contract/health-links';
import { api } from '../../../lib/http/client';

export type HealthLink = HealthLinkResource;

/** POST /api/restify/health-links: a SMART Health Link to a result's FHIR record; its URL and QR code come once. */
export function createHealthLink(body: CreateHealthLinkRequest): Promise<HealthLink> {
  return api.post<HealthLink>('/restify/health-links', body);
}

export function getHealthLinks(): Promise<HealthLink[]> {
  return api.get<HealthLink[]>('/restify/health-links', { handled: true });
}

export function turnOffHealthLink(id: string): Promise<null> {
  return api.delete<null>(`/restify/health-links/${encodeURIComponent(id)}`);
}
