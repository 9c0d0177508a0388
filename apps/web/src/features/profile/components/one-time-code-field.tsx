import { digits, required } from '@fathom/domain/validation/rules';
import { TextField } from '../../../components/form/text-field';

export const oneTimeCodeRules = [required, digits(6)];

export function OneTimeCodeField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
}) {
  return (
    <TextField
      id={id}
      label="6-digit code from your authenticator app"
      fieldName="code"
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
    />
  );
}
