import { productTitle } from '@fathom/domain/product-words';
import { orderStatus } from '@fathom/domain/status-labels';
import { min, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { formatDay } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { fieldNames } from '../../../lib/i18n/field-names';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { pageWording } from '../../../lib/i18n/validation-wording';
import { NEW_PASSWORD_MIN_LENGTH, rememberPendingTwoFactor, startPortalSession } from '../../auth';
import { endKitSession, type KitSession, openAccountWithPassword } from '../api/kit-session';
import { forgetKitSession, useKitSession } from '../kit-session-store';

const givenRules = [required];
const chosenRules = [required, min(NEW_PASSWORD_MIN_LENGTH)];

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-semibold">{term}:</dt> <dd className="break-all">{children}</dd>
    </div>
  );
}

function KitDetails({ kit }: { kit: KitSession['kit'] }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  return (
    <>
      <section
        className="card mt-6 p-6"
        aria-labelledby="kit-session-registration"
        data-testid="kit-session-registration"
      >
        <h2 id="kit-session-registration" className="text-lg font-semibold">
          <Trans>Registration</Trans>
        </h2>
        <dl className="mt-2 space-y-1">
          <Detail term={t`Kit`}>{productTitle(kit.product_key, language, kit.title)}</Detail>
          {kit.kit_identifier ? <Detail term={t`Kit code`}>{kit.kit_identifier}</Detail> : null}
          <Detail term={t`Registered on`}>{formatDay(kit.registered_at)}</Detail>
          <Detail term={t`Registered with`}>
            {kit.registered_with === 'qr_code' ? (
              <Trans>the QR code on the kit</Trans>
            ) : (
              <Trans>the order number on the kit</Trans>
            )}
          </Detail>
        </dl>
      </section>
      <section className="card mt-6 p-6" aria-labelledby="kit-session-order" data-testid="kit-session-order">
        <h2 id="kit-session-order" className="text-lg font-semibold">
          <Trans>Order</Trans>
        </h2>
        <dl className="mt-2 space-y-1">
          {kit.po_number ? <Detail term={t`Order number`}>{kit.po_number}</Detail> : null}
          <Detail term={t`Ordered on`}>{formatDay(kit.ordered_at)}</Detail>
          {kit.order_status ? (
            <Detail term={t`Payment`}>{orderStatus(kit.order_status, language).label}</Detail>
          ) : null}
          {/* The kit's delivery details, not the order: an order paid in instalments is not "completed". */}
          <Detail term={t`Delivery details`}>
            {kit.order_details_completed ? (
              <Trans>Given</Trans>
            ) : (
              <Trans>Still to give once you are signed in</Trans>
            )}
          </Detail>
        </dl>
      </section>
    </>
  );
}

/**
 * The one page of a kit's limited session (ADR 023): the kit just registered, its order, and the password
 * that opens the account (a new customer chooses it here).
 */
export default function KitSessionPage() {
  const [, navigate] = useLocation();
  const { t } = useLingui();
  const token = useKitSession((state) => state.token);
  const details = useKitSession((state) => state.details);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  if (!token || !details) {
    return (
      <section className="page-section" aria-labelledby="kit-session-title">
        <h1 id="kit-session-title" ref={titleRef} className="page-title" tabIndex={-1}>
          <Trans>Your kit</Trans>
        </h1>
        <p className="page-lead">
          <Trans>Sign in with your email and password to see your kit.</Trans>
        </p>
        <p className="mt-6">
          <Link href="/login" className={buttonClassName('primary')}>
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </section>
    );
  }

  const choosing = !details.has_password;
  const firstName = details.first_name;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = choosing ? chosenRules : givenRules;
    const message =
      rules
        .map((rule) => rule(password, { field: t(fieldNames.password), wording: pageWording }))
        .find((result) => result !== true) ?? null;
    setError(message);
    if (message) {
      document.getElementById('kit-session-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const answer = await openAccountWithPassword(token, password);
      forgetKitSession();
      if (answer.user.attributes.google2fa_configured_at) {
        rememberPendingTwoFactor(answer.token, answer.user.attributes.email);
        navigate('/2fa-login');
        return;
      }
      await startPortalSession(answer.token);
      navigate(`/onboarding/item/${details.kit.item_id}`, { replace: true });
    } catch (failure) {
      // A wrong password (or a chosen one the rules refuse) is told by the field; other failures by the
      // shared error effects. The form stays to try again.
      const byField = serverFieldErrors(failure).password ?? null;
      setError(byField);
      if (byField) document.getElementById('kit-session-password')?.focus();
      setSubmitting(false);
    }
  };
  const signOut = async () => {
    await endKitSession(token).catch(() => undefined);
    forgetKitSession();
    navigate('/login');
  };

  return (
    <section className="page-section" aria-labelledby="kit-session-title">
      <h1 id="kit-session-title" ref={titleRef} className="page-title" tabIndex={-1}>
        <Trans>Thank you, {firstName}</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Your kit is registered to you. With your kit's details you can see this kit only: give your password
          to open your account.
        </Trans>
      </p>
      <KitDetails kit={details.kit} />
      <section className="card mt-6 p-6" aria-labelledby="kit-session-password-title">
        <h2 id="kit-session-password-title" className="text-lg font-semibold">
          {choosing ? <Trans>Choose your password</Trans> : <Trans>Open your account</Trans>}
        </h2>
        <p className="mt-2">
          {choosing ? (
            <Trans>
              Choose a password of at least {NEW_PASSWORD_MIN_LENGTH} characters: you sign in with it from now
              on.
            </Trans>
          ) : (
            <Trans>
              Enter the password of your account to see your kit, your results and the rest of your account.
            </Trans>
          )}
        </p>
        <form className="mt-4 max-w-sm space-y-4" noValidate onSubmit={onSubmit}>
          <TextField
            id="kit-session-password"
            label={choosing ? t`New password` : t`Password`}
            fieldName={t(fieldNames.password)}
            type="password"
            name="password"
            autoComplete={choosing ? 'new-password' : 'current-password'}
            required
            value={password}
            onChange={(value) => {
              // Checked on submit only, and the message goes as the password changes: nothing moves on blur,
              // so the button stays under the pointer that leaves the field for it.
              setPassword(value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" loading={submitting}>
            {choosing ? <Trans>Choose password and open my account</Trans> : <Trans>Open my account</Trans>}
          </Button>
        </form>
        {choosing ? null : (
          <p className="mt-4">
            <Link href="/forgot-password" className="text-link">
              <Trans>Forgot your password?</Trans>
            </Link>
          </p>
        )}
      </section>
      <p className="mt-6">
        <button type="button" className="text-link" onClick={signOut}>
          <Trans>Sign out</Trans>
        </button>
      </p>
    </section>
  );
}
