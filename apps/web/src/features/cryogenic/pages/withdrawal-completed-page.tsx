import { WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { withdrawalRecipientLabel } from '@fathom/domain/cryogenic';
import { countOf } from '@fathom/domain/plural';
import { useSearchParams } from 'wouter';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { PageLinks } from '../../../components/page-links';
import { formatDay } from '../../../lib/format';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { type CryogenicItem, getCryogenics } from '../api/cryogenics';

type Withdrawal = CryogenicItem['withdrawals'][number];

const nextSteps: Partial<Record<Withdrawal['status'], string>> = {
  awaiting_partner_consent:
    'Your partner on the account has been asked to consent. We release the vials once they have.',
  awaiting_quote: 'We will email you a quote for the international transfer before anything is sent.',
  requested: 'Our team now contacts the recipient to arrange the transfer.',
};

export default function WithdrawalCompletedPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const signedIn = useSession((state) => state.user !== null);
  return (
    <section className="page-frame" aria-labelledby="withdrawal-completed-title">
      <h1 id="withdrawal-completed-title" className="page-title" tabIndex={-1}>
        Withdrawal requested
      </h1>
      <p className="page-lead">
        We have received your withdrawal request. Our team will contact your medical professional or facility
        to arrange the transfer.
      </p>
      {id && signedIn ? <Recap id={id} /> : null}
      <p className="mt-6">
        Transfers need at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time. We email you when the delivery
        date is confirmed and again when the vials arrive.
      </p>
      <PageLinks href="/cryogenic" label="Back to cryogenic storage" />
    </section>
  );
}

/** What was asked for, read back from the account: the vials, the date and the recipient. */
function Recap({ id }: { id: string }) {
  const storage = useRequest(getCryogenics);
  if (storage.status === 'loading') {
    return <LoadingSkeleton label="Loading your request…" shape="lines" />;
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
      ? ` (for ${withdrawal.recipient_name})`
      : '';
  return (
    <>
      <dl
        className="card mt-6 grid gap-x-6 gap-y-3 p-6 sm:grid-cols-[auto_1fr]"
        data-testid="withdrawal-recap"
      >
        <dt className="font-semibold">Vials</dt>
        <dd>
          {countOf(withdrawal.vial_count, 'vial')} from {item.title}
        </dd>
        <dt className="font-semibold">Delivery date</dt>
        <dd>{formatDay(withdrawal.requested_date)}</dd>
        <dt className="font-semibold">Recipient</dt>
        <dd>
          {withdrawalRecipientLabel(withdrawal)}
          {contact}
          {withdrawal.destination === 'international' ? ', outside the United States' : ''}
        </dd>
      </dl>
      {next ? (
        <p className="mt-6 font-semibold" data-testid="withdrawal-next-step">
          {next}
        </p>
      ) : null}
    </>
  );
}
