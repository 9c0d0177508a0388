import { callMoment, callTimesNote, callTimeZone, deviceZoneNamedByDate } from '@fathom/domain/call-times';
import { browserTimezone } from '@fathom/domain/format';
import { hasResultsReady, ownClient } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../../components/button';
import { PageLinks } from '../../../components/page-links';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { bookResultsCall, cancelResultsCall, getFreeSlots, getUpcomingCalls } from '../api/results-calls';
import { SlotPicker } from '../components/slot-picker';

/**
 * The zone of this device, read once: it does not change while the page is open. Date reads and names most
 * zones (undefined: the device's own); only for the others is Intl asked its IANA name (a failed lookup is logged).
 */
const deviceZone = () =>
  deviceZoneNamedByDate(new Date()) ? undefined : browserTimezone({ logger: console });

function Booking({ source, after }: { source: string; after: ReactNode }) {
  const [refresh, setRefresh] = useState(0);
  const calls = useRequest(getUpcomingCalls, refresh);
  const slots = useRequest(getFreeSlots, refresh);
  // What follows the booking is shown once its first answers are in: shown at once, the card arriving above it
  // would push it down the page.
  const answered = calls.status !== 'loading' && slots.status !== 'loading';
  const [shownAfter, setShownAfter] = useState(false);
  useEffect(() => {
    if (answered) setShownAfter(true);
  }, [answered]);
  const [device] = useState(deviceZone);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useLingui();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const language = usePageLanguage();
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setMessage(await work());
      setRefresh((value) => value + 1);
    } catch {
      // The shared error effects explain the failure (a time just taken, for one).
      setRefresh((value) => value + 1);
    } finally {
      setBusy(false);
    }
  };
  const upcoming = calls.status === 'success' ? calls.data[0] : undefined;
  const timeZone = callTimeZone({
    deviceZone: device,
    addressState: slots.status === 'success' ? slots.data.meta.address_state : null,
  });
  const when = (instant: string) => callMoment(instant, timeZone.zone, language);
  const failed = calls.status === 'error' || slots.status === 'error';

  return (
    <>
      {message ? (
        <p
          ref={messageRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-lg bg-[var(--color-success-50)] p-3"
        >
          {message}
        </p>
      ) : null}
      {calls.status === 'loading' || slots.status === 'loading' ? (
        <p className="mt-6">
          <Trans>Loading the free times…</Trans>
        </p>
      ) : failed ? (
        <div className="mt-6" role="alert">
          <p className="field-error">
            <Trans>We could not load the free times.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => setRefresh((value) => value + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {upcoming ? (
        <section className="card mt-6 p-6" aria-labelledby="booked-title" data-testid="booked-call">
          <h2 id="booked-title" className="text-lg font-semibold">
            <Trans>Your results call</Trans>
          </h2>
          <p className="mt-2">
            <Trans>
              {when(upcoming.starts_at)}. A specialist calls you on the phone number of your account.
            </Trans>
          </p>
          <Button
            variant="secondary"
            className="mt-4"
            loading={busy}
            onClick={() =>
              void act(async () => {
                await cancelResultsCall(upcoming.id);
                return t`Your call is cancelled. Choose another time whenever you like.`;
              })
            }
          >
            <Trans>Cancel this call</Trans>
          </Button>
        </section>
      ) : calls.status === 'success' && slots.status === 'success' ? (
        <section className="card mt-6 p-6" aria-labelledby="choose-title">
          <h2 id="choose-title" className="text-lg font-semibold">
            <Trans>Choose a time</Trans>
          </h2>
          <p className="mt-2 text-ink-soft" data-testid="call-time-zone">
            {callTimesNote(timeZone, new Date(), language)}
          </p>
          <SlotPicker
            slots={slots.data.data}
            timeZone={timeZone.zone}
            booking={busy}
            onBook={(startsAt) =>
              void act(async () => {
                const call = await bookResultsCall(startsAt, source);
                const moment = when(call.starts_at);
                return t`Booked: ${moment}. We email you a reminder the day before.`;
              })
            }
          />
        </section>
      ) : null}
      {shownAfter ? after : null}
    </>
  );
}

export default function ScheduleResultsCallPage() {
  const user = useSession((state) => state.user);
  const source = new URLSearchParams(useSearch()).get('source') ?? 'portal';
  const ready = user !== null && hasResultsReady(user);
  const isClient = user?.attributes.role === 'client' && ownClient(user) !== null;
  const { t } = useLingui();
  const links = user ? (
    <PageLinks href="/analysis" label={t`Your analysis`} />
  ) : (
    <PageLinks href="/login" label={t`Sign in`} />
  );

  return (
    <section className="page-frame" aria-labelledby="schedule-title">
      <h1 id="schedule-title" className="page-title" tabIndex={-1}>
        <Trans>Schedule your results call</Trans>
      </h1>
      <p className="page-lead">
        {ready ? (
          <Trans>
            A fertility specialist walks you through your results and answers your questions, by phone.
          </Trans>
        ) : user ? (
          <Trans>Your results call can be booked once your results are ready.</Trans>
        ) : (
          <Trans>Sign in to book your results call.</Trans>
        )}
      </p>
      {ready && isClient ? <Booking source={source} after={links} /> : links}
    </section>
  );
}
