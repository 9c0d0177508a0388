import type { DocumentResource, SignDocumentRequest } from '@fathom/contract/documents';
import { api } from '../../../lib/http/client';

export type AgreementDocument = DocumentResource;

/** GET /api/restify/documents?step=6,29,30: the account's agreements. */
export function getDocuments(): Promise<AgreementDocument[]> {
  return api.get<AgreementDocument[]>('/restify/documents', { query: { step: '6,29,30' }, handled: true });
}

/** POST /api/restify/documents/{step}/sign: the form shows the field messages of a refusal itself. */
export function signDocument(step: number, legalName: string, agreed: boolean): Promise<AgreementDocument> {
  const body: SignDocumentRequest = { legal_name: legalName, agreed };
  return api.post<AgreementDocument>(`/restify/documents/${step}/sign`, body, { handled: true });
}

/** The signed PDF, downloaded with the session cookie. */
export function signedPdfUrl(step: number): string {
  return `/api/restify/documents/${step}/pdf`;
}
