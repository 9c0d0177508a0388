import type { ClientResource } from '@fathom/contract/user';
import { phoneForDisplay } from '@fathom/domain/phone-display';
import { phoneNumber } from '@fathom/domain/validation/phone-number';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { firstInvalidField, validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { loadProfile } from '../../../lib/session-profile';
import { updateClient } from '../api/update-client';

const phoneRules = [phoneNumber()];

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ContactDetailsForm({ client }: { client: ClientResource }) {
  // The number as every page writes it (ADR 049): a US number "(512) 555-0199", whatever form it was saved in.
  const [phone, setPhone] = useState(phoneForDisplay(client.attributes.phone));
  const [dateOfBirth, setDateOfBirth] = useState(client.attributes.date_of_birth ?? '');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields([
      {
        name: 'phone',
        value: phone.trim(),
        rules: phoneRules,
        label: t({ message: 'phone', comment: 'A field as the validation messages name it: lower case' }),
      },
    ]);
    setErrors(messages);
    const invalid = firstInvalidField(messages);
    if (invalid) {
      document.getElementById(`client-${invalid}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await updateClient(client.id, { phone: phone.trim() || null, date_of_birth: dateOfBirth || null });
      await loadProfile();
      notify({ type: 'success', message: t`Your contact details have been saved.` });
    } catch (error) {
      setErrors(serverFieldErrors(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card p-6" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="text-lg font-semibold">
        <Trans>Phone and date of birth</Trans>
      </h2>
      <p className="mt-1 text-ink-soft">
        <Trans>We use these to confirm it is you when you register a kit or call us.</Trans>
      </p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" noValidate onSubmit={onSubmit}>
        <TextField
          id="client-phone"
          label={t`Phone`}
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={setPhone}
          rules={phoneRules}
          error={errors.phone}
          hint={t`A US number, or an international number starting with +.`}
        />
        <TextField
          id="client-date_of_birth"
          label={t`Date of birth`}
          type="date"
          name="date_of_birth"
          autoComplete="bday"
          max={today()}
          value={dateOfBirth}
          onChange={setDateOfBirth}
          error={errors.date_of_birth}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={saving}>
            <Trans>Save contact details</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
