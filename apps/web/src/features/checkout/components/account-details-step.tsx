import { plainText } from '@fathom/domain/validation/plain-text';
import { email } from '@fathom/domain/validation/rules';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../../../components/form/field-errors';
import { TextField } from '../../../components/form/text-field';
import type { CheckoutForm } from '../checkout-form';

export interface AccountDetailsStepProps {
  form: CheckoutForm;
  errors: FieldErrors;
  emailVerificationError: string | null;
  emailPending: boolean;
  onChange: (patch: Partial<Pick<CheckoutForm, 'email' | 'first_name' | 'last_name'>>) => void;
}

export function AccountDetailsStep({
  form,
  errors,
  emailVerificationError,
  emailPending,
  onChange,
}: AccountDetailsStepProps) {
  const { t } = useLingui();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        value={form.email}
        rules={[email]}
        error={emailVerificationError ?? errors.email}
        hint={emailPending ? t`Checking your email address…` : t`Your order confirmation goes here.`}
        onChange={(value) => onChange({ email: value })}
      />
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        required
        value={form.first_name}
        rules={[plainText]}
        error={errors.first_name}
        onChange={(value) => onChange({ first_name: value })}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        required
        value={form.last_name}
        rules={[plainText]}
        error={errors.last_name}
        onChange={(value) => onChange({ last_name: value })}
      />
    </div>
  );
}
