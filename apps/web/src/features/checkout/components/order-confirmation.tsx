import type { OrderConfirmation as Confirmation } from '@fathom/contract/orders';
import { formatDollars, formatMoney } from '@fathom/domain/format';
import { instalmentSummary, nextSteps, orderPageState } from '@fathom/domain/order-confirmation';
import { INCLUDED_IN_PACKAGE_NOTE } from '@fathom/domain/pricing';
import { productTitle } from '@fathom/domain/product-words';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { UnpaidOrderActions } from './unpaid-order-actions';

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Paid, or its first instalment paid: the order is confirmed and on its way. */
const isConfirmed = (order: Confirmation) => order.status === 'paid' || order.status === 'paying_instalments';

function Amounts({ order }: { order: Confirmation }) {
  const language = usePageLanguage();
  if (order.instalments?.length) {
    const { chargedTodayCents, later } = instalmentSummary(
      order.instalments.map((part) => ({
        number: part.number,
        dueDate: part.due_date,
        amountCents: toCents(part.amount),
      })),
      language,
    );
    return (
      <>
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Charged today</Trans>
          </dt>
          <dd className="font-semibold" data-testid="charged-today">
            {formatMoney(chargedTodayCents)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Order total, in three payments</Trans>
          </dt>
          <dd className="font-semibold" data-testid="final-price">
            {formatDollars(order.final_price)}
          </dd>
          {/* How the rest of the total is paid: a description of the total (a list holds no paragraph). */}
          {later ? (
            <dd className="text-sm" data-testid="instalments-later">
              {later}
            </dd>
          ) : null}
        </div>
      </>
    );
  }
  return (
    <div>
      <dt className="text-sm text-ink-faint">
        {order.status === 'paid' ? (
          <Trans>Total paid</Trans>
        ) : order.status === 'cancelled' ? (
          <Trans>Order total</Trans>
        ) : (
          <Trans>Total to pay</Trans>
        )}
      </dt>
      <dd className="font-semibold" data-testid="final-price">
        {formatDollars(order.final_price)}
      </dd>
      {order.is_insurance_order ? (
        <dd className="text-sm">
          <Trans>Covered by your insurance</Trans>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * An order's own page: its number, what was charged (and, in instalments, when the rest falls), what was bought
 * and what happens next. It takes the focus when it opens, so screen readers start from its heading.
 */
export function OrderConfirmation({
  order,
  signedIn,
  onChanged,
}: {
  order: Confirmation;
  signedIn: boolean;
  /** The buyer paid or cancelled the order here: it is read again. */
  onChanged: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const language = usePageLanguage();
  const pageState = orderPageState(order.status, language);
  useEffect(() => heading.current?.focus(), []);
  const steps = isConfirmed(order)
    ? nextSteps(
        {
          lines: order.items.map((item) => ({
            productType: item.product_type,
            productKey: item.product_key,
          })),
          orderedOn: order.created_on,
          preferredDeliveryDate: order.kit_delivery?.preferred_delivery_date ?? null,
          isGift: order.is_gift,
        },
        language,
      )
    : [];
  return (
    <section className="card p-6" aria-labelledby="order-confirmed" data-testid="order-confirmation">
      <h1 id="order-confirmed" ref={heading} tabIndex={-1} className="page-title outline-none">
        {pageState.heading}
      </h1>
      {pageState.lead ? (
        <p className="page-lead mt-2" data-testid="order-state">
          {pageState.lead}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Order number</Trans>
          </dt>
          <dd className="font-semibold" data-testid="po-number">
            {order.po_number}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">
            <Trans>Ordered on</Trans>
          </dt>
          <dd>{formatDay(order.created_on)}</dd>
        </div>
        <Amounts order={order} />
      </dl>

      <h2 className="mt-6 text-lg font-semibold">
        <Trans>What you ordered</Trans>
      </h2>
      <ul className="mt-2 divide-y divide-line" data-testid="confirmation-items">
        {order.items.map((item) => (
          <li key={`${item.product_uuid}-${item.unit_price}`} className="flex justify-between gap-3 py-2">
            <span>
              {productTitle(item.product_key, language, item.title)}
              {item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            <span>
              {item.unit_price === 0 && item.product_type === 'dna'
                ? INCLUDED_IN_PACKAGE_NOTE[language]
                : formatDollars(item.unit_price * item.quantity)}
            </span>
          </li>
        ))}
      </ul>

      {steps.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5" data-testid="next-steps">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}

      {pageState.payable ? <UnpaidOrderActions order={order} onChanged={onChanged} /> : null}
      {isConfirmed(order) ? (
        <p className="mt-4">
          <Trans>
            A confirmation is on its way to <span className="[overflow-wrap:anywhere]">{order.email}</span>.
          </Trans>
        </p>
      ) : null}
      {!isConfirmed(order) ? (
        order.status === 'cancelled' && order.cart_link ? (
          <Link href={order.cart_link} className={`${buttonClassName('primary')} mt-4`}>
            <Trans>Order it again</Trans>
          </Link>
        ) : null
      ) : order.withdrawal_item_id ? (
        <Link
          href={`/onboarding/withdrawal/${encodeURIComponent(order.withdrawal_item_id)}`}
          className={`${buttonClassName('primary')} mt-4`}
        >
          <Trans>Continue your withdrawal request</Trans>
        </Link>
      ) : signedIn ? (
        <Link href="/orders/history" className={`${buttonClassName('primary')} mt-4`}>
          <Trans>See your order history</Trans>
        </Link>
      ) : (
        <p className="mt-4">
          {/* The same words whether or not the address has an account: the email says which applies (ADR 020). */}
          <Trans>
            The email tells you how to follow your kit and read your results in your Fathom account. New to
            Fathom?{' '}
            <Link href="/forgot-password" className="text-link">
              Set your password
            </Link>
          </Trans>
        </p>
      )}
    </section>
  );
}
