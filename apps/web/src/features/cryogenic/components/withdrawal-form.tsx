import { DOMESTIC_CRYO_SHIPPING_CENTS, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';
import { withdrawalErrors } from '@fathom/domain/withdrawal';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/http/api-error';
import { type CreatedWithdrawal, type CryogenicItem, requestWithdrawal } from '../api/cryogenics';

export interface WithdrawalFormProps {
  item: CryogenicItem;
  legalName: string;
  usesTwoFactor: boolean;
  earliestDate: string;
  timeZone: string;
  /** Paid withdrawal shipping not used yet; a domestic request needs one. */
  hasPaidShipping: boolean;
  shippingProductUuid: string;
  onRequested: (withdrawal: CreatedWithdrawal) => void;
}

interface Fields {
  destination: 'domestic' | 'international';
  recipient_type: string;
  recipient_name: string;
  recipient_facility: string;
  address_1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  recipient_email: string;
  recipient_phone: string;
  requested_date: string;
  vial_count: string;
  signature: string;
  secret: string;
}

type Errors = Partial<Record<string, string>>;

const fieldOfError: Record<string, keyof Fields> = {
  password: 'secret',
  one_time_password: 'secret',
  'recipient_address.address_1': 'address_1',
  'recipient_address.city': 'city',
  'recipient_address.postal_code': 'postal_code',
  'recipient_address.country': 'country',
};

/** The withdrawal request: where the vials go, when, how many, signed with the legal name and confirmed. */
export function WithdrawalForm(props: WithdrawalFormProps) {
  const { item, legalName, usesTwoFactor, earliestDate, timeZone } = props;
  const [fields, setFields] = useState<Fields>({
    destination: 'domestic',
    recipient_type: '',
    recipient_name: '',
    recipient_facility: '',
    address_1: '',
    city: '',
    state: '',
    postal_code: '',
    country: 'US',
    recipient_email: '',
    recipient_phone: '',
    requested_date: earliestDate,
    vial_count: '1',
    signature: '',
    secret: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const needsShipping = fields.destination === 'domestic' && !props.hasPaidShipping;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = withdrawalErrors(
      {
        understood: true,
        recipientType: fields.recipient_type,
        requestedDate: fields.requested_date,
        vialCount: Number(fields.vial_count),
        signature: fields.signature,
      },
      { now: new Date(), timeZone, legalName, vialsHeld: item.remaining_vials_count },
    );
    for (const name of [
      'recipient_name',
      'recipient_facility',
      'address_1',
      'city',
      'postal_code',
    ] as const) {
      if (!fields[name].trim()) found[name] = 'This field is required.';
    }
    if (!fields.secret)
      found.secret = usesTwoFactor ? 'Enter the code from your authenticator app.' : 'Enter your password.';
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`withdrawal-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      props.onRequested(
        await requestWithdrawal({
          item_uuid: item.id,
          understood: true,
          destination: fields.destination,
          recipient_type: fields.recipient_type,
          recipient_name: fields.recipient_name,
          recipient_facility: fields.recipient_facility,
          recipient_address: {
            address_1: fields.address_1,
            city: fields.city,
            state: fields.state || null,
            postal_code: fields.postal_code,
            country: fields.destination === 'domestic' ? 'US' : fields.country.toUpperCase(),
          },
          recipient_email: fields.recipient_email,
          recipient_phone: fields.recipient_phone,
          requested_date: fields.requested_date,
          timezone: timeZone,
          vial_count: Number(fields.vial_count),
          signature: fields.signature,
          ...(usesTwoFactor ? { one_time_password: fields.secret } : { password: fields.secret }),
        }),
      );
    } catch (error) {
      const body = isApiError(error) ? (error.body as { errors?: Record<string, string[]> } | null) : null;
      setErrors(
        Object.fromEntries(
          Object.entries(body?.errors ?? {}).map(([name, messages]) => [
            fieldOfError[name] ?? name,
            messages[0],
          ]),
        ),
      );
      setFormError(isApiError(error) ? error.message : 'We could not send your request. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const text = (name: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`withdrawal-${name}`}
      label={label}
      value={fields[name]}
      onChange={set(name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form className="card mt-6 grid gap-4 p-6" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <fieldset>
        <legend className="field-label">Where do the vials go?</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            checked={fields.destination === 'domestic'}
            onChange={() => set('destination')('domestic')}
          />
          Within the United States ({formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS)} shipping)
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            checked={fields.destination === 'international'}
            onChange={() => set('destination')('international')}
          />
          Outside the United States (we send you a quote)
        </label>
      </fieldset>
      {needsShipping ? (
        <div className="rounded-lg border-l-4 border-error-600 bg-error-50 p-4">
          <p>
            Domestic shipping costs {formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS)} per transfer. Pay for it
            first, then come back to this page to finish your request.
          </p>
          <Link
            href={`/checkouts?withdrawalItemUuid=${encodeURIComponent(item.id)}&items=${encodeURIComponent(props.shippingProductUuid)}`}
            className={`${buttonClassName('primary')} mt-3`}
          >
            Pay for shipping
          </Link>
        </div>
      ) : null}
      <fieldset aria-describedby={errors.recipient_type ? 'withdrawal-recipient_type-error' : undefined}>
        <legend className="field-label">Who receives them?</legend>
        {[
          ['medical_professional', 'A medical professional'],
          ['medical_facility', 'A medical facility'],
        ].map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              id={value === 'medical_professional' ? 'withdrawal-recipient_type' : undefined}
              type="radio"
              name="recipient_type"
              checked={fields.recipient_type === value}
              onChange={() => set('recipient_type')(value ?? '')}
            />
            {label}
          </label>
        ))}
        {errors.recipient_type ? (
          <p id="withdrawal-recipient_type-error" className="field-error">
            {errors.recipient_type}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('recipient_name', 'Name of the medical professional')}
        {text('recipient_facility', 'Facility')}
        {text('address_1', 'Address', { autoComplete: 'off' })}
        {text('city', 'City')}
        {text('state', fields.destination === 'domestic' ? 'State' : 'State or region (optional)')}
        {text('postal_code', 'Postal code')}
        {fields.destination === 'international' ? text('country', 'Country code (e.g. GB)') : null}
        {text('recipient_email', "Facility's email", { type: 'email' })}
        {text('recipient_phone', "Facility's phone", { type: 'tel' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('requested_date', 'Delivery date', {
          type: 'date',
          min: earliestDate,
          hint: `At least ${WITHDRAWAL_LEAD_TIME_DAYS} days from today: ${earliestDate} or later.`,
        })}
        <SelectField
          id="withdrawal-vial_count"
          label="Vials to send"
          value={fields.vial_count}
          options={Array.from({ length: item.remaining_vials_count }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
          onChange={set('vial_count')}
          error={errors.vial_count}
        />
      </div>
      {text('signature', 'Signature: your full legal name', {
        hint: `Type your legal name exactly: ${legalName}`,
        autoComplete: 'name',
      })}
      {text('secret', usesTwoFactor ? 'Code from your authenticator app' : 'Your password', {
        type: usesTwoFactor ? 'text' : 'password',
        autoComplete: usesTwoFactor ? 'one-time-code' : 'current-password',
        hint: 'To confirm it is you before your vials are released.',
      })}
      {formError ? (
        <p className="field-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={submitting} disabled={needsShipping}>
          Request the withdrawal
        </Button>
      </div>
    </form>
  );
}
