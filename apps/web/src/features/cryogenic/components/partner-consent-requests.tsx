import { select, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { formatDay } from '../../../lib/format';
import { countCategory, countText } from '../../../lib/i18n/counts';
import { useRequest } from '../../../lib/use-request';
import {
  type ConsentRequest,
  consentToWithdrawal,
  declineWithdrawal,
  getWithdrawalsAwaitingConsent,
} from '../api/cryogenics';

type Choice = 'consent' | 'decline';

const vials = (count: number) => {
  const quantity = countCategory(count);
  const shown = countText(count);
  return select(quantity, { one: `${shown} stored vial`, other: `${shown} stored vials` });
};

/** The second step of a choice that cannot be taken back: what it does, said plainly, then confirmed. */
function ConfirmChoice({
  request,
  choice,
  busy,
  onConfirm,
  onBack,
}: {
  request: ConsentRequest;
  choice: Choice;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const count = vials(request.vial_count);
  const { recipient_facility: recipient, requested_by_name: requester } = request;
  return (
    <div className="mt-3 rounded-lg border border-line p-4" data-testid={`confirm-${choice}`}>
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        {choice === 'consent' ? <Trans>Confirm your consent</Trans> : <Trans>Decline this withdrawal?</Trans>}
      </h3>
      <p className="mt-1">
        {choice === 'consent' ? (
          <Trans>
            {count} will be released to {recipient}. Once shipped they cannot come back into storage.
          </Trans>
        ) : (
          <Trans>
            Nothing is sent: the vials stay in storage, and {requester} is told that you did not consent.
          </Trans>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant={choice === 'consent' ? 'primary' : 'danger'} loading={busy} onClick={onConfirm}>
          {choice === 'consent' ? <Trans>Yes, I consent</Trans> : <Trans>Decline the withdrawal</Trans>}
        </Button>
        <Button variant="quiet" onClick={onBack} disabled={busy}>
          <Trans>Go back</Trans>
        </Button>
      </div>
    </div>
  );
}

/** What the account holder asked for, and that it waits for the partner. */
function ConsentRequestSentence({ request }: { request: ConsentRequest }) {
  const count = vials(request.vial_count);
  const { recipient_facility: recipient, requested_by_name: requester } = request;
  const date = formatDay(request.requested_date);
  return (
    <p>
      <Trans>
        {requester} asked to send {count} to {recipient} on {date}. The vials leave storage only with your
        consent.
      </Trans>
    </p>
  );
}

/**
 * For the partner on an account: withdrawals of the stored vials wait here for their consent, which they give
 * or refuse, each confirmed in a second step.
 */
export function PartnerConsentRequests() {
  const [refresh, setRefresh] = useState(0);
  const pending = useRequest(getWithdrawalsAwaitingConsent, refresh);
  const [choosing, setChoosing] = useState<{ id: string; choice: Choice } | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (pending.status !== 'success' || (pending.data.length === 0 && !outcome)) return null;

  const confirm = async (request: ConsentRequest, choice: Choice) => {
    setBusy(true);
    try {
      const count = vials(request.vial_count);
      const { recipient_facility: recipient, requested_by_name: requester } = request;
      if (choice === 'consent') {
        await consentToWithdrawal(request.id);
        setOutcome(t`Thank you: the ${count} can now be sent to ${recipient}.`);
      } else {
        await declineWithdrawal(request.id);
        setOutcome(t`You declined: the vials stay in storage, and ${requester} has been told.`);
      }
      setChoosing(null);
      setRefresh((count) => count + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="consent-title" data-testid="consent-requests">
      <h2 id="consent-title" className="text-lg font-semibold">
        <Trans>Your consent is needed</Trans>
      </h2>
      {outcome ? (
        <p className="mt-2" role="status">
          {outcome}
        </p>
      ) : null}
      <ul className="mt-3 space-y-4">
        {pending.data.map((request) => (
          <li key={request.id}>
            <ConsentRequestSentence request={request} />
            {choosing?.id === request.id ? (
              <ConfirmChoice
                request={request}
                choice={choosing.choice}
                busy={busy}
                onConfirm={() => void confirm(request, choosing.choice)}
                onBack={() => setChoosing(null)}
              />
            ) : (
              <div className="mt-2 flex flex-wrap gap-3">
                <Button onClick={() => setChoosing({ id: request.id, choice: 'consent' })}>
                  <Trans>I consent to this withdrawal</Trans>
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setChoosing({ id: request.id, choice: 'decline' })}
                >
                  <Trans>I do not consent</Trans>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
