import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function KitRegistrationErrorPage() {
  return (
    <section className="page-section" aria-labelledby="kit-error-title">
      <h1 id="kit-error-title" className="page-title" tabIndex={-1}>
        <Trans>We could not register this kit</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          The kit may already be registered, or the code may not match your order. Your sample is not
          affected.
        </Trans>
      </p>
      <ul className="mt-6 list-disc space-y-1 pl-5">
        <li>
          <Trans>Check that the order number on the kit matches your packing slip.</Trans>
        </li>
        <li>
          <Trans>If you have registered it already, it appears in your kit registrations.</Trans>
        </li>
      </ul>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/kit-registrations" className="text-link">
            <Trans>Your kit registrations</Trans>
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            <Trans>Contact us and we will help</Trans>
          </a>
        </li>
      </ul>
    </section>
  );
}
