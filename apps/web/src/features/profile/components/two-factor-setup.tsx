import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';
import { CurrentPasswordField, currentPasswordRules } from '../../../components/form/current-password-field';
import { OneTimeCodeField, oneTimeCodeRules } from '../../../components/form/one-time-code-field';
import { firstInvalidField, validateFields } from '../../../components/form/validate-form';
import { notify } from '../../../components/toast/notify';
import { serverFieldErrors } from '../../../lib/http/server-field-errors';
import { fieldNames } from '../../../lib/i18n/field-names';
import { loadProfile } from '../../../lib/session-profile';
import { enableTwoFactor } from '../api/enable-two-factor';
import type { TwoFactorSetup as Setup } from '../api/get-two-factor-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** The server's SVG shown as an image, so its markup never runs inside the page. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** Where each field the server may refuse lives, to move the focus to the first refused one. */
const fieldIds: Record<string, string> = {
  one_time_password: 'enable-two-factor-code',
  password: 'enable-two-factor-password',
};

export function TwoFactorSetup({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup;
  /** Offers to cancel; without it (staff, who must set it up) there is no way back. */
  onCancel?: () => void;
  /** Told once the recovery codes are put away (the console then opens). */
  onEnabled?: () => void;
}) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [enabling, setEnabling] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const showErrors = (messages: Record<string, string | null>) => {
    setErrors(messages);
    const invalid = firstInvalidField(messages);
    if (invalid && fieldIds[invalid]) document.getElementById(fieldIds[invalid])?.focus();
    return invalid !== null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const oneTimePassword = code.replace(/\s+/g, '');
    const invalid = showErrors(
      validateFields([
        {
          name: 'one_time_password',
          value: oneTimePassword,
          rules: oneTimeCodeRules,
          label: t(fieldNames.code),
        },
        { name: 'password', value: password, rules: currentPasswordRules, label: t(fieldNames.password) },
      ]),
    );
    if (invalid) return;
    setEnabling(true);
    try {
      const { recoveryCodes: codes } = await enableTwoFactor({
        secret: setup.secret,
        one_time_password: oneTimePassword,
        password,
      });
      setRecoveryCodes(codes);
    } catch (failure) {
      showErrors(serverFieldErrors(failure));
      setEnabling(false);
    }
  };

  if (recoveryCodes) {
    const finish = async () => {
      await loadProfile();
      notify({ type: 'success', message: t`Two-factor authentication is on.` });
      onEnabled?.();
    };
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => void finish()} />;
  }

  return (
    <div className="mt-4 space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        <Trans>Scan this code with your authenticator app</Trans>
      </h3>
      <img
        src={qrImageSource(setup.qr_svg)}
        alt={t`QR code that adds your Fathom account to an authenticator app`}
        width={192}
        height={192}
        className="rounded-lg border border-line bg-white p-2"
        data-testid="two-factor-qr"
      />
      <div>
        <p className="text-sm text-ink-soft">
          <Trans>Or enter this key in the app by hand:</Trans>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-3">
          <code className="break-all font-mono" data-testid="two-factor-secret">
            {setup.secret}
          </code>
          <CopyToClipboard text={setup.secret} ariaLabel={t`Copy the setup key`}>
            <Trans>Copy key</Trans>
          </CopyToClipboard>
        </p>
      </div>
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <OneTimeCodeField
          id="enable-two-factor-code"
          value={code}
          onChange={setCode}
          error={errors.one_time_password}
        />
        <CurrentPasswordField
          id="enable-two-factor-password"
          label={t`Your password`}
          value={password}
          onChange={setPassword}
          error={errors.password}
          hint={t`To confirm it is you.`}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={enabling}>
            <Trans>Turn on two-factor authentication</Trans>
          </Button>
          {onCancel ? (
            <Button variant="quiet" onClick={onCancel} disabled={enabling}>
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
