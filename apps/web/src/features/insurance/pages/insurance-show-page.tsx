import { BENEFITS_PROVIDERS } from '@fathom/domain/benefits';
import { withQuery } from '@fathom/domain/url';
import { plainText } from '@fathom/domain/validation/plain-text';
import { required } from '@fathom/domain/validation/rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Button, buttonClassName } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { firstInvalidField, hasErrors, validateFields } from '../../../components/form/validate-form';
import { isApiError } from '../../../lib/http/api-error';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { localizedMessage } from '../../../lib/i18n/server-messages';
import { productId } from '../../../lib/product-ids';
import {
  checkInsurance,
  getInsuranceProviders,
  type InsuranceCheck,
  type InsuranceCheckRequest,
  type InsuranceProvider,
} from '../api/insurance';

type Fields = InsuranceCheckRequest;
const emptyFields: Fields = {
  provider_name: '',
  state: '',
  member_id: '',
  first_name: '',
  last_name: '',
  date_of_birth: '',
};
/** The fields as the validation messages name them: lower case. */
const fieldLabels: Record<keyof Fields, MessageDescriptor> = {
  provider_name: msg({
    message: 'insurance provider',
    comment: 'A field as the validation messages name it: lower case',
  }),
  state: msg({ message: 'state', comment: 'A field as the validation messages name it: lower case' }),
  member_id: msg({ message: 'member ID', comment: 'A field as the validation messages name it: lower case' }),
  first_name: msg({
    message: 'first name',
    comment: 'A field as the validation messages name it: lower case',
  }),
  last_name: msg({ message: 'last name', comment: 'A field as the validation messages name it: lower case' }),
  date_of_birth: msg({
    message: 'date of birth',
    comment: 'A field as the validation messages name it: lower case',
  }),
};
const fieldId = (name: keyof Fields) => `insurance-${name.replaceAll('_', '-')}`;

/** Without coverage the customer still has ways to get the kit: pay for it, or ask their employer's benefits. */
function NotCoveredChoices({ items, onCheckAnother }: { items: string; onCheckAnother: () => void }) {
  return (
    <div className="mt-4" data-testid="not-covered-choices">
      <div className="flex flex-wrap gap-3">
        <Link href={withQuery('/checkouts', { items })} className={buttonClassName('primary')}>
          <Trans>Order and pay</Trans>
        </Link>
        <Button variant="secondary" onClick={onCheckAnother}>
          <Trans>Check another plan</Trans>
        </Button>
      </div>
      <h3 className="mt-5 font-semibold">
        <Trans>Check your employer's fertility benefits</Trans>
      </h3>
      <p className="mt-1">
        <Trans>Some employers pay for the kit through a fertility benefits provider.</Trans>
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {BENEFITS_PROVIDERS.map((provider) => (
          <li key={provider.slug}>
            <Link href={`/insurance/eligibility/${provider.slug}`} className="text-link">
              {provider.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Checks a member's insurance; a covered plan leads into the checkout with the analysis kit at $0.00. */
export default function InsuranceShowPage() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const [providers, setProviders] = useState<InsuranceProvider[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<InsuranceCheck | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    getInsuranceProviders()
      .then(setProviders)
      .catch(() => setLoadFailed(true));
  }, []);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const states = useMemo(
    () => providers?.find((provider) => provider.provider_name === fields.provider_name)?.states ?? [],
    [providers, fields.provider_name],
  );
  const set = (name: keyof Fields) => (value: string) =>
    setFields((current) => ({
      ...current,
      [name]: value,
      ...(name === 'provider_name' ? { state: '' } : {}),
    }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = validateFields(
      (Object.keys(fieldLabels) as (keyof Fields)[]).map((name) => ({
        name,
        value: fields[name],
        rules: name === 'first_name' || name === 'last_name' ? [required, plainText] : [required],
        label: t(fieldLabels[name]),
      })),
    );
    setErrors(messages);
    setFormError(null);
    if (hasErrors(messages)) {
      const first = firstInvalidField(messages) as keyof Fields | null;
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      setResult(await checkInsurance({ ...fields, member_id: fields.member_id.trim() }));
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFormError(
        isApiError(error) ? error.message : t`We could not check your coverage. Please try again.`,
      );
    } finally {
      setSubmitting(false);
    }
  };

  // The items the customer came to buy: the analysis kit unless the link named others.
  const items = searchParams.get('items') ?? productId('analysis');
  const checkoutLink = result
    ? withQuery('/checkouts', {
        insurance: result.application_uuid,
        items,
      })
    : null;

  return (
    <section className="page-frame max-w-xl" aria-labelledby="insurance-title">
      <h1 id="insurance-title" className="page-title" tabIndex={-1}>
        <Trans>Insurance coverage</Trans>
      </h1>
      {result ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className="card mt-6 p-6"
          data-testid="insurance-result"
        >
          <h2 className="text-lg font-semibold">
            {result.covered ? <Trans>You are covered</Trans> : <Trans>Not covered</Trans>}
          </h2>
          <p className="mt-2">{result.message}</p>
          {result.covered && checkoutLink ? (
            <div className="mt-4 flex flex-wrap gap-3">
              <Link href={checkoutLink} className={buttonClassName('primary')}>
                <Trans>Continue to checkout</Trans>
              </Link>
              <Button variant="secondary" onClick={() => setResult(null)}>
                <Trans>Check another plan</Trans>
              </Button>
            </div>
          ) : (
            <NotCoveredChoices items={items} onCheckAnother={() => setResult(null)} />
          )}
        </div>
      ) : (
        <>
          <p className="page-lead">
            <Trans>
              Some insurance plans cover a semen analysis. Tell us about your plan: when it covers your kit,
              you pay nothing at checkout.
            </Trans>
          </p>
          {loadFailed ? (
            <p role="alert" className="field-error mt-6">
              <Trans>We could not load the insurance plans we accept. Please reload the page.</Trans>
            </p>
          ) : null}
          <form className="mt-6 space-y-4" noValidate onSubmit={onSubmit} aria-busy={submitting}>
            <SelectField
              id={fieldId('provider_name')}
              label={t`Insurance provider`}
              prompt={providers ? t`Choose your provider` : t`Loading plans…`}
              value={fields.provider_name}
              options={(providers ?? []).map((provider) => ({
                value: provider.provider_name,
                label: provider.provider_name,
              }))}
              onChange={set('provider_name')}
              error={errors.provider_name}
            />
            <SelectField
              id={fieldId('state')}
              label={t`State`}
              prompt={fields.provider_name ? t`Choose your state` : t`Choose a provider first`}
              value={fields.state}
              options={states.map((state) => ({ value: state, label: state }))}
              onChange={set('state')}
              error={errors.state}
            />
            <TextField
              id={fieldId('member_id')}
              label={t`Member ID`}
              hint={t`As printed on your insurance card`}
              autoComplete="off"
              value={fields.member_id}
              onChange={set('member_id')}
              error={errors.member_id}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id={fieldId('first_name')}
                label={t`First name`}
                autoComplete="given-name"
                value={fields.first_name}
                onChange={set('first_name')}
                rules={[plainText]}
                error={errors.first_name}
              />
              <TextField
                id={fieldId('last_name')}
                label={t`Last name`}
                autoComplete="family-name"
                value={fields.last_name}
                onChange={set('last_name')}
                rules={[plainText]}
                error={errors.last_name}
              />
            </div>
            <TextField
              id={fieldId('date_of_birth')}
              label={t`Date of birth`}
              type="date"
              autoComplete="bday"
              value={fields.date_of_birth}
              onChange={set('date_of_birth')}
              error={errors.date_of_birth}
            />
            {formError ? (
              <p role="alert" className="field-error">
                {localizedMessage(i18n, formError)}
              </p>
            ) : null}
            <Button type="submit" loading={submitting}>
              <Trans>Check my coverage</Trans>
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
