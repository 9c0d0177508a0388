import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { isAuthorizedUser } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '../../../components/button';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { appConfig } from '../../../lib/config';
import { useSession } from '../../../lib/session-store';
import { OrderCard } from '../components/order-card';
import { useOrderPages } from '../use-order-pages';

function OrderList() {
  const { t } = useLingui();
  const pages = useOrderPages();
  const firstLoad = pages.loading && pages.lastLoadedPage === 0;
  return (
    <div className="mt-6" aria-busy={pages.loading || undefined}>
      {firstLoad ? <LoadingSkeleton label={t`Loading your orders…`} shape="list" /> : null}
      {!firstLoad && !pages.failed && pages.orders.length === 0 ? (
        <p>
          <Trans>
            You have no orders yet.{' '}
            <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.order)} className="text-link">
              Order a kit or storage plan
            </a>
          </Trans>
        </p>
      ) : null}
      <div className="grid gap-4">
        {pages.orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </div>
      {pages.failed ? (
        <div className="mt-4" role="alert">
          <p>
            <Trans>We could not load your orders just now.</Trans>
          </p>
          <Button className="mt-2" variant="secondary" onClick={pages.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {pages.hasMore && !pages.failed && !firstLoad ? (
        <Button className="mt-4" variant="secondary" loading={pages.loading} onClick={pages.loadMore}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  );
}

export default function OrderHistoryPage() {
  const user = useSession((state) => state.user);
  const accountHolder = user !== null && !isAuthorizedUser(user);
  const { productName } = appConfig;
  return (
    <section className="page-section" aria-labelledby="order-history-title">
      <h1 id="order-history-title" className="page-title" tabIndex={-1}>
        <Trans>Order history</Trans>
      </h1>
      {accountHolder ? (
        <>
          <p className="page-lead">
            <Trans>The kits, storage plans and services you have ordered from {productName}.</Trans>
          </p>
          <OrderList />
        </>
      ) : (
        <>
          <p className="page-lead">
            <Trans>Orders belong to the account holder who placed them.</Trans>
          </p>
          <p className="mt-6">
            <Link href="/analysis" className="text-link">
              <Trans>Go to the analysis</Trans>
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
