import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function PublicResultsPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <section className="page-section mx-auto" aria-labelledby="public-results-title">
      <h1 id="public-results-title" className="page-title" tabIndex={-1}>
        Shared results
      </h1>
      <p className="page-lead">
        Someone has shared a {appConfig.productName} semen analysis with you. Shared results open without
        signing in.
      </p>
      <dl className="card mt-6 p-6">
        <dt className="text-sm text-ink-faint">Shared result reference</dt>
        <dd className="font-mono break-all">{id}</dd>
      </dl>
      <p className="mt-6">
        If you are the customer these results belong to, sign in to see your full analysis.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/login" className="text-link">
            Sign in
          </Link>
        </li>
        <li>
          <a
            href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
            className="text-link"
          >
            About semen analysis
          </a>
        </li>
      </ul>
    </section>
  );
}
