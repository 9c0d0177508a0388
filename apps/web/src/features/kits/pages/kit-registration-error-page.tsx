import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function KitRegistrationErrorPage() {
  return (
    <section className="page-section" aria-labelledby="kit-error-title">
      <h1 id="kit-error-title" className="page-title" tabIndex={-1}>
        We could not register this kit
      </h1>
      <p className="page-lead">
        The kit may already be registered, or the code may not match your order. Your sample is not affected.
      </p>
      <ul className="mt-6 list-disc space-y-1 pl-5">
        <li>Check that the order number on the kit matches your packing slip.</li>
        <li>If you have registered it already, it appears in your kit registrations.</li>
      </ul>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/kit-registrations" className="text-link">
            Your kit registrations
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us and we will help
          </a>
        </li>
      </ul>
    </section>
  );
}
