import { DEFAULT_TIMEZONE, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { browserTimezone, formatDate } from '@fathom/domain/format';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { appConfig } from '../../../lib/config';
import { StorageFacts } from '../components/storage-facts';

export default function WithdrawalPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [understood, setUnderstood] = useState(false);
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  const nextStepHeading = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    setUnderstood(true);
    queueMicrotask(() => nextStepHeading.current?.focus());
  };

  const timeZone = browserTimezone({ logger: console }) || DEFAULT_TIMEZONE;
  const earliest = earliestWithdrawalDate(new Date(), timeZone);

  return (
    <section className="page-section" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className="page-title" tabIndex={-1}>
        Request a withdrawal
      </h1>
      <p className="page-lead">
        A withdrawal sends your stored vials to the medical professional or facility that will use them.
      </p>
      <StorageFacts />
      {understood ? (
        <div className="card mt-6 p-6">
          <h2 ref={nextStepHeading} tabIndex={-1} className="text-lg font-semibold">
            Arrange your transfer
          </h2>
          <p className="mt-2">
            The earliest date we can deliver is <strong>{formatDate(earliest)}</strong>. Pay for the transfer,
            then our team confirms the receiving facility and the delivery date with you.
          </p>
          <p className="mt-4 flex flex-wrap items-center gap-4">
            <Link
              href={`/checkouts?withdrawalItemUuid=${encodeURIComponent(uuid)}`}
              className={buttonClassName('primary')}
            >
              Continue to payment
            </Link>
            <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
              Talk to our team first
            </a>
          </p>
        </div>
      ) : (
        <div className="card mt-6 p-6">
          <h2 className="text-lg font-semibold">Before you continue</h2>
          <p className="mt-2">
            Please confirm that you understand the vials go only to a medical professional or facility, and
            that the transfer needs at least {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
          </p>
          <p className="mt-4 flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              className="mt-1 size-5"
              checked={checked}
              onChange={(event) => setChecked(event.target.checked)}
            />
            <label htmlFor={checkboxId}>
              I understand that vials are withdrawn only to a medical professional or facility, with at least{' '}
              {WITHDRAWAL_LEAD_TIME_DAYS} days of lead time.
            </label>
          </p>
          <p className="mt-4">
            <Button onClick={confirm} disabled={!checked}>
              I understand
            </Button>
          </p>
        </div>
      )}
      <p className="mt-6">
        <Link href="/cryogenic" className="text-link">
          Back to cryogenic storage
        </Link>
      </p>
    </section>
  );
}
