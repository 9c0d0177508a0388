import type {
  CreateShareLinkRequest,
  PublicResultResponse,
  ResultViewResource,
  ShareLinkResource,
} from '@fathom/contract/results';
import type { StiReportResource } from '@fathom/contract/sti-results';
import { api } from '../../../lib/http/client';

export type ShareLink = ShareLinkResource;
export type ResultView = ResultViewResource;
export type StiReport = StiReportResource;

export const resultReportUrl = (resultId: string) =>
  `/api/restify/result-documents/${encodeURIComponent(resultId)}/report`;

/** The analysis as a FHIR R4 record (application/fhir+json) that a clinic's system reads. */
export const fhirRecordUrl = (resultId: string) => `/api/fhir/analyses/${encodeURIComponent(resultId)}`;

/** An STI panel as a FHIR R4 record. */
export const stiFhirRecordUrl = (itemId: string) => `/api/fhir/sti-panels/${encodeURIComponent(itemId)}`;

export function createShareLink(resultId: string): Promise<ShareLink> {
  const body: CreateShareLinkRequest = { result_document_id: resultId };
  return api.post<ShareLink>('/restify/result-share-links', body);
}

export function getShareLinks(): Promise<ShareLink[]> {
  return api.get<ShareLink[]>('/restify/result-share-links', { handled: true });
}

export function revokeShareLink(id: string): Promise<null> {
  return api.delete<null>(`/restify/result-share-links/${encodeURIComponent(id)}`);
}

export function getResultViews(): Promise<ResultView[]> {
  return api.get<ResultView[]>('/restify/result-views', { handled: true });
}

/** GET /api/public-results/{id}: a result its owner shared; no sign-in. */
export function getPublicResult(token: string): Promise<PublicResultResponse['data']> {
  return api.get<PublicResultResponse['data']>(`/public-results/${encodeURIComponent(token)}`, {
    handled: true,
  });
}

/** GET /api/restify/sti-results/{item}: the STI panel as its owner may see it. */
export function getStiReport(itemId: string): Promise<StiReport> {
  return api.get<StiReport>(`/restify/sti-results/${encodeURIComponent(itemId)}`, { handled: true });
}
