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
        Set up your profile
      </h1>
      {user && anotherAccount ? (
        <>
          <p className="page-lead">
            This link is for another account. You are signed in as {user.attributes.email}.
          </p>
          <p className="mt-6">
            <Link
              href={client ? `/onboarding/client/${encodeURIComponent(client.id)}` : '/profile'}
              className="text-link"
            >
              Set up your own profile
            </Link>
          </p>
        </>
      ) : user ? (
        <>
          <p className="page-lead">
            Check your name, phone number and date of birth: the lab matches your sample to you with them, and
            the date of birth registers your kit.
          </p>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <NameForm key={`name-${user.attributes.first_name}-${user.attributes.last_name}`} user={user} />
            {client ? <ContactDetailsForm key={`client-${client.id}`} client={client} /> : null}
          </div>
          <p className="mt-6">
            <Link href="/home" className={buttonClassName('primary')}>
              Done: go to my account
            </Link>
          </p>
        </>
      ) : (
        <>
          <p className="page-lead">
            Your account was created with your order. Choose a password, then check your name, phone number
            and date of birth so we can prepare your results.
          </p>
          <p className="mt-6 flex flex-wrap items-center gap-4">
            <Link href="/forgot-password" className={buttonClassName('primary')}>
              Choose a password
            </Link>
            <Link href="/login" className="text-link" onClick={() => rememberReturnTo(location)}>
              I already have a password
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
