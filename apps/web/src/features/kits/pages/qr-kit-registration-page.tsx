import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { appConfig } from '../../../lib/config';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { pageWording } from '../../../lib/i18n/validation-wording';
import { verifyClientDateOfBirth } from '../api/verify-client-date-of-birth';
import { kitFieldNames } from '../field-names';
import { KIT_SESSION_PAGE, signInWithKitToken } from '../sign-in-with-kit-token';

const dateOfBirthRules = [required];

export default function QrKitRegistrationPage() {
  const { identifier = '' } = useParams<{ identifier: string }>();
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = required(dateOfBirth, { field: t(kitFieldNames.dateOfBirth), wording: pageWording });
    setError(message === true ? null : message);
    if (message !== true) {
      document.getElementById('kit-date-of-birth')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await verifyClientDateOfBirth(identifier, { date_of_birth: dateOfBirth });
      await signInWithKitToken(answer.token);
      navigate(KIT_SESSION_PAGE);
    } catch (failure) {
      // A date not accepted is told by the field; other failures (a registered kit, too many tries) by the
      // shared error effects. The form stays to try again.
      const byField = serverFieldErrors(failure).date_of_birth ?? null;
      setError(byField);
      if (byField) document.getElementById('kit-date-of-birth')?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page-section" aria-labelledby="qr-kit-title">
      <h1 id="qr-kit-title" className="page-title" tabIndex={-1}>
        <Trans>Register your kit</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Confirm your date of birth to register the kit you scanned. No password is needed to register it;
          your account stays behind your password.
        </Trans>
      </p>
      <form className="mt-6 max-w-sm space-y-4" noValidate onSubmit={onSubmit}>
        <TextField
          id="kit-date-of-birth"
          label={t`Date of birth`}
          fieldName={t(kitFieldNames.dateOfBirth)}
          type="date"
          name="date_of_birth"
          autoComplete="bday"
          required
          value={dateOfBirth}
          onChange={(value) => {
            setDateOfBirth(value);
            setError(null);
          }}
          rules={dateOfBirthRules}
          error={error}
        />
        <Button type="submit" loading={submitting}>
          <Trans>Confirm and register</Trans>
        </Button>
      </form>
      <p className="mt-6">
        <Trans>
          Not your kit, or the date is not accepted?{' '}
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </Trans>
      </p>
    </section>
  );
}
