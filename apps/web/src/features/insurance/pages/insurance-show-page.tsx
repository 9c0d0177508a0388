import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function InsuranceShowPage() {
  return (
    <section className="page-section mx-auto" aria-labelledby="insurance-title">
      <h1 id="insurance-title" className="page-title" tabIndex={-1}>
        Insurance coverage
      </h1>
      <p className="page-lead">
        Some insurance plans cover semen analysis. When your plan covers your order, you pay nothing at
        checkout.
      </p>
      <p className="mt-6">
        Keep your insurance card to hand: checkout asks for your provider and member ID, and we confirm your
        coverage before the order is placed.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/checkouts?insurance=true" className="text-link">
            Go to checkout
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Questions about coverage
          </a>
        </li>
      </ul>
    </section>
  );
}
