import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import clipboardCopy from 'clipboard-copy';
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { notify } from './toast/notify';

/**
 * Copies through the Clipboard API, or, where the page is not a secure context (the portal opened over plain
 * HTTP on a local network), through a selection and the copy command.
 */
export async function copyText(text: string): Promise<void> {
  await clipboardCopy(text);
  notify({ type: 'success', message: t`Text copied to clipboard.` });
}

export interface CopyToClipboardProps {
  text: string;
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Accessible name when the visible label alone does not say what is copied. */
  ariaLabel?: string;
}

export function CopyToClipboard({
  text,
  children,
  variant = 'quiet',
  size = 'sm',
  ariaLabel,
}: CopyToClipboardProps) {
  const { t } = useLingui();
  const onCopy = () => {
    copyText(text).catch(() => {
      notify({
        type: 'error',
        message: t`Copying is blocked in this browser. Please select the text and copy it.`,
      });
    });
  };
  return (
    <Button variant={variant} size={size} onClick={onCopy} aria-label={ariaLabel}>
      {children ?? t`Copy`}
    </Button>
  );
}
