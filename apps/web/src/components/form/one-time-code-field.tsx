import { digits, required } from '@fathom/domain/validation/rules';
import { useLingui } from '@lingui/react/macro';
import { fieldNames } from '../../lib/i18n/field-names';
import { TextField } from './text-field';

export const oneTimeCodeRules = [required, digits(6)];

/** The 6-digit code from an authenticator app, as every two-factor form asks for it. */
export function OneTimeCodeField({
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
      label={label ?? t`6-digit code from your authenticator app`}
      fieldName={t(fieldNames.code)}
      name="one_time_password"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      required
      value={value}
      onChange={onChange}
      rules={oneTimeCodeRules}
      error={error}
      hint={hint}
    />
  );
}
