import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { Link, useParams } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';

/**
 * /onboarding/kit-not-registered/{kit}: where the lab's email leads when it has scanned a kit that nobody has
 * registered yet (and where a customer's kit list sends them for such a kit).
 */
export default function KitNotRegisteredPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();

  return (
    <section className="page-section" aria-labelledby="kit-not-registered-title">
      <h1 id="kit-not-registered-title" className="page-title" tabIndex={-1}>
        <Trans>Your kit is not registered yet</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          The lab has received your kit, but it is not registered to you, so the lab cannot start on your
          sample. Your sample is kept safe meanwhile: register the kit now and the analysis begins.
        </Trans>
      </p>
      <p className="mt-6">
        <Trans>
          Registering takes under a minute: enter the order number printed on the kit box (and on your packing
          slip) and your date of birth. No password is needed.
        </Trans>
      </p>
      <p className="mt-6">
        <Link href={`/k-r/${encodeURIComponent(uuid)}`} className={buttonClassName('primary')}>
          <Trans>Register this kit</Trans>
        </Link>
      </p>
      <p className="mt-6">
        <Trans>
          Signed in to your account?{' '}
          <Link href="/k-r/verify-item" className="text-link">
            Register it with the order number alone
          </Link>
        </Trans>
      </p>
      <p className="mt-6">
        <Trans>
          Not your kit, or no longer have the order number?{' '}
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </Trans>
      </p>
    </section>
  );
}
