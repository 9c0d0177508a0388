import { orderStatus } from '@fathom/domain/status-labels';
import { min, required } from '@fathom/domain/validation/rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { formatDay } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
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
  const language = usePageLanguage();
  return (
    <>
      <section
        className="card mt-6 p-6"
        aria-labelledby="kit-session-registration"
        data-testid="kit-session-registration"
      >
        <h2 id="kit-session-registration" className="text-lg font-semibold">
          Registration
        </h2>
        <dl className="mt-2 space-y-1">
          <Detail term="Kit">{kit.title}</Detail>
          {kit.kit_identifier ? <Detail term="Kit code">{kit.kit_identifier}</Detail> : null}
          <Detail term="Registered on">{formatDay(kit.registered_at)}</Detail>
          <Detail term="Registered with">
            {kit.registered_with === 'qr_code' ? 'the QR code on the kit' : 'the order number on the kit'}
          </Detail>
        </dl>
      </section>
      <section className="card mt-6 p-6" aria-labelledby="kit-session-order" data-testid="kit-session-order">
        <h2 id="kit-session-order" className="text-lg font-semibold">
          Order
        </h2>
        <dl className="mt-2 space-y-1">
          {kit.po_number ? <Detail term="Order number">{kit.po_number}</Detail> : null}
          <Detail term="Ordered on">{formatDay(kit.ordered_at)}</Detail>
          {kit.order_status ? (
            <Detail term="Payment">{orderStatus(kit.order_status, language).label}</Detail>
          ) : null}
          {/* The kit's delivery details, not the order: an order paid in instalments is not "completed". */}
          <Detail term="Delivery details">
            {kit.order_details_completed ? 'Given' : 'Still to give once you are signed in'}
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
          Your kit
        </h1>
        <p className="page-lead">Sign in with your email and password to see your kit.</p>
        <p className="mt-6">
          <Link href="/login" className={buttonClassName('primary')}>
            Sign in
          </Link>
        </p>
      </section>
    );
  }

  const choosing = !details.has_password;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rules = choosing ? chosenRules : givenRules;
    const message =
      rules
        .map((rule) => rule(password, { field: 'password', wording: pageWording }))
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
        Thank you, {details.first_name}
      </h1>
      <p className="page-lead">
        Your kit is registered to you. With your kit's details you can see this kit only: give your password
        to open your account.
      </p>
      <KitDetails kit={details.kit} />
      <section className="card mt-6 p-6" aria-labelledby="kit-session-password-title">
        <h2 id="kit-session-password-title" className="text-lg font-semibold">
          {choosing ? 'Choose your password' : 'Open your account'}
        </h2>
        <p className="mt-2">
          {choosing
            ? `Choose a password of at least ${NEW_PASSWORD_MIN_LENGTH} characters: you sign in with it from now on.`
            : 'Enter the password of your account to see your kit, your results and the rest of your account.'}
        </p>
        <form className="mt-4 max-w-sm space-y-4" noValidate onSubmit={onSubmit}>
          <TextField
            id="kit-session-password"
            label={choosing ? 'New password' : 'Password'}
            fieldName="password"
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
            {choosing ? 'Choose password and open my account' : 'Open my account'}
          </Button>
        </form>
        {choosing ? null : (
          <p className="mt-4">
            <Link href="/forgot-password" className="text-link">
              Forgot your password?
            </Link>
          </p>
        )}
      </section>
      <p className="mt-6">
        <button type="button" className="text-link" onClick={signOut}>
          Sign out
        </button>
      </p>
    </section>
  );
}
