import { BUTTON_DEFAULTS } from '@fathom/domain/button-defaults';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { Spinner } from './spinner';

/**
 * The one button hierarchy (ADR 034): primary for the main action of a screen (one per view), secondary for
 * the other choices, quiet for low-stakes actions beside text, danger for what removes or cancels something.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows the spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean;
  icon?: ReactNode;
  fullWidth?: boolean;
}

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = BUTTON_DEFAULTS.size,
  extra = '',
): string {
  return ['btn', `btn-${variant}`, `btn-${size}`, extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = BUTTON_DEFAULTS.size,
  type = BUTTON_DEFAULTS.type,
  loading = false,
  icon,
  fullWidth = false,
  className = '',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // A prerendered page's button does nothing useful before the page's code has taken over: its action is in the
  // code, and a form's own submission would put the fields (a password) in the address (a form without a submit
  // button is not sent at all: app/early-submissions.ts). It says it is not ready yet, so neither a person nor a
  // test clicks it in vain.
  const hydrated = useHydrated();
  const waitingForCode = !hydrated && (type === 'submit' || onClick !== undefined);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={waitingForCode ? 'button' : type}
      aria-disabled={waitingForCode || rest['aria-disabled']}
      className={buttonClassName(variant, size, `${fullWidth ? 'w-full' : ''} ${className}`.trim())}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
      onClick={handleClick}
    >
      {loading ? (
        <Spinner />
      ) : icon ? (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
