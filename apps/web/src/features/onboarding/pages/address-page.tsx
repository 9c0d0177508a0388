import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function AddressPage() {
  return (
    <section className="page-section" aria-labelledby="address-title">
      <h1 id="address-title" className="page-title" tabIndex={-1}>
        Your address
      </h1>
      <p className="page-lead">
        We ship kits to the address on your order. If it has changed, tell us before your kit leaves the
        warehouse and we will update it.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Update your shipping address
          </a>
        </li>
        <li>
          <Link href="/profile" className="text-link">
            Your account information
          </Link>
        </li>
      </ul>
    </section>
  );
}
