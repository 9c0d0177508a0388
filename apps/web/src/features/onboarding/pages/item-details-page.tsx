import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';

export default function ItemDetailsPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();

  return (
    <section className="page-section" aria-labelledby="item-details-title">
      <h1 id="item-details-title" className="page-title" tabIndex={-1}>
        Complete your order details
      </h1>
      <p className="page-lead">
        We need a few details before we can ship this kit: the delivery address, a phone number for the
        courier and your preferred delivery date.
      </p>
      <dl className="card mt-6 p-6">
        <dt className="text-sm text-ink-faint">Order item</dt>
        <dd className="font-mono break-all">{uuid}</dd>
      </dl>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Send us your order details
          </a>
        </li>
        <li>
          <Link href="/profile" className="text-link">
            Check your phone number
          </Link>
        </li>
      </ul>
    </section>
  );
}
