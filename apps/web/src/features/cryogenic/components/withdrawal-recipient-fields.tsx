import { usStates } from '@fathom/domain/us-states';
import { plainText } from '@fathom/domain/validation/plain-text';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { WithdrawalDraft } from '../api/withdrawal-drafts';

export interface WithdrawalRecipientFieldsProps {
  fields: WithdrawalDraft;
  errors: Readonly<Record<string, string | undefined>>;
  onChange: (patch: Partial<WithdrawalDraft>) => void;
}

type TextFieldName = {
  [K in keyof WithdrawalDraft]: WithdrawalDraft[K] extends string ? K : never;
}[keyof WithdrawalDraft];

/** The same list, in the same words, as the checkout's State. */
const STATE_OPTIONS = usStates.map((state) => ({ value: state.code, label: state.name }));

const RECIPIENT_TYPES: ReadonlyArray<
  readonly ['medical_professional' | 'medical_facility', MessageDescriptor]
> = [
  ['medical_professional', msg`A medical professional`],
  ['medical_facility', msg`A medical facility`],
];

/**
 * Who receives the vials and where. A facility is asked for its own name (a person there is optional); a
 * medical professional for their name and the clinic or practice the vials go to.
 */
export function WithdrawalRecipientFields({ fields, errors, onChange }: WithdrawalRecipientFieldsProps) {
  const { t } = useLingui();
  const text = (name: TextFieldName, label: string, extra: Record<string, unknown> = {}): ReactNode => (
    <TextField
      id={`withdrawal-${name}`}
      label={label}
      value={fields[name]}
      onChange={(value) => onChange({ [name]: value })}
      rules={[plainText]}
      error={errors[name]}
      {...extra}
    />
  );
  const domestic = fields.destination === 'domestic';
  const facility = fields.recipient_type === 'medical_facility';
  const professional = fields.recipient_type === 'medical_professional';
  const email = facility ? t`Facility's email` : professional ? t`Their email` : t`Recipient's email`;
  const phone = facility ? t`Facility's phone` : professional ? t`Their phone` : t`Recipient's phone`;

  return (
    <>
      <fieldset aria-describedby={errors.recipient_type ? 'withdrawal-recipient_type-error' : undefined}>
        <legend className="field-label">{t`Who receives them?`}</legend>
        {RECIPIENT_TYPES.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              id={value === 'medical_professional' ? 'withdrawal-recipient_type' : undefined}
              type="radio"
              name="recipient_type"
              data-invalid={errors.recipient_type && value === 'medical_professional' ? true : undefined}
              checked={fields.recipient_type === value}
              onChange={() => onChange({ recipient_type: value })}
            />
            {t(label)}
          </label>
        ))}
        {errors.recipient_type ? (
          <p id="withdrawal-recipient_type-error" className="field-error">
            {errors.recipient_type}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {facility ? (
          <>
            {text('recipient_facility', t`Name of the facility`, { autoComplete: 'organization' })}
            {text('recipient_name', t`Contact person at the facility (optional)`, { autoComplete: 'off' })}
          </>
        ) : null}
        {professional ? (
          <>
            {text('recipient_name', t`Name of the medical professional`, { autoComplete: 'off' })}
            {text('recipient_facility', t`Their clinic or practice`, { autoComplete: 'organization' })}
          </>
        ) : null}
        {text('address_1', t`Address`, { autoComplete: 'off' })}
        {text('city', t`City`, { autoComplete: 'off' })}
        {domestic ? (
          <SelectField
            id="withdrawal-state"
            label={t`State`}
            prompt={t`Choose a state`}
            value={fields.state.toUpperCase()}
            options={STATE_OPTIONS}
            error={errors.state}
            onChange={(value) => onChange({ state: value })}
          />
        ) : (
          text('state', t`State or region (optional)`, { autoComplete: 'off' })
        )}
        {domestic
          ? text('postal_code', t`ZIP code`, { inputMode: 'numeric', autoComplete: 'off' })
          : text('postal_code', t`Postal code`, { autoComplete: 'off' })}
        {domestic ? null : text('country', t`Country code (e.g. GB)`, { autoComplete: 'off', maxLength: 2 })}
        {text('recipient_email', email, { type: 'email', autoComplete: 'off' })}
        {text('recipient_phone', phone, { type: 'tel', autoComplete: 'off' })}
      </div>
    </>
  );
}
