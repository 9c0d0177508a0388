import { DIALOG_CLOSE_ANIMATION_MS, DIALOG_OPEN_ANIMATION_MS } from '@fathom/domain/constants';
import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export const MODAL_ANIMATION_MS = {
  open: DIALOG_OPEN_ANIMATION_MS,
  close: DIALOG_CLOSE_ANIMATION_MS,
} as const;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  footer?: ReactNode;
  /** When false the dialog ignores Escape and overlay clicks and shows no close button. */
  closeable?: boolean;
  children?: ReactNode;
  className?: string;
  /** Accessible name when there is no visible title. */
  ariaLabel?: string;
}

type Phase = 'closed' | 'opening' | 'open' | 'closing';

const animationStyle = {
  '--dialog-open-ms': `${MODAL_ANIMATION_MS.open}ms`,
  '--dialog-close-ms': `${MODAL_ANIMATION_MS.close}ms`,
} as CSSProperties;

export function Modal({
  open,
  onClose,
  title,
  footer,
  closeable = true,
  children,
  className = '',
  ariaLabel,
}: ModalProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [phase, setPhase] = useState<Phase>('closed');
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open) {
        setPhase('open');
        return;
      }
      openerRef.current = document.activeElement;
      dialog.showModal();
      setPhase('opening');
      const timer = setTimeout(() => setPhase('open'), MODAL_ANIMATION_MS.open);
      return () => clearTimeout(timer);
    }
    if (!dialog.open) return;
    setPhase('closing');
    const timer = setTimeout(() => {
      dialog.close();
      setPhase('closed');
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }, MODAL_ANIMATION_MS.close);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape fires "cancel": the dialog closes only through onClose so its state stays with the owner.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closeable) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, [closeable, onClose]);

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
    if (event.target === event.currentTarget && closeable) onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled through the dialog's cancel event
    <dialog
      ref={dialogRef}
      className={`modal ${className}`}
      data-state={phase}
      style={animationStyle}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      onClick={onDialogClick}
    >
      {phase === 'closed' && !open ? null : (
        <div className="flex max-h-[inherit] flex-col p-6">
          {title || closeable ? (
            <div className="mb-4 flex items-start justify-between gap-4">
              {title ? (
                <h2 id={titleId} className="text-xl font-bold">
                  {title}
                </h2>
              ) : (
                <span />
              )}
              {closeable ? (
                <button
                  type="button"
                  aria-label={t`Close dialog`}
                  className="-mr-2 -mt-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-2xl text-[var(--color-ink-soft)] hover:bg-[var(--color-brand-50)]"
                  onClick={onClose}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </div>
          ) : null}
          <div className="min-h-0 overflow-y-auto">{children}</div>
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div> : null}
        </div>
      )}
    </dialog>
  );
}
