import { describe, expect, it } from 'vitest';
import {
  createNotification,
  ERROR_REDIRECT_GRACE_MS,
  isStaleError,
  notificationHidesAt,
  notificationRemovedAt,
} from './notifications';

const now = Date.UTC(2024, 0, 5, 12, 0, 0);

describe('createNotification', () => {
  it('applies the defaults: info, top right, 5000 ms, close on click, close button shown', () => {
    expect(createNotification({ message: 'Saved' }, now)).toEqual({
      message: 'Saved',
      title: null,
      type: 'info',
      verticalAlign: 'top',
      horizontalAlign: 'right',
      timeout: 5000,
      timestamp: now,
      showClose: true,
      closeOnClick: true,
      onClick: null,
    });
  });

  it('keeps every given field', () => {
    const onClick = () => undefined;
    const notification = createNotification(
      {
        message: 'Card declined',
        title: 'Payment',
        type: 'error',
        verticalAlign: 'bottom',
        horizontalAlign: 'center',
        timeout: 1000,
        showClose: false,
        closeOnClick: false,
        onClick,
      },
      new Date(now),
    );
    expect(notification).toMatchObject({
      title: 'Payment',
      type: 'error',
      verticalAlign: 'bottom',
      horizontalAlign: 'center',
      timeout: 1000,
      showClose: false,
      closeOnClick: false,
      timestamp: now,
    });
    expect(notification.onClick).toBe(onClick);
  });

  it('accepts a timeout of 0, which keeps the notification until closed', () => {
    const notification = createNotification({ message: 'Stay', timeout: 0 }, now);
    expect(notification.timeout).toBe(0);
    expect(notificationHidesAt(notification)).toBeNull();
  });

  it('refuses a negative or non-numeric timeout', () => {
    expect(() => createNotification({ message: 'x', timeout: -1 }, now)).toThrow(RangeError);
    expect(() => createNotification({ message: 'x', timeout: Number.NaN }, now)).toThrow(RangeError);
  });
});

describe('notification timing', () => {
  it('hides after its timeout and is removed 500 ms after hiding', () => {
    const notification = createNotification({ message: 'x' }, now);
    expect(notificationHidesAt(notification)).toBe(now + 5000);
    expect(notificationRemovedAt(now + 5000)).toBe(now + 5500);
  });
});

describe('isStaleError', () => {
  const error = { type: 'error', timestamp: now, page: '/partner' } as const;
  const later = now + ERROR_REDIRECT_GRACE_MS;

  it('makes an error stale when a success follows it', () => {
    expect(isStaleError(error, { incoming: 'success' })).toBe(true);
  });

  it('keeps an error when another error, an info or a warning follows it', () => {
    expect(isStaleError(error, { incoming: 'error' })).toBe(false);
    expect(isStaleError(error, { incoming: 'info' })).toBe(false);
    expect(isStaleError(error, { incoming: 'warning' })).toBe(false);
  });

  it('makes an error stale on another page, not on its own', () => {
    expect(isStaleError(error, { navigatedTo: '/home', at: later })).toBe(true);
    expect(isStaleError(error, { navigatedTo: '/partner', at: later })).toBe(false);
  });

  it('keeps an error shown less than a second before the navigation: it is about where the app leads', () => {
    expect(ERROR_REDIRECT_GRACE_MS).toBe(1000);
    expect(isStaleError(error, { navigatedTo: '/home', at: later - 1 })).toBe(false);
    expect(isStaleError(error, { navigatedTo: '/home', at: later })).toBe(true);
  });

  it('never makes a success, info or warning stale', () => {
    for (const type of ['success', 'info', 'warning'] as const) {
      const shown = { type, timestamp: now, page: '/partner' };
      expect(isStaleError(shown, { incoming: 'success' })).toBe(false);
      expect(isStaleError(shown, { navigatedTo: '/home', at: later })).toBe(false);
    }
  });
});
