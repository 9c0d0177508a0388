import type { StorageSummaryResource } from '@fathom/contract/account-summary';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { storageSummaryCopy } from '../../results';

/**
 * The customer's stored samples as they are: a destruction date, a declined renewal or a withdrawal is said
 * plainly, and storage is offered only to those who have none and can use it.
 */
export function StorageCard({ storage }: { storage: StorageSummaryResource | 'loading' | 'error' }) {
  const copy = typeof storage === 'string' ? null : storageSummaryCopy(storage);
  return (
    <section
      className={`card p-6 ${copy?.warning ? 'border-l-4 border-l-[var(--color-warning-600)]' : ''}`}
      aria-labelledby="storage-card-title"
      aria-busy={storage === 'loading'}
      data-testid="storage-card"
    >
      <h2 id="storage-card-title" className="text-lg font-semibold">
        <Trans>Cryogenic storage</Trans>
      </h2>
      {storage === 'loading' ? (
        <p className="mt-2 text-ink-faint">
          <Trans>Loading your storage…</Trans>
        </p>
      ) : null}
      {storage === 'error' ? (
        <p className="mt-2">
          <Trans>
            Your storage could not be loaded just now.{' '}
            <Link href="/cryogenic" className="text-link">
              Open your storage
            </Link>
          </Trans>
        </p>
      ) : null}
      {copy ? (
        <>
          <p className="mt-2">
            <strong>{copy.headline}</strong> {copy.detail}
          </p>
          {copy.action ? (
            <p className="mt-4">
              <Link href={copy.action.href} className="text-link">
                {copy.action.label}
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
