import { storagePlanPeriod } from '@fathom/domain/cryogenic';
import { storagePlansEmptyState } from '@fathom/domain/empty-states';
import { formatDollars } from '@fathom/domain/format';
import { instalmentsLeftInWords } from '@fathom/domain/instalments';
import { paymentForWords } from '@fathom/domain/payment-words';
import { productTitle } from '@fathom/domain/product-words';
import { orderStatus, paymentStatus, storagePlanStatus } from '@fathom/domain/status-labels';
import { isAuthorizedUser, ownClient } from '@fathom/domain/user';
import { i18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { EmptyStateMessage } from '../../../components/empty-state-action';
import { LoadError, LoadingSkeleton } from '../../../components/loading-skeleton';
import { StatusBadge } from '../../../components/status-badge';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { downloadUrl } from '../../../lib/view-as-download';
import { type Billing, getBilling, receiptUrl } from '../api/billing';
import { getCardOnFile } from '../api/get-card-on-file';
import { CancelPlanButton } from '../components/cancel-plan-button';
import { CardOnFile } from '../components/card-on-file';
import { ChangeCardForm } from '../components/change-card-form';
import { StripePortalLink } from '../components/stripe-portal-link';

/** The billing, started while the profile loads (lib/early-reads.ts). */
export const earlyReads = () => [getBilling, getCardOnFile];

export default function ManageBillingPage() {
  const { t } = useLingui();
  const user = useSession((state) => state.user);
  const [refresh, setRefresh] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const billing = useRequest(getBilling, refresh);

  if (user && isAuthorizedUser(user)) {
    return (
      <section className="page-section" aria-labelledby="billing-title">
        <h1 id="billing-title" className="page-title" tabIndex={-1}>
          <Trans>Manage billing</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Billing is managed by the account holder who added you.</Trans>
        </p>
        <p className="mt-6">
          <Link href="/analysis" className="text-link">
            <Trans>Go to the analysis</Trans>
          </Link>
        </p>
      </section>
    );
  }

  const clientNumber = user ? (ownClient(user)?.attributes.number ?? '') : '';
  return (
    <section className="page-section" aria-labelledby="billing-title">
      <h1 id="billing-title" className="page-title" tabIndex={-1}>
        <Trans>Manage billing</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Your storage plans, the card they renew on, your invoices and payments. Client number{' '}
          <strong>{clientNumber}</strong>.
        </Trans>
      </p>
      {saved ? (
        <p className="mt-4 rounded-lg border-l-4 border-success-600 bg-success-50 p-4" role="status">
          {saved}
        </p>
      ) : null}
      {billing.status === 'loading' ? (
        <LoadingSkeleton label={t`Loading your billing…`} />
      ) : billing.status === 'error' ? (
        <LoadError what={t`your billing`} onRetry={() => setRefresh((count) => count + 1)} />
      ) : (
        <BillingDetails
          billing={billing.data}
          onCancelled={(message) => {
            setSaved(message);
            setRefresh((count) => count + 1);
          }}
        />
      )}
      {/* The card comes below the billing once it is first read (appearing before, it would be pushed down by
          it), and stays while the billing is read again after a change. */}
      {billing.status === 'loading' && refresh === 0 ? null : <CardOnFile refresh={refresh} />}
      {billing.status === 'loading' && refresh === 0 ? null : appConfig.cardPayments.provider === 'stripe' ? (
        <StripePortalLink />
      ) : (
        <ChangeCardForm
          onChanged={(update) => {
            setSaved(
              update.overdue_instalments_charged > 0
                ? t`Your new card is saved, and the overdue instalment went through.`
                : update.overdue_renewals_charged > 0
                  ? t`Your new card is saved, and the overdue storage payment went through.`
                  : update.still_past_due
                    ? t`Your new card is saved, but the overdue payment was declined again. Please try another card.`
                    : t`Your new card is saved. Your plans renew on it from now on.`,
            );
            setRefresh((count) => count + 1);
          }}
        />
      )}
    </section>
  );
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** "Order 1234", an order named by its number. */
function OrderNumber({ poNumber }: { poNumber: string }) {
  return (
    <span className="font-semibold">
      <Trans>Order {poNumber}</Trans>
    </span>
  );
}

function StartedWith({ poNumber }: { poNumber: string }) {
  return (
    <span>
      <Trans>Started with order {poNumber}</Trans>
    </span>
  );
}

/** A plan's price per period of one: "a month", "a year". */
function perFrequency(frequency: 'month' | 'year'): string {
  return i18n._(msg`${select(frequency, { month: 'a month', other: 'a year' })}`);
}

/** When a plan renews, or until when a cancelled one keeps the vials. */
function Renewal({ subscription }: { subscription: Billing['subscriptions'][number] }) {
  const { t } = useLingui();
  if (subscription.status === 'cancelled') {
    const keptUntil = formatDay(subscription.kept_until ?? subscription.next_billing_at ?? '');
    return <>{t`, does not renew: kept until ${keptUntil}`}</>;
  }
  if (!subscription.next_billing_at) return null;
  const renewsOn = formatDay(subscription.next_billing_at);
  return <>{t`, renews on ${renewsOn}`}</>;
}

/** Orders still being paid in instalments: what is left of each, and when the next part is charged. */
function InstalmentPlans({ plans }: { plans: Billing['instalment_plans'] }) {
  const stuck = plans.filter((plan) => plan.next?.status === 'failed');
  const stuckOrders = stuck.map((plan) => plan.po_number).join(', ');
  const language = usePageLanguage();
  return (
    <div className="card mt-6 p-6" data-testid="instalment-plans">
      <h2 className="text-lg font-semibold">
        <Trans>Paying in instalments</Trans>
      </h2>
      {stuck.length > 0 ? (
        <p className="mt-2 rounded-lg border-l-4 border-error-600 bg-error-50 p-4" role="alert">
          <Trans>
            We could not collect an instalment of order {stuckOrders}. Add another card below and we charge it
            at once.
          </Trans>
        </p>
      ) : null}
      <ul className="mt-2 space-y-2">
        {plans.map((plan) => (
          <li key={plan.order_id}>
            <OrderNumber poNumber={plan.po_number} />:{' '}
            {instalmentsLeftInWords(
              {
                paidParts: plan.paid_parts,
                parts: plan.parts,
                leftCents: toCents(plan.left),
                next: plan.next
                  ? {
                      amountCents: toCents(plan.next.amount),
                      dueDate: plan.next.due_date,
                      status: plan.next.status,
                    }
                  : null,
              },
              language,
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function BillingDetails({
  billing,
  onCancelled,
}: {
  billing: Billing;
  onCancelled: (message: string) => void;
}) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const pastDue = billing.subscriptions.filter(
    (subscription) => subscription.past_due && subscription.status === 'active',
  );
  const planTitle = (subscription: Billing['subscriptions'][number]) =>
    productTitle(subscription.product_key, language, subscription.title);
  const pastDuePlans = pastDue.map(planTitle).join(', ');
  return (
    <>
      {pastDue.length > 0 ? (
        <div
          className="mt-6 rounded-lg border-l-4 border-error-600 bg-error-50 p-4"
          role="alert"
          data-testid="past-due"
        >
          <p className="font-semibold">
            <Trans>Your storage payment did not go through.</Trans>
          </p>
          <p className="mt-1">
            <Trans>
              Your vials stay stored while we try again. Change the card below so your {pastDuePlans} can
              renew.
            </Trans>
          </p>
        </div>
      ) : null}
      <div className="card mt-6 p-6">
        <h2 className="text-lg font-semibold">
          <Trans>Storage plans</Trans>
        </h2>
        {billing.subscriptions.length === 0 ? (
          <NoStoragePlan />
        ) : (
          <ul className="mt-2 space-y-2" data-testid="plans">
            {billing.subscriptions.map((subscription) => (
              <li key={subscription.id}>
                <span className="font-semibold">{planTitle(subscription)}</span>:{' '}
                {formatDollars(subscription.price)}{' '}
                {subscription.repeats_every === 1
                  ? perFrequency(subscription.repeats_frequency)
                  : storagePlanPeriod(subscription.repeats_frequency, subscription.repeats_every, language)}
                <Renewal subscription={subscription} />
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                  <StatusBadge status={storagePlanStatus(subscription, language)} />
                  <StartedWith poNumber={subscription.po_number} />
                </span>
                {subscription.status === 'active' ? (
                  <span className="mt-1 block">
                    <CancelPlanButton plan={subscription} onCancelled={onCancelled} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {billing.instalment_plans.length > 0 ? <InstalmentPlans plans={billing.instalment_plans} /> : null}
      <BillingTable
        title={t`Invoices`}
        empty={t`No invoices yet.`}
        headings={[t`Date`, t`Order`, t`Total`, t`Status`]}
        rows={billing.invoices.map((invoice) => [
          formatDay(invoice.created_on),
          invoice.po_number,
          formatDollars(invoice.total),
          // The receipt sits under the invoice's status: a fifth column would not fit a phone's screen.
          <span key="status" className="block">
            <StatusBadge status={orderStatus(invoice.status, language)} />
            <a
              className="text-link flex min-h-11 items-center whitespace-nowrap"
              href={downloadUrl(receiptUrl(invoice.po_number))}
              download
              aria-label={t`Download the receipt of order ${invoice.po_number} (PDF)`}
            >
              <Trans>Receipt (PDF)</Trans>
            </a>
          </span>,
        ])}
      />
      <BillingTable
        title={t`Payments`}
        empty={t`No payments yet.`}
        headings={[t`Date`, t`For`, t`Amount`, t`Status`]}
        rows={billing.payments.map((payment) => [
          formatDay(payment.created_on),
          paymentForWords(payment.paid_for, language),
          formatDollars(payment.amount),
          <StatusBadge key="status" status={paymentStatus(payment.status, language)} />,
        ])}
      />
    </>
  );
}

/** No plan renews: what that means for this customer (vials at risk, nothing to freeze, or what storage is). */
function NoStoragePlan() {
  const user = useSession((state) => state.user);
  const language = usePageLanguage();
  if (!user) return null;
  const empty = storagePlansEmptyState(user, language);
  return <EmptyStateMessage empty={empty} variant="secondary" />;
}

function BillingTable({
  title,
  empty,
  headings,
  rows,
}: {
  title: string;
  empty: string;
  headings: string[];
  rows: ReactNode[][];
}) {
  return (
    <div className="card mt-6 overflow-x-auto p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              {headings.map((heading) => (
                <th key={heading} scope="col" className="py-2 pr-3">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own and never reorder
              <tr key={index} className="border-b border-line">
                {row.map((cell, column) => (
                  <td key={headings[column]} className="py-2 pr-3">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
