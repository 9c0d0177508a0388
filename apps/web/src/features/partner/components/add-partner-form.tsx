import { plainText } from '@fathom/domain/validation/plain-text';
import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { useServerForm } from '../../../lib/use-server-form';
import { addPartner, type Partner } from '../api/authorized-users';

const requiredRules = [required];
const nameRules = [required, plainText];

/** The partner's name and email, and the account holder's password (or authenticator code) to confirm. */
export function AddPartnerForm({
  usesTwoFactor,
  onAdded,
}: {
  usesTwoFactor: boolean;
  onAdded: (partner: Partner) => void;
}) {
  const { t } = useLingui();
  const {
    values: form,
    set,
    errors,
    sending: saving,
    submit,
  } = useServerForm(
    { first_name: '', last_name: '', email: '', proof: '' },
    ({ proof, ...names }) =>
      addPartner({ ...names, ...(usesTwoFactor ? { one_time_password: proof } : { password: proof }) }),
    onAdded,
  );

  return (
    <form className="mt-4 max-w-md space-y-4" noValidate onSubmit={submit}>
      <TextField
        label={t`Partner's first name`}
        autoComplete="off"
        required
        value={form.first_name}
        onChange={set('first_name')}
        rules={nameRules}
        error={errors.first_name}
      />
      <TextField
        label={t`Partner's last name`}
        autoComplete="off"
        required
        value={form.last_name}
        onChange={set('last_name')}
        rules={nameRules}
        error={errors.last_name}
      />
      <TextField
        label={t`Partner's email`}
        type="email"
        autoComplete="off"
        required
        value={form.email}
        onChange={set('email')}
        rules={requiredRules}
        error={errors.email}
        hint={t`We email them a link to choose their own password.`}
      />
      {usesTwoFactor ? (
        <TextField
          label={t`Code from your authenticator app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={form.proof}
          onChange={set('proof')}
          error={errors.one_time_password}
          hint={t`To confirm it is you.`}
        />
      ) : (
        <TextField
          label={t`Your password`}
          type="password"
          autoComplete="current-password"
          required
          value={form.proof}
          onChange={set('proof')}
          error={errors.password}
          hint={t`To confirm it is you.`}
        />
      )}
      <Button type="submit" loading={saving}>
        <Trans>Add partner</Trans>
      </Button>
    </form>
  );
}
