import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { localizedMessage } from '../../lib/i18n/server-messages';
import {
  type HorizontalAlign,
  hideErrorsOfOtherPages,
  hideNotification,
  TOAST_LAYOUT,
  type Toast as ToastModel,
  useToastStore,
  type VerticalAlign,
} from './notify';

const positions: Array<{ vertical: VerticalAlign; horizontal: HorizontalAlign }> = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'center' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'center' },
  { vertical: 'bottom', horizontal: 'right' },
];

/** Below this width a toast spans the screen: at the top it would cover the page's header, heading or first field. */
const NARROW_SCREEN_PX = 640;

/**
 * Whether the screen is narrow. There the toasts meant for the top show at the bottom of the screen instead, as a
 * phone's notices do: under the header they covered a sign-in page's heading and its first field.
 */
function useNarrowScreen(hasTopToasts: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    setNarrow(hasTopToasts && window.innerWidth < NARROW_SCREEN_PX);
  }, [hasTopToasts]);
  return narrow;
}

function stackStyle(vertical: VerticalAlign, horizontal: HorizontalAlign, narrow: boolean): CSSProperties {
  const offset = `${TOAST_LAYOUT.offsetPx}px`;
  const shown = narrow ? 'bottom' : vertical;
  const style: CSSProperties = { gap: `${TOAST_LAYOUT.gapPx}px`, [shown]: offset };
  if (shown === 'bottom') style.flexDirection = 'column-reverse';
  if (horizontal === 'center' || narrow) {
    style.left = '50%';
    style.transform = 'translateX(-50%)';
  } else {
    style[horizontal] = offset;
  }
  return style;
}

function Toast({ toast }: { toast: ToastModel }) {
  const { id, type, title, message, showClose, closeOnClick, onClick, visible } = toast;
  const { i18n, t } = useLingui();
  const interactive = closeOnClick || onClick !== null;
  const handleClick = () => {
    onClick?.();
    if (closeOnClick) hideNotification(id);
  };
  const content = (
    <>
      {title ? (
        <span className="block font-semibold text-[var(--color-brand-900)]">
          {localizedMessage(i18n, title)}
        </span>
      ) : null}
      <span className="block text-[0.9375rem]">{localizedMessage(i18n, message)}</span>
    </>
  );
  return (
    <div
      className={`toast toast-${type}`}
      data-state={visible ? 'visible' : 'hidden'}
      data-testid="toast"
      data-type={type}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      {interactive ? (
        <button type="button" className="min-w-0 flex-1 cursor-pointer text-left" onClick={handleClick}>
          {content}
        </button>
      ) : (
        <div className="min-w-0 flex-1">{content}</div>
      )}
      {showClose ? (
        <button
          type="button"
          aria-label={t`Close notification`}
          className="-mr-1 -mt-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-lg text-[var(--color-ink-soft)] hover:bg-black/5"
          onClick={() => hideNotification(id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Mounted at the root while there are toasts: renders every toast in its stack. A new page starts
 * without the error toasts of the page before it.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const [pathname] = useLocation();
  const narrow = useNarrowScreen(toasts.some((toast) => toast.verticalAlign === 'top'));
  useEffect(() => hideErrorsOfOtherPages(pathname), [pathname]);
  return (
    <>
      {positions.map(({ vertical, horizontal }) => {
        const here = toasts.filter(
          (item) => item.verticalAlign === vertical && item.horizontalAlign === horizontal,
        );
        if (here.length === 0) return null;
        return (
          <div
            key={`${vertical}-${horizontal}`}
            className="toast-stack"
            data-position={`${vertical}-${horizontal}`}
            style={stackStyle(vertical, horizontal, narrow)}
          >
            {here.map((toast) => (
              <Toast key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </>
  );
}
