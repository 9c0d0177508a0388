import type { UserResource } from '@fathom/contract/user';
import { displayName, ownClient, parentClient } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';

export function AccountSummary({ user }: { user: UserResource }) {
  const client = ownClient(user) ?? parentClient(user);
  return (
    <section className="card p-6" aria-labelledby="account-summary-title">
      <h2 id="account-summary-title" className="text-lg font-semibold">
        <Trans>Your account</Trans>
      </h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Name</Trans>
          </dt>
          <dd className="font-semibold break-words">{displayName(user)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Email</Trans>
          </dt>
          <dd className="font-semibold break-all">{user.attributes.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Client number</Trans>
          </dt>
          <dd className="font-semibold" data-testid="client-number">
            {client?.attributes.number ?? '- -'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
