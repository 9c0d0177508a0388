import { displayName, isAuthorizedUser, legalName } from '@fathom/domain/user';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { LoadError, LoadingSkeleton } from '../../../components/loading-skeleton';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { downloadUrl } from '../../../lib/view-as-download';
import { getDocuments, signedPdfUrl } from '../api/documents';
import { SignAgreementForm } from '../components/sign-agreement-form';

/** The documents, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = () => [getDocuments];

export default function ContractsPage() {
  const user = useSession((state) => state.user);
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const documents = useRequest(getDocuments, attempt);
  const canSign = user !== null && !isAuthorizedUser(user);

  return (
    <section className="page-section" aria-labelledby="contracts-title">
      <h1 id="contracts-title" className="page-title" tabIndex={-1}>
        Contracts
      </h1>
      <p className="page-lead">
        The agreements {user ? `between ${displayName(user)} and ` : 'you have with '}
        {appConfig.productName}. Agreements are always signed in your legal name.
      </p>
      {!canSign ? <p className="mt-4">Agreements are signed by the account holder who added you.</p> : null}
      {documents.status === 'loading' ? (
        <LoadingSkeleton label="Loading your agreements…" />
      ) : documents.status === 'error' ? (
        <LoadError what="your agreements" onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <ul className="mt-6 space-y-4">
          {documents.data.map((document) => (
            <li key={document.attributes.step} className="card p-6" data-testid="agreement">
              <h2 className="text-lg font-semibold">{document.attributes.title}</h2>
              {document.attributes.status === 'signed' ? (
                <p className="mt-2">
                  Signed by {document.attributes.signed_name} on{' '}
                  {formatDay(document.attributes.signed_at ?? '')}.{' '}
                  <a
                    href={downloadUrl(signedPdfUrl(document.attributes.step))}
                    className="text-link"
                    download
                  >
                    Download the signed PDF
                  </a>
                </p>
              ) : canSign && user ? (
                <SignAgreementForm
                  document={document}
                  legalName={legalName(user)}
                  onSigned={() => navigate(`/contracts/request-processing?step=${document.attributes.step}`)}
                />
              ) : (
                <p className="mt-2">Waiting for the account holder's signature.</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
