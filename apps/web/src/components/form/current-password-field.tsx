import { required } from '@fathom/domain/validation/rules';
import { TextField } from './text-field';

export const currentPasswordRules = [required];

/** The account's current password, as signing in and confirming it is the account holder ask for it. */
export function CurrentPasswordField({
  id,
  value,
  onChange,
  error,
  label = 'Password',
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  label?: string;
  hint?: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
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
