import { TextField } from '../../../components/form/text-field';
import type { CardForm, FieldErrors } from '../checkout-form';

export interface CardFieldsProps {
  card: CardForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CardForm>) => void;
}

/**
 * The sandbox card form. Its values stay in this page: placing the order sends only the token made
 * from them in the browser.
 */
export function CardFields({ card, errors, onChange }: CardFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="card-form">
      <TextField
        className="sm:col-span-2"
        label="Name on card"
        autoComplete="cc-name"
        required
        value={card.name}
        error={errors['card.name']}
        onChange={(value) => onChange({ name: value })}
      />
      <TextField
        className="sm:col-span-2"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        required
        value={card.number}
        error={errors['card.number']}
        onChange={(value) => onChange({ number: value })}
      />
      <TextField
        label="Expiry date (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/YY"
        required
        value={card.expiry}
        error={errors['card.expiry']}
        onChange={(value) => onChange({ expiry: value })}
      />
      <TextField
        label="Security code"
        autoComplete="cc-csc"
        inputMode="numeric"
        required
        value={card.cvc}
        error={errors['card.cvc']}
        onChange={(value) => onChange({ cvc: value })}
      />
    </div>
  );
}
