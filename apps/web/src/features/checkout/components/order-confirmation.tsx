import { formatDollars } from '@fathom/domain/format';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import type { OrderResult } from '../api/checkout-types';
import { StepHeading } from './step-heading';

export function OrderConfirmation({
  order,
  email,
  signedIn,
  withdrawalItemUuid = null,
}: {
  order: OrderResult;
  email: string;
  signedIn: boolean;
  /** Shipping paid for a withdrawal: the customer goes back to finish the request. */
  withdrawalItemUuid?: string | null;
}) {
  return (
    <section className="card p-6" aria-labelledby="order-confirmed" data-testid="order-confirmation">
      <div id="order-confirmed">
        <StepHeading focusOnMount>Thank you, your order is confirmed</StepHeading>
      </div>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-faint">Order number</dt>
          <dd className="font-semibold" data-testid="po-number">
            {order.po_number}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-faint">Total paid</dt>
          <dd className="font-semibold" data-testid="final-price">
            {formatDollars(order.final_price)}
          </dd>
        </div>
      </dl>
      {order.instalments?.length ? (
        <ul className="mt-3 text-sm">
          {order.instalments.map((instalment) => (
            <li key={instalment.number}>
              Instalment {instalment.number}: {formatDollars(instalment.amount)} on {instalment.due_date}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">A confirmation is on its way to {email}.</p>
      {withdrawalItemUuid ? (
        <Link
          href={`/onboarding/withdrawal/${encodeURIComponent(withdrawalItemUuid)}`}
          className={`${buttonClassName('primary')} mt-4`}
        >
          Continue your withdrawal request
        </Link>
      ) : signedIn ? (
        <Link href="/orders/history" className={`${buttonClassName('primary')} mt-4`}>
          See your order history
        </Link>
      ) : (
        <p className="mt-4">
          We have emailed you a link to set the password of your Fathom account, where you can follow your kit
          and read your results.{' '}
          <Link href="/forgot-password" className="text-link">
            Set your password
          </Link>
        </p>
      )}
    </section>
  );
}
