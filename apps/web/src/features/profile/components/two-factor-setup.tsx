import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { enableTwoFactor } from '../api/enable-two-factor';
import type { TwoFactorSetup as Setup } from '../api/get-two-factor-setup';
import { reloadProfile } from '../reload-profile';

/** The server's SVG shown as an image, so its markup never runs inside the page. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function TwoFactorSetup({ setup, onCancel }: { setup: Setup; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [enabling, setEnabling] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = code.replace(/\s+/g, '');
    const messages = validateFields([
      { name: 'code', value: oneTimePassword, rules: oneTimeCodeRules, label: 'code' },
    ]);
    setError(messages.code ?? null);
    if (messages.code) {
      document.getElementById('enable-two-factor-code')?.focus();
      return;
    }
    setEnabling(true);
    try {
      await enableTwoFactor({ secret: setup.secret, one_time_password: oneTimePassword });
      await reloadProfile();
      notify({ type: 'success', message: 'Two-factor authentication is on.' });
    } catch (failure) {
      setError(serverFieldErrors(failure).one_time_password ?? null);
      setEnabling(false);
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        Scan this code with your authenticator app
      </h3>
      <img
        src={qrImageSource(setup.qr_svg)}
        alt="QR code that adds your Fathom account to an authenticator app"
        width={192}
        height={192}
        className="rounded-lg border border-line bg-white p-2"
        data-testid="two-factor-qr"
      />
      <div>
        <p className="text-sm text-ink-soft">Or enter this key in the app by hand:</p>
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <code className="break-all font-mono" data-testid="two-factor-secret">
            {setup.secret}
          </code>
          <CopyToClipboard text={setup.secret} ariaLabel="Copy the setup key">
            Copy key
          </CopyToClipboard>
        </p>
      </div>
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <OneTimeCodeField id="enable-two-factor-code" value={code} onChange={setCode} error={error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={enabling}>
            Turn on two-factor authentication
          </Button>
          <Button variant="tertiary" onClick={onCancel} disabled={enabling}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
