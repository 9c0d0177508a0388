import { displayName, isAuthorizedUser, legalName } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { SignedBy } from '../components/signed-by';

/** The documents, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = () => [getDocuments];

export default function ContractsPage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  const { productName } = appConfig;
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const documents = useRequest(getDocuments, attempt);
  const canSign = user !== null && !isAuthorizedUser(user);
  const name = user ? displayName(user) : '';

  return (
    <section className="page-section" aria-labelledby="contracts-title">
      <h1 id="contracts-title" className="page-title" tabIndex={-1}>
        <Trans>Contracts</Trans>
      </h1>
      <p className="page-lead">
        {user ? (
          <Trans>
            The agreements between {name} and {productName}. Agreements are always signed in your legal name.
          </Trans>
        ) : (
          <Trans>
            The agreements you have with {productName}. Agreements are always signed in your legal name.
          </Trans>
        )}
      </p>
      {!canSign ? (
        <p className="mt-4">
          <Trans>Agreements are signed by the account holder who added you.</Trans>
        </p>
      ) : null}
      {documents.status === 'loading' ? (
        <LoadingSkeleton label={t`Loading your agreements…`} />
      ) : documents.status === 'error' ? (
        <LoadError what={t`your agreements`} onRetry={() => setAttempt((count) => count + 1)} />
      ) : (
        <ul className="mt-6 space-y-4">
          {documents.data.map((document) => (
            <li key={document.attributes.step} className="card p-6" data-testid="agreement">
              <h2 className="text-lg font-semibold">{document.attributes.title}</h2>
              {document.attributes.status === 'signed' ? (
                <p className="mt-2">
                  <SignedBy
                    name={document.attributes.signed_name}
                    day={formatDay(document.attributes.signed_at ?? '')}
                  />{' '}
                  <a
                    href={downloadUrl(signedPdfUrl(document.attributes.step))}
                    className="text-link"
                    download
                  >
                    <Trans>Download the signed PDF</Trans>
                  </a>
                </p>
              ) : canSign && user ? (
                <SignAgreementForm
                  document={document}
                  legalName={legalName(user)}
                  onSigned={() => navigate(`/contracts/request-processing?step=${document.attributes.step}`)}
                />
              ) : (
                <p className="mt-2">
                  <Trans>Waiting for the account holder's signature.</Trans>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
