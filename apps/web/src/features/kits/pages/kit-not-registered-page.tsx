import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function KitNotRegisteredPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();

  return (
    <section className="page-section" aria-labelledby="kit-not-registered-title">
      <h1 id="kit-not-registered-title" className="page-title" tabIndex={-1}>
        Your kit is not registered yet
      </h1>
      <p className="page-lead">
        Register your kit before you send your sample, so the lab can match it to you and release your
        results.
      </p>
      <p className="mt-6">
        Scan the QR code on the kit box with your phone's camera, then confirm your date of birth. It takes
        under a minute.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href={`/k-r/${encodeURIComponent(uuid)}`} className="text-link">
            Register this kit
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </li>
      </ul>
    </section>
  );
}
