import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { PageLinks } from '../../../components/page-links';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { pageWording } from '../../../lib/i18n/validation-wording';
import { verifyKitByOrder } from '../api/items';
import { kitFieldNames } from '../field-names';
import { KIT_SESSION_PAGE, signInWithKitToken } from '../sign-in-with-kit-token';

const orderRules = [required];
const dateRules = [required];

/** /k-r/{uuid}: the order number printed on the kit and the owner's date of birth register it, no password needed. */
export default function KitRegistrationPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const [poNumber, setPoNumber] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [errors, setErrors] = useState<{ po?: string | null; date?: string | null }>({});
  const [notVerified, setNotVerified] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const po = required(poNumber, { field: t(kitFieldNames.orderNumber), wording: pageWording });
    const date = required(dateOfBirth, { field: t(kitFieldNames.dateOfBirth), wording: pageWording });
    setErrors({ po: po === true ? null : po, date: date === true ? null : date });
    if (po !== true || date !== true) {
      document.getElementById(po !== true ? 'kit-po-number' : 'kit-dob')?.focus();
      return;
    }
    setSubmitting(true);
    setNotVerified(null);
    try {
      const answer = await verifyKitByOrder(uuid, { po_number: poNumber, date_of_birth: dateOfBirth });
      await signInWithKitToken(answer.token);
      navigate(KIT_SESSION_PAGE);
    } catch (failure) {
      // Details not accepted are told above the button, never which one was wrong; other failures (a
      // registered kit, too many tries) by the shared error effects. The form stays to try again.
      setNotVerified(Object.values(serverFieldErrors(failure))[0] ?? null);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section" aria-labelledby="kit-registration-title">
      <h1 id="kit-registration-title" className="page-title" tabIndex={-1}>
        <Trans>Register your kit</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Enter the order number printed on the kit box and your date of birth. Registering links this kit to
          you; a kit is registered once.
        </Trans>
      </p>
      <form className="mt-6 max-w-sm space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          id="kit-po-number"
          label={t`Order number`}
          fieldName={t(kitFieldNames.orderNumber)}
          name="po_number"
          autoComplete="off"
          required
          value={poNumber}
          onChange={setPoNumber}
          rules={orderRules}
          error={errors.po}
        />
        <TextField
          id="kit-dob"
          label={t`Date of birth`}
          fieldName={t(kitFieldNames.dateOfBirth)}
          type="date"
          name="date_of_birth"
          autoComplete="bday"
          required
          value={dateOfBirth}
          onChange={setDateOfBirth}
          rules={dateRules}
          error={errors.date}
        />
        {notVerified ? (
          <p className="field-error" role="alert">
            {notVerified}
          </p>
        ) : null}
        <Button type="submit" loading={submitting}>
          <Trans>Confirm and register</Trans>
        </Button>
      </form>
      <PageLinks href="/k-r/login" label={t`Sign in to register instead`} />
    </section>
  );
}
