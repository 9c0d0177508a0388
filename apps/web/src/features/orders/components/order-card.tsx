import { orderAgainLink } from '@fathom/domain/checkout-links';
import { formatDollars } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { orderPageState } from '@fathom/domain/order-confirmation';
import { productTitle } from '@fathom/domain/product-words';
import { instalmentStatus, orderStatus } from '@fathom/domain/status-labels';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { StatusBadge } from '../../../components/status-badge';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import type { OrderItemResource, OrderResource } from '../api/get-orders';

/** The marketing site's cart with the same products and quantities; null when the site sells none of them. */
function orderAgainHref(items: readonly OrderItemResource[]): string | null {
  return orderAgainLink(
    marketingLink(appConfig.marketingUrl, MARKETING_PATHS.cart),
    items.map((item) => ({
      variantId: item.relationships?.product?.marketing_variant_id ?? null,
      quantity: item.attributes.quantity,
    })),
  );
}

/** An instalment of the order: its number, its amount and its due date ("2. $98.33 due Jan 25, 2027"). */
function InstalmentDue({ number, amount, due }: { number: number; amount: string; due: string }) {
  return (
    <Trans>
      {number}. {amount} due {due}
    </Trans>
  );
}

export function OrderCard({ order }: { order: OrderResource }) {
  const { t } = useLingui();
  const { attributes } = order;
  const poNumber = attributes.po_number;
  const items = order.relationships?.items ?? [];
  const headingId = `order-${order.id}`;
  const orderAgain = orderAgainHref(items);
  const language = usePageLanguage();
  return (
    <article className="card p-5" aria-labelledby={headingId} data-testid="order">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Order {poNumber}</Trans>
        </h2>
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-faint">
          <span>{formatDay(attributes.created_on)}</span>
          {attributes.status ? <StatusBadge status={orderStatus(attributes.status, language)} /> : null}
        </p>
      </header>
      {attributes.is_gift || attributes.is_insurance_order ? (
        <p className="mt-1 text-sm">
          {[
            attributes.is_gift ? t`Gift` : null,
            attributes.is_insurance_order ? t`Covered by insurance` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="order-item">
            <span>
              {productTitle(item.relationships.product.key, language, item.attributes.title)} ×{' '}
              {item.attributes.quantity}
            </span>
            {/* An order's items are placed with it: its day, the clinic's (order-dates.ts), never a second one. */}
            <span className="text-sm text-ink-faint">{formatDay(attributes.created_on)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        {attributes.invoice ? (
          <>
            <div className="flex justify-between">
              <dt>
                <Trans>Subtotal</Trans>
              </dt>
              <dd>{formatDollars(attributes.invoice.subtotal)}</dd>
            </div>
            {attributes.invoice.discount_savings > 0 ? (
              <div className="flex justify-between">
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>−{formatDollars(attributes.invoice.discount_savings)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>
                <Trans>Tax</Trans>
              </dt>
              <dd>{formatDollars(attributes.invoice.tax)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex justify-between text-base font-semibold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatDollars(attributes.final_price)}</dd>
        </div>
      </dl>
      {attributes.instalments?.length ? (
        <div className="mt-3">
          <h3 className="text-sm font-semibold">
            <Trans>Instalments</Trans>
          </h3>
          <ul className="mt-1 space-y-1 text-sm">
            {attributes.instalments.map((instalment) => (
              <li
                key={instalment.number}
                className="flex flex-wrap items-center gap-2"
                data-testid="instalment"
              >
                <span>
                  <InstalmentDue
                    number={instalment.number}
                    amount={formatDollars(instalment.amount)}
                    due={formatDay(instalment.due_date)}
                  />
                </span>
                <StatusBadge status={instalmentStatus(instalment.status, language)} />
              </li>
            ))}
          </ul>
          {attributes.instalments.some((part) => part.status === 'declined' || part.status === 'failed') ? (
            <p className="mt-2 text-sm">
              <Link href="/manage-billing#change-card" className="text-link">
                <Trans>Use another card for the instalments</Trans>
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {attributes.status && orderPageState(attributes.status, language).payable ? (
        <p className="mt-3">
          <Link
            href={`/checkouts/orders/${encodeURIComponent(attributes.po_number)}`}
            className={buttonClassName('primary', 'sm')}
          >
            <Trans>
              Pay or cancel <span className="sr-only">order {poNumber}</span>
            </Trans>
          </Link>
        </p>
      ) : null}
      {orderAgain ? (
        <p className="mt-3">
          <a href={orderAgain} className="text-link">
            <Trans>
              Order again <span className="sr-only">the products of order {poNumber}</span>
            </Trans>
          </a>
        </p>
      ) : null}
    </article>
  );
}
