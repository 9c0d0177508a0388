import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { CopyToClipboard } from '../../../components/copy-to-clipboard';

/** A text file of the codes, for the customer to keep with their other passwords. */
function downloadHref(codes: string[]): string {
  const text = `Fathom recovery codes\nEach code signs you in once, in place of an authenticator code.\n\n${codes.join('\n')}\n`;
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

/**
 * The recovery codes, shown once: the server keeps only their digests. The customer saves them, then says so.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="mt-4 space-y-4" data-testid="recovery-codes">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold">
        Save your recovery codes
      </h3>
      <p>
        If you lose your phone, each of these codes signs you in once instead of a code from your app. Keep
        them somewhere safe, such as a password manager. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <CopyToClipboard
          text={codes.join('\n')}
          variant="secondary"
          size="md"
          ariaLabel="Copy the recovery codes"
        >
          Copy codes
        </CopyToClipboard>
        <a className="text-link self-center" href={downloadHref(codes)} download="fathom-recovery-codes.txt">
          Download as a text file
        </a>
      </div>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </div>
  );
}
