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

/** A notification as it sits on screen: its type, when it was shown, and the page (pathname) it is for. */
export interface ShownNotification {
  type: NotificationType;
  timestamp: number;
  page: string;
}

/**
 * How long a new error survives navigation: an error shown just before the app redirects (a failed sign-in
 * return, an expired session) is news about the page it leads to, not a stale one.
 */
export const ERROR_REDIRECT_GRACE_MS = 1000;

export type NotificationEvent =
  /** Another notification appears. */
  | { incoming: NotificationType }
  /** The customer arrives on a page, at this time (milliseconds since the epoch). */
  | { navigatedTo: string; at: number };

/**
 * An error notification becomes stale once a success follows it (what failed has since gone through), or
 * once the customer is on another page than the one it was shown for. Other types stay until they hide.
 */
export function isStaleError(shown: ShownNotification, event: NotificationEvent): boolean {
  if (shown.type !== 'error') return false;
  if ('incoming' in event) return event.incoming === 'success';
  return event.navigatedTo !== shown.page && event.at - shown.timestamp >= ERROR_REDIRECT_GRACE_MS;
}
