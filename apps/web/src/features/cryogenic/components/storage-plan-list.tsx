import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';
import { STORAGE_PLANS } from '../storage-plans';

export function StoragePlanList() {
  return (
    <section className="mt-6" aria-labelledby="storage-plans-title">
      <h2 id="storage-plans-title" className="text-lg font-semibold">
        Storage plans
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {STORAGE_PLANS.map((plan) => (
          <li key={plan.key} className="card p-5">
            <h3 className="font-semibold">{plan.name}</h3>
            <p className="mt-1 text-ink-soft">{plan.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-wrap items-center gap-4">
        <Link href="/checkouts" className={buttonClassName('primary')}>
          Go to checkout
        </Link>
        <a
          href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermFreezingCryoStorage)}
          className="text-link"
        >
          Compare plan prices
        </a>
      </p>
    </section>
  );
}
