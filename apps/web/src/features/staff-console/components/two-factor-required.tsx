import { Button } from '../../../components/button';
import { useRequest } from '../../../lib/use-request';
import { getTwoFactorSetup, TwoFactorSetup } from '../../profile';

/** A staff account without two-factor sign-in sets it up here before the console opens (issue 47). */
export function TwoFactorRequired({ onEnabled }: { onEnabled: () => void }) {
  const setup = useRequest(getTwoFactorSetup);
  return (
    <section aria-labelledby="two-factor-required-title" className="console-narrow">
      <h1 id="two-factor-required-title" className="console-title">
        Set up two-factor sign-in
      </h1>
      <p className="console-lead">
        Staff accounts reach customers' health records, so each signs in with a password and a code from an
        authenticator app. Set it up now: the console opens once it is on.
      </p>
      {setup.status === 'success' ? (
        <TwoFactorSetup setup={setup.data} onEnabled={onEnabled} />
      ) : setup.status === 'error' ? (
        <p role="alert">
          The set-up could not be loaded: {setup.message}{' '}
          <Button variant="quiet" size="sm" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </p>
      ) : (
        <p>Preparing your authenticator code…</p>
      )}
    </section>
  );
}
