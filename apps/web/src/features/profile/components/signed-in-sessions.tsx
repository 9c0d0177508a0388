import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../lib/format';
import { useRequest } from '../../../lib/use-request';
import { endOtherSessions, endSession, getSessions } from '../api/sessions';

const when = (instant: string) => formatDateTime(instant);

/** Where the person is signed in, with a way to sign out a session they do not recognise. */
export function SignedInSessions() {
  const [refresh, setRefresh] = useState(0);
  const sessions = useRequest(getSessions, refresh);
  const [busy, setBusy] = useState<string | null>(null);
  const { t } = useLingui();

  const run = async (key: string, work: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await work();
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setBusy(null);
      setRefresh((value) => value + 1);
    }
  };
  const list = sessions.status === 'success' ? sessions.data : [];
  const others = list.filter((session) => !session.current);

  return (
    <section className="card p-6" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold">
        <Trans>Where you are signed in</Trans>
      </h2>
      <p className="mt-1 text-ink-soft">
        <Trans>If you do not recognise a session, sign it out and change your password.</Trans>
      </p>
      <ul className="mt-4 space-y-3" data-testid="sessions">
        {list.map((session) => {
          const { device } = session;
          const signedIn = when(session.created_at);
          const lastActive = when(session.last_seen_at);
          return (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3"
            >
              <div>
                <p className="font-semibold">
                  {session.current ? <Trans>{device} (this browser)</Trans> : device}
                </p>
                <p className="text-sm text-ink-faint">
                  <Trans>
                    Signed in {signedIn} · last active {lastActive}
                  </Trans>
                </p>
              </div>
              {session.current ? null : (
                <Button
                  variant="quiet"
                  size="sm"
                  loading={busy === session.id}
                  aria-label={t`Sign out ${device}, signed in ${signedIn}`}
                  onClick={() => void run(session.id, () => endSession(session.id))}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="secondary"
          className="mt-4"
          loading={busy === 'others'}
          onClick={() => void run('others', endOtherSessions)}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      ) : null}
    </section>
  );
}
