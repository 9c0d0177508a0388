import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Spinner } from '../../../components/spinner';
import { formatDay } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { downloadUrl } from '../../../lib/view-as-download';
import { getDocuments, signedPdfUrl } from '../api/documents';
import { SignedBy } from '../components/signed-by';

/** "Storage agreement signed". */
function SignedTitle({ title }: { title: string }) {
  return <Trans comment="{title} is the agreement's title">{title} signed</Trans>;
}

/** Where signing an agreement leads: what was signed, its signed PDF, and where to go next. */
export default function ContractRequestProcessingPage() {
  const [searchParams] = useSearchParams();
  const step = Number(searchParams.get('step'));
  const email = useSession((state) => state.user?.attributes.email ?? null);
  const load = useCallback(
    () => getDocuments().then((documents) => documents.find((document) => document.attributes.step === step)),
    [step],
  );
  const document = useRequest(load);
  const signed =
    document.status === 'success' && document.data?.attributes.status === 'signed' ? document.data : null;

  return (
    <section className="page-frame" aria-labelledby="contract-processing-title">
      <h1 id="contract-processing-title" className="page-title" tabIndex={-1}>
        {signed ? <SignedTitle title={signed.attributes.title} /> : <Trans>Your contract request</Trans>}
      </h1>
      {document.status === 'loading' ? (
        <p className="mt-6 flex items-center gap-2" role="status">
          <Spinner /> <Trans>Checking your agreement…</Trans>
        </p>
      ) : signed ? (
        <div className="card mt-6 p-6" data-testid="signed-agreement">
          <p>
            <SignedBy
              name={signed.attributes.signed_name}
              day={formatDay(signed.attributes.signed_at ?? '')}
            />
            {email ? (
              <>
                {' '}
                <Trans>A confirmation is on its way to {email}.</Trans>
              </>
            ) : null}
          </p>
          <p className="mt-4">
            <a href={downloadUrl(signedPdfUrl(signed.attributes.step))} className="text-link" download>
              <Trans>Download the signed PDF</Trans>
            </a>
          </p>
        </div>
      ) : (
        <p className="page-lead" role={document.status === 'error' ? 'alert' : undefined}>
          <Trans>
            We could not find a signature for this agreement yet. Your contracts page shows each agreement and
            whether it is signed.
          </Trans>
        </p>
      )}
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/contracts" className="text-link">
            <Trans>Go to your contracts</Trans>
          </Link>
        </li>
        <li>
          <Link href="/" className="text-link">
            <Trans>Back to your account</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
