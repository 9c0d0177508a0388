import { formatDate } from '@fathom/domain/format';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useRequest } from '../../../lib/use-request';
import { type ConsentRequest, consentToWithdrawal, getWithdrawalsAwaitingConsent } from '../api/cryogenics';

/** For the partner on an account: withdrawals of the stored vials wait for their consent here. */
export function PartnerConsentRequests() {
  const [refresh, setRefresh] = useState(0);
  const pending = useRequest(getWithdrawalsAwaitingConsent, refresh);
  const [consenting, setConsenting] = useState<string | null>(null);
  const [given, setGiven] = useState<string | null>(null);
  if (pending.status !== 'success' || (pending.data.length === 0 && !given)) return null;

  const consent = async (request: ConsentRequest) => {
    setConsenting(request.id);
    try {
      await consentToWithdrawal(request.id);
      setGiven(
        `Thank you: the ${request.vial_count} vials can now be sent to ${request.recipient_facility}.`,
      );
      setRefresh((count) => count + 1);
    } finally {
      setConsenting(null);
    }
  };

  return (
    <section className="card mt-6 p-6" aria-labelledby="consent-title" data-testid="consent-requests">
      <h2 id="consent-title" className="text-lg font-semibold">
        Your consent is needed
      </h2>
      {given ? (
        <p className="mt-2" role="status">
          {given}
        </p>
      ) : null}
      <ul className="mt-3 space-y-4">
        {pending.data.map((request) => (
          <li key={request.id}>
            <p>
              {request.requested_by_name} asked to send {request.vial_count} stored vial
              {request.vial_count === 1 ? '' : 's'} to {request.recipient_facility} on{' '}
              {formatDate(request.requested_date)}. The vials leave storage only with your consent.
            </p>
            <Button className="mt-2" loading={consenting === request.id} onClick={() => consent(request)}>
              I consent to this withdrawal
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
