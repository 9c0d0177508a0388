import { DEFAULT_TIMEZONE, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { browserTimezone } from '@fathom/domain/format';
import { legalName } from '@fathom/domain/user';
import { useId, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { getCryogenics } from '../api/cryogenics';
import { StorageFacts } from '../components/storage-facts';
import { WithdrawalForm } from '../components/withdrawal-form';

export default function WithdrawalPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [, navigate] = useLocation();
  const user = useSession((state) => state.user);
  const storage = useRequest(getCryogenics);
  const [understood, setUnderstood] = useState(false);
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  const nextStepHeading = useRef<HTMLHeadingElement>(null);

  const confirm = () => {
    setUnderstood(true);
    queueMicrotask(() => nextStepHeading.current?.focus());
  };
  const timeZone = browserTimezone({ logger: console }) || DEFAULT_TIMEZONE;
  const item =
    storage.status === 'success' ? storage.data.items.find((candidate) => candidate.id === uuid) : null;

  return (
    <section className="page-section" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className="page-title" tabIndex={-1}>
        Request a withdrawal
      </h1>
      <p className="page-lead">
        A withdrawal sends your stored vials to the medical professional or facility that will use them.
      </p>
      {understood ? (
        <>
          <h2 ref={nextStepHeading} tabIndex={-1} className="mt-6 text-lg font-semibold">
            Arrange your transfer
          </h2>
          {storage.status === 'loading' ? (
            <p className="mt-4 flex items-center gap-2" role="status">
              <Spinner /> Loading your storage…
            </p>
          ) : storage.status === 'error' || !item || !user ? (
            <p className="field-error mt-4" role="alert">
              We could not find this stored sample in your account.
            </p>
          ) : (
            <WithdrawalForm
              item={item}
              legalName={legalName(user)}
              usesTwoFactor={Boolean(user.attributes.google2fa_configured_at)}
              earliestDate={earliestWithdrawalDate(new Date(), timeZone)}
              timeZone={timeZone}
              hasPaidShipping={storage.data.unused_withdrawal_cryoshipping}
              shippingProductUuid={storage.data.cryo_shipping_product_uuid}
              onRequested={(withdrawal) =>
                navigate(`/onboarding/withdrawal/completed?status=${encodeURIComponent(withdrawal.status)}`)
              }
            />
          )}
        </>
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
      <StorageFacts />
      <p className="mt-6">
        <Link href="/cryogenic" className="text-link">
          Back to cryogenic storage
        </Link>
      </p>
    </section>
  );
}
