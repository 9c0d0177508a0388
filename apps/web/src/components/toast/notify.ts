import { NOTIFICATION_GAP_PX, NOTIFICATION_STACK_OFFSET_PX } from '@fathom/domain/constants';
import {
  createNotification,
  type Notification,
  type NotificationInput,
  notificationHidesAt,
  notificationRemovedAt,
} from '@fathom/domain/notifications';
import { create } from 'zustand';

export type { HorizontalAlign, NotificationType, VerticalAlign } from '@fathom/domain/notifications';

export type NotifyInput = NotificationInput;

export interface Toast extends Notification {
  id: number;
  visible: boolean;
}

export const TOAST_LAYOUT = { offsetPx: NOTIFICATION_STACK_OFFSET_PX, gapPx: NOTIFICATION_GAP_PX } as const;

interface ToastState {
  toasts: Toast[];
}

export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

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

/** Shows a toast; a negative timeout is refused with a RangeError. Answers the toast's id. */
export function notify(input: NotifyInput): number {
  const id = nextId++;
  const toast: Toast = { ...createNotification(input, Date.now()), id, visible: true };
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
