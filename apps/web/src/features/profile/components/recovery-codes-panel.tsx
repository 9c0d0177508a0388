import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';

/** A text file of the codes, for the customer to keep with their other passwords. */
function downloadHref(codes: string[]): string {
  const title = t`Fathom recovery codes`;
  const explained = t`Each code signs you in once, in place of an authenticator code.`;
  const text = `${title}\n${explained}\n\n${codes.join('\n')}\n`;
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

/**
 * The recovery codes, shown once: the server keeps only their digests. The customer saves them, then says so.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mt-4 space-y-4" data-testid="recovery-codes">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p>
        <Trans>
          If you lose your phone, each of these codes signs you in once instead of a code from your app. Keep
          them somewhere safe, such as a password manager. They are shown only now.
        </Trans>
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyToClipboard
          text={codes.join('\n')}
          variant="secondary"
          size="md"
          ariaLabel={t`Copy the recovery codes`}
        >
          <Trans>Copy codes</Trans>
        </CopyToClipboard>
        <a className="text-link self-center" href={downloadHref(codes)} download="fathom-recovery-codes.txt">
          <Trans>Download as a text file</Trans>
        </a>
      </div>
      <Button onClick={onDone}>
        <Trans>I have saved my recovery codes</Trans>
      </Button>
    </div>
  );
}
