import { NOTIFICATION_GAP_PX, NOTIFICATION_STACK_OFFSET_PX } from '@fathom/domain/constants';
import {
  createNotification,
  isStaleError,
  type NotificationInput,
  notificationHidesAt,
  notificationRemovedAt,
} from '@fathom/domain/notifications';
import { type Toast, useToastStore } from './toast-store';

export type { HorizontalAlign, NotificationType, VerticalAlign } from '@fathom/domain/notifications';
export { type Toast, useToastStore } from './toast-store';

export interface NotifyInput extends NotificationInput {
  /** The page (pathname) the toast is about; the current one unless the caller is about to move on. */
  page?: string;
}

export const TOAST_LAYOUT = { offsetPx: NOTIFICATION_STACK_OFFSET_PX, gapPx: NOTIFICATION_GAP_PX } as const;

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(id: number, at: number, task: () => void): void {
  const existing = timers.get(id);
  if (existing) clearTimeout(existing);
  timers.set(id, setTimeout(task, Math.max(0, at - Date.now())));
}

function removeToast(id: number): void {
  timers.delete(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Hides the toast at once and removes it once its exit animation is over. */
export function hideNotification(id: number): void {
  const toast = useToastStore.getState().toasts.find((item) => item.id === id);
  if (!toast?.visible) return;
  useToastStore.setState((state) => ({
    toasts: state.toasts.map((item) => (item.id === id ? { ...item, visible: false } : item)),
  }));
  schedule(id, notificationRemovedAt(Date.now()), () => removeToast(id));
}

function hideWhere(stale: (toast: Toast) => boolean): void {
  for (const toast of useToastStore.getState().toasts) {
    if (toast.visible && stale(toast)) hideNotification(toast.id);
  }
}

/** The customer is now on this page: error toasts shown for another page go (unless only just shown). */
export function hideErrorsOfOtherPages(pathname: string): void {
  const at = Date.now();
  hideWhere((toast) => isStaleError(toast, { navigatedTo: pathname, at }));
}

/**
 * Shows a toast; a negative timeout is refused with a RangeError. Answers the toast's id. A success hides
 * the error toasts before it: what failed has since gone through.
 */
export function notify({ page, ...input }: NotifyInput): number {
  const notification = createNotification(input, Date.now());
  hideWhere((toast) => isStaleError(toast, { incoming: notification.type }));
  const id = nextId++;
  const toast: Toast = {
    ...notification,
    id,
    visible: true,
    page: page ?? (typeof window === 'undefined' ? '' : window.location.pathname),
  };
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast] }));
  const hidesAt = notificationHidesAt(toast);
  if (hidesAt !== null) schedule(id, hidesAt, () => hideNotification(id));
  return id;
}

export function clearNotifications(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState({ toasts: [] });
}

/** True while a toast is on screen (one on its way out does not count). */
export function hasPendingNotifications(): boolean {
  return useToastStore.getState().toasts.some((toast) => toast.visible);
}
