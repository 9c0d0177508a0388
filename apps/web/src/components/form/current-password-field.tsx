import { required } from '@fathom/domain/validation/rules';
import { useLingui } from '@lingui/react/macro';
import { fieldNames } from '../../lib/i18n/field-names';
import { TextField } from './text-field';

export const currentPasswordRules = [required];

/** The account's current password, as signing in and confirming it is the account holder ask for it. */
export function CurrentPasswordField({
  id,
  value,
  onChange,
  error,
  label,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  label?: string;
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      id={id}
      label={label ?? t`Password`}
      fieldName={t(fieldNames.password)}
      type="password"
      name="password"
      autoComplete="current-password"
      required
      value={value}
      onChange={onChange}
      rules={currentPasswordRules}
      error={error}
      hint={hint}
    />
  );
}
