import { describe, expect, it } from 'vitest';
import { createNotification, notificationHidesAt, notificationRemovedAt } from './notifications';

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
