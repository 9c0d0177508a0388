import { WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useSearchParams } from 'wouter';
import { appConfig } from '../../../lib/config';

const nextSteps: Record<string, string> = {
  awaiting_partner_consent:
    'Your partner on the account has been asked to consent. We release the vials once they have.',
  awaiting_quote: 'We will email you a quote for the international transfer before anything is sent.',
};

export default function WithdrawalCompletedPage() {
  const [searchParams] = useSearchParams();
  const next = nextSteps[searchParams.get('status') ?? ''];
  return (
    <section className="page-section mx-auto" aria-labelledby="withdrawal-completed-title">
      <h1 id="withdrawal-completed-title" className="page-title" tabIndex={-1}>
        Withdrawal requested
      </h1>
      <p className="page-lead">
        We have received your withdrawal request. Our team will contact your medical professional or facility
        to arrange the transfer.
      </p>
      {next ? (
        <p className="mt-6 font-semibold" data-testid="withdrawal-next-step">
          {next}
        </p>
      ) : null}
      <p className="mt-6">
        Transfers need at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time. We email you when the delivery
        date is confirmed and again when the vials arrive.
      </p>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/cryogenic" className="text-link">
            Back to cryogenic storage
          </Link>
        </li>
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </li>
      </ul>
    </section>
  );
}
