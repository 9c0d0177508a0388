import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function KitRegistrationPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();

  return (
    <section className="page-section" aria-labelledby="kit-registration-title">
      <h1 id="kit-registration-title" className="page-title" tabIndex={-1}>
        Register your kit
      </h1>
      <p className="page-lead">
        Registering links this kit to you. You confirm the order number printed on the kit and your date of
        birth.
      </p>
      <dl className="card mt-6 p-6">
        <dt className="text-sm text-ink-faint">Kit reference</dt>
        <dd className="font-mono break-all">{uuid}</dd>
      </dl>
      <p className="mt-6">
        The quickest way is the QR code on the kit box: scan it with your phone's camera and confirm your date
        of birth.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/k-r/login" className="text-link">
            Sign in to register
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us with this reference
          </a>
        </li>
      </ul>
    </section>
  );
}
