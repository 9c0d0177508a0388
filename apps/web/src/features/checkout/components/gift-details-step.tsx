import { plainText } from '@fathom/domain/validation/plain-text';
import { email } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldErrors } from '../../../components/form/field-errors';
import { TextField } from '../../../components/form/text-field';
import type { CheckoutForm } from '../checkout-form';
import { GIFT_LABELS } from '../checkout-labels';

export interface GiftDetailsStepProps {
  gift: CheckoutForm['gift'];
  errors: FieldErrors;
  onChange: (patch: Partial<CheckoutForm['gift']>) => void;
}

export function GiftDetailsStep({ gift, errors, onChange }: GiftDetailsStepProps) {
  const { t } = useLingui();
  const messageId = useId();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <TextField
        label={t(GIFT_LABELS.recipient_name)}
        required
        value={gift.recipient_name}
        rules={[plainText]}
        error={errors['gift.recipient_name']}
        onChange={(value) => onChange({ recipient_name: value })}
      />
      <TextField
        label={t(GIFT_LABELS.recipient_email)}
        type="email"
        required
        rules={[email]}
        value={gift.recipient_email}
        error={errors['gift.recipient_email']}
        onChange={(value) => onChange({ recipient_email: value })}
      />
      <div className="sm:col-span-2">
        <label htmlFor={messageId} className="field-label">
          <Trans>Gift message (optional)</Trans>
        </label>
        <textarea
          id={messageId}
          className="field-input"
          rows={3}
          maxLength={500}
          value={gift.message}
          aria-invalid={errors['gift.message'] ? true : undefined}
          aria-describedby={errors['gift.message'] ? `${messageId}-error` : undefined}
          onChange={(event) => onChange({ message: event.target.value })}
        />
        {errors['gift.message'] ? (
          <p id={`${messageId}-error`} className="field-error">
            {errors['gift.message']}
          </p>
        ) : null}
      </div>
    </div>
  );
}
