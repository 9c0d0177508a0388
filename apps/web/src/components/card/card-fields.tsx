import { useLingui } from '@lingui/react/macro';
import type { FieldErrors } from '../form/field-errors';
import { TextField } from '../form/text-field';
import type { CardForm } from './card-form';
import { formatCardNumber, formatExpiry, formatSecurityCode } from './card-format';

export interface CardFieldsProps {
  card: CardForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CardForm>) => void;
}

/**
 * The sandbox card form. Its values stay in this page: placing the order sends only the token made
 * from them in the browser. Every field takes digits from a phone's numeric keypad and is formatted as it is
 * typed (the number in fours, the expiry's slash put in), so "1229" is December 2029.
 */
export function CardFields({ card, errors, onChange }: CardFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="card-form">
      <TextField
        className="sm:col-span-2"
        label={t`Name on card`}
        autoComplete="cc-name"
        required
        value={card.name}
        error={errors['card.name']}
        onChange={(value) => onChange({ name: value })}
      />
      <TextField
        className="sm:col-span-2"
        label={t`Card number`}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        required
        value={card.number}
        error={errors['card.number']}
        onChange={(value) => onChange({ number: formatCardNumber(value) })}
      />
      <TextField
        label={t`Expiry date (MM/YY)`}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder={t({
          message: 'MM/YY',
          comment: 'How an expiry date is written: two digits of the month, two of the year',
        })}
        required
        value={card.expiry}
        error={errors['card.expiry']}
        onChange={(value) => onChange({ expiry: formatExpiry(value) })}
      />
      <TextField
        label={t`Security code`}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        required
        value={card.cvc}
        error={errors['card.cvc']}
        onChange={(value) => onChange({ cvc: formatSecurityCode(value) })}
      />
    </div>
  );
}
