/** Toast notifications (specification sections 3, 4 and 9). */
import { NOTIFICATION_DEFAULTS, NOTIFICATION_REMOVAL_DELAY_MS } from './constants';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';
export type VerticalAlign = 'top' | 'bottom';
export type HorizontalAlign = 'left' | 'center' | 'right';

export interface NotificationInput {
  message: string;
  title?: string | null;
  type?: NotificationType;
  verticalAlign?: VerticalAlign;
  horizontalAlign?: HorizontalAlign;
  /** Milliseconds before hiding; 0 keeps the notification until the customer closes it. */
  timeout?: number;
  showClose?: boolean;
  closeOnClick?: boolean;
  onClick?: (() => void) | null;
}

export interface Notification {
  message: string;
  title: string | null;
  type: NotificationType;
  verticalAlign: VerticalAlign;
  horizontalAlign: HorizontalAlign;
  timeout: number;
  /** Milliseconds since the epoch when it was created; also orders the stack. */
  timestamp: number;
  showClose: boolean;
  closeOnClick: boolean;
  onClick: (() => void) | null;
}

/** Applies the defaults; a negative or non-numeric timeout is refused with a RangeError. */
export function createNotification(input: NotificationInput, now: Date | number): Notification {
  const timeout = input.timeout ?? NOTIFICATION_DEFAULTS.timeoutMs;
  if (!Number.isFinite(timeout) || timeout < 0) {
    throw new RangeError(`A notification timeout must be 0 or more milliseconds, got ${timeout}`);
  }
  return {
    message: input.message,
    title: input.title ?? null,
    type: input.type ?? 'info',
    verticalAlign: input.verticalAlign ?? NOTIFICATION_DEFAULTS.verticalAlign,
    horizontalAlign: input.horizontalAlign ?? NOTIFICATION_DEFAULTS.horizontalAlign,
    timeout,
    timestamp: typeof now === 'number' ? now : now.getTime(),
    showClose: input.showClose ?? NOTIFICATION_DEFAULTS.showClose,
    closeOnClick: input.closeOnClick ?? NOTIFICATION_DEFAULTS.closeOnClick,
    onClick: input.onClick ?? null,
  };
}

/** When the notification hides by itself, or null when it stays until closed. */
export function notificationHidesAt(notification: Notification): number | null {
  return notification.timeout === 0 ? null : notification.timestamp + notification.timeout;
}

/** When a notification hidden at hiddenAt leaves the stack. */
export function notificationRemovedAt(hiddenAt: number): number {
  return hiddenAt + NOTIFICATION_REMOVAL_DELAY_MS;
}
