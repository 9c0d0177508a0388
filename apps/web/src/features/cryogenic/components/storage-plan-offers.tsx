import { storagePlanPeriod } from '@fathom/domain/cryogenic';
import { formatDollars } from '@fathom/domain/format';
import { productDescriptionOf, productTitleOf } from '@fathom/domain/product-words';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useRequest } from '../../../lib/use-request';
import { checkoutLinkFor } from '../../checkout';
import { getStoragePlans, STORAGE_PLAN_KEYS } from '../api/get-storage-plans';

/**
 * The catalogue's storage plans with their prices, each leading into the checkout with that plan. What follows
 * the offers on the page (`after`) appears with them, not before: it would otherwise be pushed down when the
 * plans arrive.
 */
export function StoragePlanOffers({ headingLevel = 2, after }: { headingLevel?: 2 | 3; after?: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const plans = useRequest(getStoragePlans, attempt);
  const language = usePageLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useLingui();
  if (plans.status === 'loading') return <StoragePlansLoading />;
  return (
    <>
      {plans.status === 'error' ? (
        <div className="mt-6" role="alert">
          <p>
            <Trans>We could not load the storage plans just now.</Trans>
          </p>
          <Button className="mt-2" variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-label={t`Storage plans`}>
          {plans.data.map((plan) => {
            const title = productTitleOf(plan, language);
            const description = productDescriptionOf(plan, language);
            return (
              <li key={plan.uuid} className="card flex flex-col p-5" data-plan={plan.key ?? undefined}>
                <Heading className="font-semibold">{title}</Heading>
                {description ? <p className="mt-1 text-ink-soft">{description}</p> : null}
                <p className="mt-2 text-lg font-semibold">
                  {formatDollars(plan.price)}
                  {plan.subscription_repeats_frequency
                    ? ` ${storagePlanPeriod(plan.subscription_repeats_frequency, plan.subscription_repeats_every ?? 1, language)}`
                    : ''}
                </p>
                <Link
                  href={checkoutLinkFor(plan.uuid)}
                  className={`${buttonClassName('primary')} mt-3 self-start`}
                  aria-label={t`Choose ${title}`}
                >
                  <Trans>Choose plan</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {after}
    </>
  );
}

/** A grey card in the shape of each plan on sale while the catalogue loads; screen readers hear the label. */
function StoragePlansLoading() {
  return (
    <div role="status" data-testid="loading-skeleton">
      <span className="sr-only">
        <Trans>Loading storage plans…</Trans>
      </span>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2" aria-hidden="true">
        {STORAGE_PLAN_KEYS.map((key) => (
          <li key={key} className="card flex flex-col p-5">
            <span className="block">
              <span className="skeleton inline-block h-4 w-3/5 rounded align-middle" />
            </span>
            <span className="mt-1 block">
              <span className="skeleton inline-block h-4 w-4/5 rounded align-middle" />
            </span>
            <span className="mt-2 block text-lg">
              <span className="skeleton inline-block h-5 w-1/4 rounded align-middle" />
            </span>
            <span className={`${buttonClassName('primary')} invisible mt-3 self-start`}>
              <Trans>Choose plan</Trans>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
