import { countOf } from '@fathom/domain/plural';
import {
  orderStatus,
  paymentStatus,
  type StatusLabel,
  storagePlanStatus,
} from '@fathom/domain/status-labels';
import { email, required } from '@fathom/domain/validation/rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/button';
import { CopyToClipboard } from '../../components/copy-to-clipboard';
import { OneTimeCodeField } from '../../components/form/one-time-code-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { maintenanceMessage } from '../../components/maintenance-message';
import { PageLoading } from '../../components/page-loading';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import { formatDateTime, formatDay } from '../../lib/format';
import { ModalExamples } from './modal-examples';
import { StyleguideSection } from './styleguide-section';
import { ToastExamples } from './toast-examples';
import { ColourTokens, SpaceRadiusElevation, TypeScale } from './token-examples';

const variants: { variant: ButtonVariant; use: string }[] = [
  { variant: 'primary', use: 'The one main action of a screen' },
  { variant: 'secondary', use: 'Another choice beside it' },
  { variant: 'quiet', use: 'A low-stakes action: cancel, switch, copy' },
  { variant: 'danger', use: 'Removes or cancels something' },
];

const STATUS_EXAMPLES: StatusLabel[] = [
  orderStatus('paid', 'en'),
  orderStatus('pending_payment', 'en'),
  orderStatus('payment_failed', 'en'),
  paymentStatus('pending', 'en'),
  storagePlanStatus({ status: 'cancelled' }, 'en'),
];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const StarIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
    <path d="M10 2l2.4 5 5.6.6-4.2 3.8 1.2 5.6L10 14.2 5 17l1.2-5.6L2 7.6 7.6 7z" />
  </svg>
);

/** Every shared component with its variants, for design review and the browser tests. */
export default function StyleguidePage() {
  const { i18n } = useLingui();
  const [emailValue, setEmailValue] = useState('');
  const [stateValue, setStateValue] = useState('');
  const [codeValue, setCodeValue] = useState('');
  const [clicked, setClicked] = useState(0);
  const [loading, setLoading] = useState(false);
  const [consent, setConsent] = useState(false);
  const [delivery, setDelivery] = useState('staggered');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="page-header">
        <BrandMark />
        <h1 className="page-title">Styleguide</h1>
        <p className="page-lead">
          The design tokens and shared building blocks of the customer portal, from styles.css and
          src/components.
        </p>
      </header>

      <StyleguideSection id="colours" title="Colours">
        <ColourTokens />
      </StyleguideSection>

      <StyleguideSection id="type" title="Type">
        <p className="mb-4 text-sm text-ink-soft">
          Inter (variable, Latin and Latin Extended), shipped with the app; Arial sized to match while it
          loads.
        </p>
        <TypeScale />
      </StyleguideSection>

      <StyleguideSection id="space" title="Space, radius and elevation">
        <SpaceRadiusElevation />
      </StyleguideSection>

      <StyleguideSection id="buttons" title="Buttons">
        <div className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-2">
            {variants.map(({ variant, use }) => (
              <div key={variant} className="flex flex-col items-start gap-2">
                <dt>
                  <Button variant={variant} onClick={() => setClicked((value) => value + 1)}>
                    {variant[0]?.toUpperCase()}
                    {variant.slice(1)}
                  </Button>
                </dt>
                <dd className="text-sm text-ink-soft">{use}</dd>
              </div>
            ))}
          </dl>
          {sizes.map((size) => (
            <div key={size} className="flex flex-wrap items-center gap-3">
              {variants.map(({ variant }) => (
                <Button
                  key={variant}
                  variant={variant}
                  size={size}
                  onClick={() => setClicked((value) => value + 1)}
                >
                  {variant} {size}
                </Button>
              ))}
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button icon={StarIcon}>With icon</Button>
            <Button
              loading={loading}
              onClick={() => setClicked((value) => value + 1)}
              data-testid="loading-button"
            >
              Loading button
            </Button>
            <Button variant="secondary" onClick={() => setLoading((value) => !value)}>
              {loading ? 'Stop loading' : 'Start loading'}
            </Button>
            <Button disabled>Disabled</Button>
          </div>
          <p className="text-sm text-[var(--color-ink-soft)]">
            Button clicks counted: <output data-testid="button-click-count">{clicked}</output>
          </p>
        </div>
      </StyleguideSection>

      <StyleguideSection id="spinner" title="Spinner">
        <div className="flex items-center gap-6 text-[var(--color-brand-700)]">
          <Spinner size="sm" />
          <Spinner size="md" />
          <Spinner size="lg" label="Loading example" />
        </div>
      </StyleguideSection>

      <StyleguideSection id="toasts" title="Toasts">
        <ToastExamples />
      </StyleguideSection>

      <StyleguideSection id="dialogs" title="Dialogs">
        <ModalExamples />
      </StyleguideSection>

      <StyleguideSection id="copy" title="Copy to clipboard">
        <div className="flex items-center gap-3">
          <code className="rounded bg-[var(--color-brand-50)] px-2 py-1">FA-100245</code>
          <CopyToClipboard text="FA-100245" ariaLabel="Copy client number">
            Copy
          </CopyToClipboard>
        </div>
      </StyleguideSection>

      <StyleguideSection id="forms" title="Form fields">
        <TextField
          className="max-w-sm"
          label="Email"
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={setEmailValue}
          rules={[required, email]}
          hint="We never share your address."
        />
        <TextField
          className="max-w-sm"
          label="ZIP code"
          value="0000"
          onChange={() => {}}
          error="We do not know this ZIP code. Enter the 5-digit ZIP code of where you live."
        />
        <SelectField
          className="max-w-sm"
          label="State"
          prompt="Choose a state"
          value={stateValue}
          options={[
            { value: 'TX', label: 'Texas' },
            { value: 'CA', label: 'California' },
          ]}
          onChange={setStateValue}
        />
        <TextField
          className="max-w-sm"
          label="Client number"
          value="FA-100245"
          onChange={() => {}}
          disabled
          hint="Disabled: set by us."
        />
        <OneTimeCodeField id="styleguide-code" value={codeValue} onChange={setCodeValue} error={null} />
        <label className="choice max-w-md">
          <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
          <span>I understand that vials can be withdrawn only to a medical professional or facility.</span>
        </label>
        <fieldset className="max-w-md">
          <legend className="field-label">How should we send your kits?</legend>
          {[
            { value: 'staggered', label: 'One at a time, as you need them' },
            { value: 'together', label: 'All together' },
          ].map((option) => (
            <label key={option.value} className="choice">
              <input
                type="radio"
                name="styleguide-delivery"
                value={option.value}
                checked={delivery === option.value}
                onChange={() => setDelivery(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      </StyleguideSection>

      <StyleguideSection id="status" title="Status">
        <p className="mb-3 text-sm text-ink-soft">
          Every status has an icon and a word: the colour never carries the meaning alone.
        </p>
        <ul className="flex flex-wrap gap-3">
          {STATUS_EXAMPLES.map((status) => (
            <li key={status.label}>
              <StatusBadge status={status} />
            </li>
          ))}
        </ul>
      </StyleguideSection>

      <StyleguideSection id="voice" title="Dates and counts">
        <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">A day</dt>
          <dd>{formatDay('2026-11-05')}</dd>
          <dt className="font-semibold">A day that needs its weekday</dt>
          <dd>{formatDay('2026-11-05', { weekday: true })}</dd>
          <dt className="font-semibold">A moment</dt>
          <dd>{formatDateTime('2026-11-05T20:30:00Z', { timeZone: 'America/New_York' })}</dd>
          <dt className="font-semibold">Counts</dt>
          <dd>
            {countOf(1, 'vial')}, {countOf(4, 'vial')}
          </dd>
        </dl>
      </StyleguideSection>

      <StyleguideSection id="loading" title="Page loading">
        <PageLoading />
      </StyleguideSection>

      <StyleguideSection id="messages" title="Status messages">
        <div className="flex flex-col gap-3">
          <p className="rounded-lg bg-[var(--color-brand-900)] px-4 py-3 font-semibold text-white">
            <Trans>You are offline...</Trans>
          </p>
          <p className="rounded-lg border border-[var(--color-line)] px-4 py-3">
            {i18n._(maintenanceMessage)}
          </p>
        </div>
      </StyleguideSection>
    </div>
  );
}
