import { storagePlanPeriod } from '@fathom/domain/cryogenic';
import { formatDollars } from '@fathom/domain/format';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/use-request';
import { getStoragePlans } from '../api/get-storage-plans';

/** The catalogue's storage plans with their prices, each leading into the checkout with that plan. */
export function StoragePlanOffers({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [attempt, setAttempt] = useState(0);
  const plans = useRequest(getStoragePlans, attempt);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (plans.status === 'loading') {
    return (
      <p role="status" className="mt-6 flex items-center gap-2">
        <Spinner /> Loading storage plans…
      </p>
    );
  }
  if (plans.status === 'error') {
    return (
      <div className="mt-6" role="alert">
        <p>We could not load the storage plans just now.</p>
        <Button className="mt-2" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Storage plans">
      {plans.data.map((plan) => {
        const title = plan.title ?? plan.name ?? '';
        return (
          <li key={plan.uuid} className="card flex flex-col p-5" data-plan={plan.key ?? undefined}>
            <Heading className="font-semibold">{title}</Heading>
            {plan.description ? <p className="mt-1 text-ink-soft">{plan.description}</p> : null}
            <p className="mt-2 text-lg font-semibold">
              {formatDollars(plan.price)}
              {plan.subscription_repeats_frequency
                ? ` ${storagePlanPeriod(plan.subscription_repeats_frequency, plan.subscription_repeats_every ?? 1)}`
                : ''}
            </p>
            <Link
              href={`/checkouts?items=${encodeURIComponent(plan.uuid)}`}
              className={`${buttonClassName('primary')} mt-3 self-start`}
              aria-label={`Choose ${title}`}
            >
              Choose plan
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
