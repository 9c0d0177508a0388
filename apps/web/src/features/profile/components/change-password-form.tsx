import type { PasswordChangeRequest } from '@fathom/contract/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { useServerForm } from '../../../lib/use-server-form';
import { changePassword } from '../api/change-password';

const empty: PasswordChangeRequest = { current_password: '', password: '', password_confirmation: '' };

/** A new password after the current one; the other sessions of the account end. */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const {
    values: form,
    set,
    errors,
    sending: saving,
    submit,
    reset,
  } = useServerForm(
    empty,
    (values) => {
      setDone(null);
      return changePassword(values);
    },
    (answer) => {
      setDone(localizedMessage(i18n, answer.message));
      reset();
    },
  );

  return (
    <section className="card p-6" aria-labelledby="change-password-title">
      <h2 id="change-password-title" className="text-lg font-semibold">
        <Trans>Change your password</Trans>
      </h2>
      <form className="mt-4 max-w-md space-y-4" noValidate onSubmit={submit}>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          required
          value={form.current_password}
          onChange={set('current_password')}
          error={errors.current_password}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <TextField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          required
          value={form.password_confirmation}
          onChange={set('password_confirmation')}
          error={errors.password_confirmation}
        />
        <Button type="submit" loading={saving}>
          <Trans>Change password</Trans>
        </Button>
        {done ? (
          <p role="status" className="rounded-lg bg-[var(--color-success-50)] p-3">
            {done}
          </p>
        ) : null}
      </form>
    </section>
  );
}
