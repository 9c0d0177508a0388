import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';

function readableProvider(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').trim();
}

export default function InsuranceEligibilityPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const providerName = readableProvider(decodeURIComponent(provider));

  return (
    <section className="page-section mx-auto" aria-labelledby="eligibility-title">
      <h1 id="eligibility-title" className="page-title" tabIndex={-1}>
        Check your eligibility
      </h1>
      <p className="page-lead">
        {providerName
          ? `Your fertility benefits through ${providerName} may cover your testing or storage.`
          : 'Your fertility benefits may cover your testing or storage.'}
      </p>
      <p className="mt-6">
        Have your member ID ready. Our team checks your eligibility with your benefits provider and tells you
        what is covered before you pay anything.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Ask us to check your benefits
          </a>
        </li>
        <li>
          <Link href="/checkouts" className="text-link">
            Go to checkout
          </Link>
        </li>
      </ul>
    </section>
  );
}
