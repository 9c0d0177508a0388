import { api } from '../../../lib/http/client';

export interface AgreementDocument {
  id: string;
  attributes: {
    step: number;
    title: string;
    version: string;
    paragraphs: string[];
    status: 'to_sign' | 'signed';
    signed_name: string | null;
    signed_at: string | null;
  };
}

/** GET /api/restify/documents?step=6,29,30: the account's agreements. */
export function getDocuments(): Promise<AgreementDocument[]> {
  return api.get<AgreementDocument[]>('/restify/documents', { query: { step: '6,29,30' }, handled: true });
}

/** POST /api/restify/documents/{step}/sign: the form shows the field messages of a refusal itself. */
export function signDocument(step: number, legalName: string, agreed: boolean): Promise<AgreementDocument> {
  return api.post<AgreementDocument>(
    `/restify/documents/${step}/sign`,
    { legal_name: legalName, agreed },
    { handled: true },
  );
}

/** The signed PDF, downloaded with the session cookie. */
export function signedPdfUrl(step: number): string {
  return `/api/restify/documents/${step}/pdf`;
}
