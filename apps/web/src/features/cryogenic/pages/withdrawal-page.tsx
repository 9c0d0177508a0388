import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { browserTimezone } from '@fathom/domain/format';
import type { UserView } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { LoadingSkeleton } from '../../../components/loading-skeleton';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { type CryogenicItem, type Cryogenics, getCryogenics } from '../api/cryogenics';
import { getWithdrawalDraft, type WithdrawalDraft } from '../api/withdrawal-drafts';
import { StorageFacts } from '../components/storage-facts';
import { WithdrawalConfirmation } from '../components/withdrawal-confirmation';
import { WithdrawalForm } from '../components/withdrawal-form';
import { hasOpenWithdrawal } from '../storage-labels';
import { useWithdrawalDraftSaving } from '../use-withdrawal-draft';

export default function WithdrawalPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const user = useSession((state) => state.user);
  const { t } = useLingui();
  const load = useCallback(
    () =>
      Promise.all([getCryogenics(), getWithdrawalDraft(uuid)]).then(([storage, draft]) => ({
        storage,
        draft,
      })),
    [uuid],
  );
  const loaded = useRequest(load);
  const item =
    loaded.status === 'success' ? loaded.data.storage.items.find((candidate) => candidate.id === uuid) : null;

  return (
    <section className="page-section" aria-labelledby="withdrawal-title">
      <h1 id="withdrawal-title" className="page-title" tabIndex={-1}>
        <Trans>Request a withdrawal</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          A withdrawal sends your stored vials to the medical professional or facility that will use them.
        </Trans>
      </p>
      {loaded.status === 'loading' ? (
        <LoadingSkeleton label={t`Loading your storage…`} />
      ) : loaded.status === 'error' || !item || !user ? (
        <p className="field-error mt-6" role="alert">
          <Trans>We could not find this stored sample in your account.</Trans>
        </p>
      ) : hasOpenWithdrawal(item) || item.remaining_vials_count === 0 ? (
        <p className="mt-6" role="status" data-testid="withdrawal-unavailable">
          {item.remaining_vials_count === 0 ? (
            <Trans>No vials are held in this storage any more, so there is nothing to withdraw.</Trans>
          ) : (
            <Trans>
              A withdrawal of this sample is already in progress: you can request another once it is shipped
              or cancelled.
            </Trans>
          )}
        </p>
      ) : (
        <WithdrawalRequestSteps
          key={item.id}
          item={item}
          storage={loaded.data.storage}
          draft={loaded.data.draft}
          user={user}
        />
      )}
      <StorageFacts />
      <p className="mt-6">
        <Link href="/cryogenic" className="text-link">
          <Trans>Back to cryogenic storage</Trans>
        </Link>
      </p>
    </section>
  );
}

function startingFields(draft: WithdrawalDraft | null, earliestDate: string): WithdrawalDraft {
  return {
    understood: false,
    destination: 'domestic',
    recipient_type: '',
    recipient_name: '',
    recipient_facility: '',
    address_1: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'US',
    recipient_email: '',
    recipient_phone: '',
    requested_date: earliestDate,
    vial_count: '1',
    signature: '',
    ...draft,
  };
}

/** The confirmation, then the request, both kept as a draft as the customer goes. */
function WithdrawalRequestSteps({
  item,
  storage,
  draft,
  user,
}: {
  item: CryogenicItem;
  storage: Cryogenics;
  draft: WithdrawalDraft | null;
  user: UserView;
}) {
  const [, navigate] = useLocation();
  const [timeZone] = useState(() => browserTimezone({ logger: console }) || DEFAULT_TIMEZONE);
  const [earliestDate] = useState(() => earliestWithdrawalDate(new Date(), timeZone));
  const [fields, setFields] = useState(() => startingFields(draft, earliestDate));
  const saving = useWithdrawalDraftSaving(item.id, fields);
  const nextStepHeading = useRef<HTMLHeadingElement>(null);
  const onChange = (patch: Partial<WithdrawalDraft>) => setFields((current) => ({ ...current, ...patch }));

  if (!fields.understood) {
    return (
      <WithdrawalConfirmation
        onConfirmed={() => {
          onChange({ understood: true });
          queueMicrotask(() => nextStepHeading.current?.focus());
        }}
      />
    );
  }
  return (
    <>
      <h2 ref={nextStepHeading} tabIndex={-1} className="mt-6 text-lg font-semibold">
        <Trans>Arrange your transfer</Trans>
      </h2>
      <WithdrawalForm
        item={item}
        fields={fields}
        onChange={onChange}
        user={user}
        earliestDate={earliestDate}
        timeZone={timeZone}
        hasPaidShipping={storage.unused_withdrawal_cryoshipping}
        shippingProductUuid={storage.cryo_shipping_product_uuid}
        onSending={saving.hold}
        onRequested={(withdrawal) =>
          navigate(`/onboarding/withdrawal/completed?id=${encodeURIComponent(withdrawal.id)}`)
        }
      />
    </>
  );
}
