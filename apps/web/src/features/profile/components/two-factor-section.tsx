import type { UserResource } from '@fathom/contract/user';
import { formatDate } from '@fathom/domain/format';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { disableTwoFactor } from '../api/disable-two-factor';
import { getTwoFactorSetup, type TwoFactorSetup as Setup } from '../api/get-two-factor-setup';
import { reloadProfile } from '../reload-profile';
import { TwoFactorSetup } from './two-factor-setup';

function DisableTwoFactorForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disabling, setDisabling] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = code.replace(/\s+/g, '');
    const messages = validateFields([
      { name: 'code', value: oneTimePassword, rules: oneTimeCodeRules, label: 'code' },
    ]);
    setError(messages.code ?? null);
    if (messages.code) {
      document.getElementById('disable-two-factor-code')?.focus();
      return;
    }
    setDisabling(true);
    try {
      await disableTwoFactor({ one_time_password: oneTimePassword });
      await reloadProfile();
      notify({ type: 'success', message: 'Two-factor authentication is off.' });
    } catch (failure) {
      setError(serverFieldErrors(failure).one_time_password ?? null);
      setDisabling(false);
    }
  };

  return (
    <form className="mt-4 space-y-4" noValidate onSubmit={onSubmit}>
      <OneTimeCodeField id="disable-two-factor-code" value={code} onChange={setCode} error={error} />
      <Button type="submit" variant="secondary" loading={disabling}>
        Turn off two-factor authentication
      </Button>
    </form>
  );
}

export function TwoFactorSection({ user }: { user: UserResource }) {
  const configuredAt = user.attributes.google2fa_configured_at;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [loadingSetup, setLoadingSetup] = useState(false);

  const startSetup = async () => {
    setLoadingSetup(true);
    try {
      setSetup(await getTwoFactorSetup());
    } catch {
      // The shared error effects explain the failure.
    } finally {
      setLoadingSetup(false);
    }
  };

  return (
    <section className="card p-6" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-lg font-semibold">
        Two-factor authentication
      </h2>
      {configuredAt ? (
        <>
          <p className="mt-2">
            <strong>On</strong> since {formatDate(configuredAt)}. Signing in asks for a code from your
            authenticator app as well as your password.
          </p>
          <p className="mt-2 text-ink-soft">To turn it off, enter a current code from your app.</p>
          <DisableTwoFactorForm />
        </>
      ) : (
        <>
          <p className="mt-2">
            <strong>Off.</strong> Add a second step to signing in: a code from an authenticator app on your
            phone.
          </p>
          {setup ? (
            <TwoFactorSetup setup={setup} onCancel={() => setSetup(null)} />
          ) : (
            <p className="mt-4">
              <Button onClick={startSetup} loading={loadingSetup}>
                Set up two-factor authentication
              </Button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
