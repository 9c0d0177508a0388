import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../api/get-outbox';

export function StaffOperations({ name }: { name: string }) {
  const [refreshKey, setRefreshKey] = useState(0);
  const outbox = useOutbox(refreshKey);

  return (
    <section className="page-section" aria-labelledby="operations-title">
      <h1 id="operations-title" className="page-title" tabIndex={-1}>
        Operations
      </h1>
      <p className="page-lead">Signed in as {name}, Fathom staff.</p>
      <p className="mt-4">
        <Link href="/login-as" className="text-link">
          Create a login link for a customer
        </Link>
      </p>
      <section className="mt-8" aria-labelledby="outbox-title" aria-busy={outbox.status === 'loading'}>
        <div className="flex items-center justify-between gap-4">
          <h2 id="outbox-title" className="text-lg font-semibold">
            Outbox
          </h2>
          <Button variant="secondary" size="sm" onClick={() => setRefreshKey((key) => key + 1)}>
            Refresh
          </Button>
        </div>
        {outbox.status === 'loading' ? <p className="mt-2 text-ink-faint">Loading emails…</p> : null}
        {outbox.status === 'error' ? (
          <p className="mt-2">The outbox could not be loaded: {outbox.message}</p>
        ) : null}
        {outbox.status === 'success' && outbox.data.length === 0 ? (
          <p className="mt-2">No emails yet.</p>
        ) : null}
        {outbox.status === 'success' && outbox.data.length > 0 ? (
          <ul className="mt-3 space-y-3" data-testid="outbox">
            {outbox.data.map((email) => (
              <li key={email.id} className="card p-4">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-semibold">{email.subject}</span>
                    <span className="block text-sm text-ink-faint">
                      To {email.to} · {formatDateTime(email.created_at)}
                    </span>
                  </summary>
                  <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{email.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
