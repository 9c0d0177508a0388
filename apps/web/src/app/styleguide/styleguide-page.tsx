import { email, required } from '@fathom/domain/validation/rules';
import { useState } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/button';
import { CopyToClipboard } from '../../components/copy-to-clipboard';
import { OneTimeCodeField } from '../../components/form/one-time-code-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { MAINTENANCE_MESSAGE } from '../../components/maintenance-message';
import { OFFLINE_MESSAGE } from '../../components/offline-banner';
import { PageLoading } from '../../components/page-loading';
import { Spinner } from '../../components/spinner';
import { ModalExamples } from './modal-examples';
import { StyleguideSection } from './styleguide-section';
import { ToastExamples } from './toast-examples';

const variants: ButtonVariant[] = [
  'primary',
  'secondary',
  'highlight',
  'tertiary',
  'success',
  'error',
  'link',
];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const StarIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
    <path d="M10 2l2.4 5 5.6.6-4.2 3.8 1.2 5.6L10 14.2 5 17l1.2-5.6L2 7.6 7.6 7z" />
  </svg>
);

/** Every shared component with its variants, for design review and the browser tests. */
export default function StyleguidePage() {
  const [emailValue, setEmailValue] = useState('');
  const [stateValue, setStateValue] = useState('');
  const [codeValue, setCodeValue] = useState('');
  const [clicked, setClicked] = useState(0);
  const [loading, setLoading] = useState(false);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-2">
        <BrandMark />
        <h1 className="page-title">Styleguide</h1>
        <p className="page-lead">The shared building blocks of the customer portal.</p>
      </header>

      <StyleguideSection id="buttons" title="Buttons">
        <div className="flex flex-col gap-4">
          {sizes.map((size) => (
            <div key={size} className="flex flex-wrap items-center gap-3">
              {variants.map((variant) => (
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
        <OneTimeCodeField id="styleguide-code" value={codeValue} onChange={setCodeValue} error={null} />
      </StyleguideSection>

      <StyleguideSection id="loading" title="Page loading">
        <PageLoading />
      </StyleguideSection>

      <StyleguideSection id="messages" title="Status messages">
        <div className="flex flex-col gap-3">
          <p className="rounded-lg bg-[var(--color-brand-900)] px-4 py-3 font-semibold text-white">
            {OFFLINE_MESSAGE}
          </p>
          <p className="rounded-lg border border-[var(--color-line)] px-4 py-3">{MAINTENANCE_MESSAGE}</p>
        </div>
      </StyleguideSection>
    </div>
  );
}
