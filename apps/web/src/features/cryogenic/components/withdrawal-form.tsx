import type { WithdrawalRequest } from '@fathom/contract/withdrawals';
import { isCalendarDate } from '@fathom/domain/calendar-date';
import { DOMESTIC_CRYO_SHIPPING_CENTS, WITHDRAWAL_LEAD_TIME_DAYS } from '@fathom/domain/constants';
import { formatMoney } from '@fathom/domain/format';
import { legalName, type UserView } from '@fathom/domain/user';
import { plainText } from '@fathom/domain/validation/plain-text';
import { withdrawalErrors, withdrawalRecipientErrors } from '@fathom/domain/withdrawal';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import type { CardForm } from '../../../components/card/card-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatDay } from '../../../lib/format';
import { isApiError } from '../../../lib/http/api-error';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { type CreatedWithdrawal, type CryogenicItem, requestWithdrawal } from '../api/cryogenics';
import type { WithdrawalDraft } from '../api/withdrawal-drafts';
import { EMPTY_CARD, useShippingPayment } from '../use-shipping-payment';
import { ShippingPayment } from './shipping-payment';
import { WithdrawalRecipientFields } from './withdrawal-recipient-fields';

export interface WithdrawalFormProps {
  item: CryogenicItem;
  fields: WithdrawalDraft;
  onChange: (patch: Partial<WithdrawalDraft>) => void;
  user: UserView;
  earliestDate: string;
  timeZone: string;
  /** Domestic shipping paid for earlier (at checkout) and not used by a request yet. */
  hasPaidShipping: boolean;
  shippingProductUuid: string;
  /** The request is on its way (true) or was refused (false): no draft is saved while it is on its way. */
  onSending: (sending: boolean) => void;
  onRequested: (withdrawal: CreatedWithdrawal) => void;
}

type Errors = Record<string, string>;

/** The server's field names, as the form names its fields. */
const fieldOfError: Record<string, string> = {
  password: 'secret',
  one_time_password: 'secret',
  'recipient_address.address_1': 'address_1',
  'recipient_address.city': 'city',
  'recipient_address.state': 'state',
  'recipient_address.postal_code': 'postal_code',
  'recipient_address.country': 'country',
};
const asFormErrors = (errors: Record<string, string>): Errors =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [fieldOfError[name] ?? name, message]));

function requestOf(item: CryogenicItem, fields: WithdrawalDraft, timeZone: string): WithdrawalRequest {
  const domestic = fields.destination === 'domestic';
  return {
    item_uuid: item.id,
    understood: fields.understood,
    destination: fields.destination,
    recipient_type: fields.recipient_type,
    recipient_name: fields.recipient_name.trim() || null,
    recipient_facility: fields.recipient_facility.trim(),
    recipient_address: {
      address_1: fields.address_1.trim(),
      city: fields.city.trim(),
      state: fields.state.trim() ? fields.state.trim().toUpperCase() : null,
      postal_code: fields.postal_code.trim(),
      country: domestic ? 'US' : fields.country.trim().toUpperCase(),
    },
    recipient_email: fields.recipient_email.trim(),
    recipient_phone: fields.recipient_phone.trim(),
    requested_date: fields.requested_date,
    timezone: timeZone,
    vial_count: Number(fields.vial_count),
    signature: fields.signature,
  };
}

/**
 * The chosen delivery day as every date in the portal reads ("Sunday, Dec 20, 2026", ADR 049), under the
 * browser's own date field, which writes it in the device's style ("12/20/2026"). An output: a screen reader
 * hears the day each time it changes.
 */
function ChosenDay({ date }: { date: string }) {
  const day = isCalendarDate(date) ? formatDay(date, { weekday: true }) : null;
  return (
    <output
      htmlFor="withdrawal-requested_date"
      className="mt-1 block text-sm font-semibold"
      data-testid="withdrawal-chosen-date"
    >
      {day ? <Trans>Chosen: {day}</Trans> : <Trans>No day chosen yet.</Trans>}
    </output>
  );
}

/**
 * The withdrawal request: where the vials go, when, how many, signed with the legal name and confirmed, and
 * for a domestic transfer the shipping paid in the same step. Nothing is disabled: what is missing is said.
 */
export function WithdrawalForm(props: WithdrawalFormProps) {
  const { item, fields, onChange, user, earliestDate, timeZone } = props;
  const { t, i18n } = useLingui();
  const usesTwoFactor = Boolean(user.attributes.google2fa_configured_at);
  const name = legalName(user);
  const [secret, setSecret] = useState('');
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const language = usePageLanguage();
  const shipping = useShippingPayment({ itemId: item.id, productUuid: props.shippingProductUuid, timeZone });
  const shippingPaid = props.hasPaidShipping || shipping.paid !== null;
  const needsPayment = fields.destination === 'domestic' && !shippingPaid;
  const shippingPrice = formatMoney(DOMESTIC_CRYO_SHIPPING_CENTS);
  const earliestDay = formatDay(earliestDate);

  // After each refused attempt, the first field that needs the customer.
  useEffect(() => {
    if (attempt === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [attempt]);

  const refuse = (found: Errors, message: string | null = null) => {
    setErrors(found);
    setFormError(message);
    setAttempt((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const request = requestOf(item, fields, timeZone);
    const found: Errors = {
      ...asFormErrors(
        withdrawalErrors(
          {
            understood: request.understood,
            recipientType: request.recipient_type,
            requestedDate: request.requested_date,
            vialCount: request.vial_count,
            signature: request.signature,
          },
          { now: new Date(), timeZone, legalName: name, vialsHeld: item.remaining_vials_count },
          language,
        ),
      ),
      ...asFormErrors(withdrawalRecipientErrors(request, language)),
      ...(needsPayment ? shipping.check(card) : {}),
    };
    if (!secret)
      found.secret = usesTwoFactor ? t`Enter the code from your authenticator app.` : t`Enter your password.`;
    if (Object.keys(found).length > 0) {
      refuse(found, t`Some details are missing or need a change: see the messages below.`);
      return;
    }
    setSubmitting(true);
    setErrors({});
    setFormError(null);
    try {
      if (needsPayment) {
        const payment = await shipping.pay(card, user);
        if ('errors' in payment) {
          refuse(payment.errors);
          return;
        }
        setCard(EMPTY_CARD);
      }
      props.onSending(true);
      props.onRequested(
        await requestWithdrawal({
          ...request,
          ...(usesTwoFactor ? { one_time_password: secret } : { password: secret }),
        }),
      );
    } catch (error) {
      props.onSending(false);
      const body = isApiError(error) ? (error.body as { errors?: Record<string, string[]> } | null) : null;
      refuse(
        asFormErrors(
          Object.fromEntries(
            Object.entries(body?.errors ?? {}).map(([field, messages]) => [
              field,
              localizedMessage(i18n, messages[0] ?? ''),
            ]),
          ),
        ),
        isApiError(error) && error.message
          ? localizedMessage(i18n, error.message)
          : t`We could not send your request. Please try again.`,
      );
    } finally {
      setSubmitting(false);
    }
  };

  const text = (field: 'requested_date' | 'signature', label: string, extra: Record<string, unknown>) => (
    <TextField
      id={`withdrawal-${field}`}
      label={label}
      value={fields[field]}
      onChange={(value) => onChange({ [field]: value })}
      rules={[plainText]}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form
      ref={form}
      className="card mt-6 grid gap-4 p-6"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      data-testid="withdrawal-form"
    >
      {formError ? (
        <p className="field-error" role="alert" data-testid="withdrawal-form-error">
          {formError}
        </p>
      ) : null}
      <fieldset>
        <legend className="field-label">
          <Trans>Where do the vials go?</Trans>
        </legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            checked={fields.destination === 'domestic'}
            onChange={() => onChange({ destination: 'domestic', country: 'US' })}
          />
          <Trans>Within the United States ({shippingPrice} shipping)</Trans>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="destination"
            checked={fields.destination === 'international'}
            onChange={() =>
              onChange({
                destination: 'international',
                country: fields.country === 'US' ? '' : fields.country,
              })
            }
          />
          <Trans>Outside the United States (we send you a quote)</Trans>
        </label>
      </fieldset>
      <WithdrawalRecipientFields fields={fields} errors={errors} onChange={onChange} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          {text('requested_date', t`Delivery date`, {
            type: 'date',
            min: earliestDate,
            hint: t`At least ${WITHDRAWAL_LEAD_TIME_DAYS} days from today: ${earliestDay} or later.`,
          })}
          <ChosenDay date={fields.requested_date} />
        </div>
        <SelectField
          id="withdrawal-vial_count"
          label={t`Vials to send`}
          value={fields.vial_count}
          options={Array.from({ length: item.remaining_vials_count }, (_, index) => ({
            value: String(index + 1),
            label: String(index + 1),
          }))}
          onChange={(value) => onChange({ vial_count: value })}
          error={errors.vial_count}
        />
      </div>
      {text('signature', t`Signature: your full legal name`, {
        hint: t`Type your legal name exactly: ${name}`,
        autoComplete: 'name',
      })}
      <TextField
        id="withdrawal-secret"
        label={usesTwoFactor ? t`Code from your authenticator app` : t`Your password`}
        type={usesTwoFactor ? 'text' : 'password'}
        autoComplete={usesTwoFactor ? 'one-time-code' : 'current-password'}
        hint={t`To confirm it is you before your vials are released.`}
        value={secret}
        onChange={setSecret}
        error={errors.secret}
      />
      {fields.destination === 'domestic' ? (
        <ShippingPayment
          paid={shippingPaid ? { poNumber: shipping.paid?.po_number ?? null } : null}
          card={card}
          errors={errors}
          onCard={(patch) => setCard((current) => ({ ...current, ...patch }))}
          stripePayment={shipping.stripePayment}
        />
      ) : null}
      <div>
        <Button type="submit" loading={submitting} className="w-full whitespace-normal text-center sm:w-auto">
          {needsPayment ? (
            <Trans>Pay {shippingPrice} and request the withdrawal</Trans>
          ) : (
            <Trans>Request the withdrawal</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
