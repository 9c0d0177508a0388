import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { ContactDetailsForm } from '../../../features/profile/components/contact-details-form';
import { NameForm } from '../../../features/profile/components/name-form';
import { rememberReturnTo } from '../../../lib/return-to';
import { useSession } from '../../../lib/session-store';

/** /onboarding/client/{uuid}: a new customer checks the name, phone and date of birth the lab prepares results with. */
export default function ClientSetupPage() {
  const user = useSession((state) => state.user);
  const client = user?.relationships.client ?? null;
  const [location] = useLocation();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const anotherAccount = user !== null && uuid !== client?.id && uuid !== user.id;

  return (
    <section className="page-section" aria-labelledby="client-setup-title">
      <h1 id="client-setup-title" className="page-title" tabIndex={-1}>
        <Trans>Set up your profile</Trans>
      </h1>
      {user && anotherAccount ? (
        <>
          <p className="page-lead">
            <Trans>This link is for another account. You are signed in as {user.attributes.email}.</Trans>
          </p>
          <p className="mt-6">
            <Link
              href={client ? `/onboarding/client/${encodeURIComponent(client.id)}` : '/profile'}
              className="text-link"
            >
              <Trans>Set up your own profile</Trans>
            </Link>
          </p>
        </>
      ) : user ? (
        <>
          <p className="page-lead">
            <Trans>
              Check your name, phone number and date of birth: the lab matches your sample to you with them,
              and the date of birth registers your kit.
            </Trans>
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <NameForm key={`name-${user.attributes.first_name}-${user.attributes.last_name}`} user={user} />
            {client ? <ContactDetailsForm key={`client-${client.id}`} client={client} /> : null}
          </div>
          <p className="mt-6">
            <Link href="/home" className={buttonClassName('primary')}>
              <Trans>Done: go to my account</Trans>
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="page-lead">
            <Trans>
              Your account was created with your order. Choose a password, then check your name, phone number
              and date of birth so we can prepare your results.
            </Trans>
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-4">
            <Link href="/forgot-password" className={buttonClassName('primary')}>
              <Trans>Choose a password</Trans>
            </Link>
            <Link href="/login" className="text-link" onClick={() => rememberReturnTo(location)}>
              <Trans>I already have a password</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
