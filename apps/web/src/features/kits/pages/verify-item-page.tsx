import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { pageWording } from '../../../lib/i18n/validation-wording';
import { registerKitByOrderNumber } from '../api/kit-registrations';
import { kitFieldNames } from '../field-names';

/** A signed-in customer registers a kit by the order number printed on it. */
export default function VerifyItemPage() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const [poNumber, setPoNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = required(poNumber.trim(), { field: t(kitFieldNames.orderNumber), wording: pageWording });
    setError(message === true ? null : message);
    if (message !== true) return;
    setSubmitting(true);
    try {
      await registerKitByOrderNumber(poNumber.trim());
      navigate('/kit-registrations?registered=1');
    } catch {
      navigate('/k-r/kit-registration-error');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section" aria-labelledby="verify-item-title">
      <h1 id="verify-item-title" className="page-title" tabIndex={-1}>
        <Trans>Register your kit</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Registering links the sample in your kit to you before it travels to the lab. Enter the order number
          printed on the kit box, or scan its QR code with your phone.
        </Trans>
      </p>
      <form className="mt-6 max-w-md space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          label={t`Order number`}
          fieldName={t(kitFieldNames.orderNumber)}
          autoComplete="off"
          value={poNumber}
          onChange={setPoNumber}
          error={error}
        />
        <Button type="submit" loading={submitting}>
          <Trans>Register the kit</Trans>
        </Button>
      </form>
      <p className="mt-6">
        <Link href="/kit-registrations" className="text-link">
          <Trans>Your kit registrations</Trans>
        </Link>
      </p>
    </section>
  );
}
