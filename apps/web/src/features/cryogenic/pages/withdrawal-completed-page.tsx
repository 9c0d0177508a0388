import { WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { withdrawalRecipientLabel } from '@fathom/domain/cryogenic';
import { productTitle } from '@fathom/domain/product-words';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'wouter';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { PageLinks } from '../../../components/page-links';
import { formatDay } from '../../../lib/format';
import { vialCount } from '../../../lib/i18n/counts';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { type CryogenicItem, getCryogenics } from '../api/cryogenics';

type Withdrawal = CryogenicItem['withdrawals'][number];

const nextSteps: Partial<Record<Withdrawal['status'], MessageDescriptor>> = {
  awaiting_partner_consent: msg`Your partner on the account has been asked to consent. We release the vials once they have.`,
  awaiting_quote: msg`We will email you a quote for the international transfer before anything is sent.`,
  requested: msg`Our team now contacts the recipient to arrange the transfer.`,
};

export default function WithdrawalCompletedPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const signedIn = useSession((state) => state.user !== null);
  const { t } = useLingui();
  return (
    <section className="page-frame" aria-labelledby="withdrawal-completed-title">
      <h1 id="withdrawal-completed-title" className="page-title" tabIndex={-1}>
        <Trans>Withdrawal requested</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          We have received your withdrawal request. Our team will contact your medical professional or
          facility to arrange the transfer.
        </Trans>
      </p>
      {id && signedIn ? <Recap id={id} /> : null}
      <p className="mt-6">
        <Trans>
          Transfers need at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time. We email you when the
          delivery date is confirmed and again when the vials arrive.
        </Trans>
      </p>
      <PageLinks href="/cryogenic" label={t`Back to cryogenic storage`} />
    </section>
  );
}

/** What was asked for, read back from the account: the vials, the date and the recipient. */
function Recap({ id }: { id: string }) {
  const storage = useRequest(getCryogenics);
  const { t } = useLingui();
  const language = usePageLanguage();
  if (storage.status === 'loading') {
    return <LoadingSkeleton label={t`Loading your request…`} shape="lines" />;
  }
  const found =
    storage.status === 'success'
      ? storage.data.items.flatMap((item) =>
          item.withdrawals
            .filter((withdrawal) => withdrawal.id === id)
            .map((withdrawal) => ({ item, withdrawal })),
        )[0]
      : undefined;
  if (!found) return null;
  const { item, withdrawal } = found;
  const next = nextSteps[withdrawal.status];
  const contact =
    withdrawal.recipient_type === 'medical_facility' && withdrawal.recipient_name
      ? withdrawal.recipient_name
      : null;
  const international = withdrawal.destination === 'international';
  const sample = productTitle(item.product_key, language, item.title);
  return (
    <>
      <dl
        className="card mt-6 grid gap-x-6 gap-y-3 p-6 sm:grid-cols-[auto_1fr]"
        data-testid="withdrawal-recap"
      >
        <dt className="font-semibold">
          <Trans>Vials</Trans>
        </dt>
        <dd>
          <Trans>
            {vialCount(withdrawal.vial_count)} from {sample}
          </Trans>
        </dd>
        <dt className="font-semibold">
          <Trans>Delivery date</Trans>
        </dt>
        <dd>{formatDay(withdrawal.requested_date)}</dd>
        <dt className="font-semibold">
          <Trans>Recipient</Trans>
        </dt>
        <dd>
          {withdrawalRecipientLabel(withdrawal)}
          {contact ? (
            <>
              {' '}
              <Trans>(for {contact})</Trans>
            </>
          ) : null}
          {international ? <Trans>, outside the United States</Trans> : null}
        </dd>
      </dl>
      {next ? (
        <p className="mt-6 font-semibold" data-testid="withdrawal-next-step">
          {t(next)}
        </p>
      ) : null}
    </>
  );
}
