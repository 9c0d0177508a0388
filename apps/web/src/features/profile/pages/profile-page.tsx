import { isAuthorizedUser } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session-store';
import { AccountSummary } from '../components/account-summary';
import { ChangePasswordForm } from '../components/change-password-form';
import { ContactDetailsForm } from '../components/contact-details-form';
import { NameForm } from '../components/name-form';
import { SignedInSessions } from '../components/signed-in-sessions';
import { TwoFactorSection } from '../components/two-factor-section';

// Loaded after the page: the route table's preload list in the app shell stays as it was.
const IdentityVerificationPanel = lazy(() =>
  import('../../identity-verification').then((module) => ({ default: module.IdentityVerificationPanel })),
);

export default function ProfilePage() {
  const user = useSession((state) => state.user);
  const { t } = useLingui();
  if (!user) return null;
  const client = user.relationships.client;
  const readOnly = isAuthorizedUser(user);

  return (
    <section className="page-section space-y-6" aria-labelledby="profile-title">
      <div>
        <h1 id="profile-title" className="page-title" tabIndex={-1}>
          <Trans>Account information</Trans>
        </h1>
        <p className="page-lead">
          {readOnly ? (
            <Trans>The details of your account. The account holder who added you manages them.</Trans>
          ) : (
            <Trans>Your details, how we reach you, and how you sign in.</Trans>
          )}
        </p>
      </div>
      <AccountSummary user={user} />
      {readOnly ? null : (
        <>
          <NameForm key={`name-${user.attributes.first_name}-${user.attributes.last_name}`} user={user} />
          {client ? <ContactDetailsForm key={`client-${client.id}`} client={client} /> : null}
          <TwoFactorSection user={user} />
          <Suspense fallback={null}>
            <IdentityVerificationPanel
              purpose="account"
              returnPath="/profile"
              intro={t`Military members, veterans and first responders can verify their status with ID.me. It takes a few minutes, and we keep only what ID.me confirms.`}
            />
          </Suspense>
          <ChangePasswordForm />
        </>
      )}
      <SignedInSessions />
    </section>
  );
}
