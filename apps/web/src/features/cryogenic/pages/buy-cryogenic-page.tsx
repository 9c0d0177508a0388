import { formatDollars } from '@fathom/domain/format';
import type { ProductKey } from '@fathom/domain/products';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { api } from '../../../lib/http/client';
import { StorageFacts } from '../components/storage-facts';

interface StoragePlan {
  uuid: string;
  key?: string | null;
  title?: string | null;
  name?: string | null;
  description?: string | null;
  price: number;
  subscription_repeats_frequency?: 'month' | 'year' | null;
}

/** The storage plans on sale, shortest first, as the catalogue names them. */
const PLAN_KEYS: readonly ProductKey[] = [
  'cryo_monthly',
  'cryo_six_months',
  'cryo_yearly',
  'cryo_ten_years',
  'cryo_lifetime',
];

const BILLING: Record<string, string> = { month: 'per month', year: 'per year' };

type PlansState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: StoragePlan[] };

function useStoragePlans() {
  const [state, setState] = useState<PlansState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is itself the reason to load again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.get<StoragePlan[]>('/checkouts', { handled: true }).then(
      (products) => {
        if (!current) return;
        const plans = PLAN_KEYS.flatMap((key) => products.filter((product) => product.key === key));
        setState({ status: 'ready', plans });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return { state, retry: () => setAttempt((value) => value + 1) };
}

export default function BuyCryogenicPage() {
  const { state, retry } = useStoragePlans();
  return (
    <section className="page-section" aria-labelledby="buy-cryogenic-title">
      <h1 id="buy-cryogenic-title" className="page-title" tabIndex={-1}>
        Buy cryogenic storage
      </h1>
      <p className="page-lead">
        Choose how long to keep your sample safe. You can move to a longer plan at any time.
      </p>
      {state.status === 'loading' ? (
        <p role="status" className="mt-6 flex items-center gap-2">
          <Spinner /> Loading storage plans…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <div className="mt-6" role="alert">
          <p>We could not load the storage plans just now.</p>
          <Button className="mt-2" variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label="Storage plans">
          {state.plans.map((plan) => {
            const title = plan.title ?? plan.name ?? '';
            return (
              <li key={plan.uuid} className="card flex flex-col p-5" data-plan={plan.key ?? undefined}>
                <h2 className="font-semibold">{title}</h2>
                {plan.description ? <p className="mt-1 text-ink-soft">{plan.description}</p> : null}
                <p className="mt-2 text-lg font-semibold">
                  {formatDollars(plan.price)}
                  {plan.subscription_repeats_frequency
                    ? ` ${BILLING[plan.subscription_repeats_frequency]}`
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
      ) : null}
      <StorageFacts />
      <p className="mt-6">
        <Link href="/cryogenic" className="text-link">
          Back to cryogenic storage
        </Link>
      </p>
    </section>
  );
}
