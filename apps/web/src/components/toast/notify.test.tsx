import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearNotifications,
  hasPendingNotifications,
  hideErrorsOfOtherPages,
  notify,
  useToastStore,
} from './notify';
import { Toaster } from './toaster';

const toasts = () => useToastStore.getState().toasts;

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearNotifications();
  });
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it('defaults to top right, 5000 ms, close on click and a close button', () => {
    notify({ type: 'info', message: 'Hello' });
    expect(toasts()[0]).toMatchObject({
      verticalAlign: 'top',
      horizontalAlign: 'right',
      timeout: 5000,
      closeOnClick: true,
      showClose: true,
      title: null,
      visible: true,
    });
    expect(typeof toasts()[0]?.timestamp).toBe('number');
  });

  it('hides after its timeout and is removed 500 ms later', () => {
    notify({ type: 'success', message: 'Saved.' });
    vi.advanceTimersByTime(4999);
    expect(toasts()[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts()[0]?.visible).toBe(false);
    expect(hasPendingNotifications()).toBe(false);
    vi.advanceTimersByTime(499);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it('keeps a toast with timeout 0 until it is closed', () => {
    notify({ type: 'info', message: 'Sticky', timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(toasts()[0]?.visible).toBe(true);
  });

  it('refuses a negative timeout', () => {
    expect(() => notify({ type: 'info', message: 'Bad', timeout: -1 })).toThrow(RangeError);
    expect(toasts()).toHaveLength(0);
  });

  it('closes on click by default and calls the click handler', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      notify({ type: 'info', message: 'Click me', onClick });
    });
    fireEvent.click(screen.getByText('Click me'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('hidden');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('stays open when clicked if closeOnClick is false', () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'info', message: 'Stay', closeOnClick: false });
    });
    fireEvent.click(screen.getByText('Stay'));
    expect(screen.getByTestId('toast').getAttribute('data-state')).toBe('visible');
  });

  it('closes with its close button, and has none when showClose is false', () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'warning', message: 'Closable', closeOnClick: false });
      notify({ type: 'info', message: 'No button', showClose: false, verticalAlign: 'bottom' });
    });
    const buttons = screen.getAllByRole('button', { name: 'Close notification' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    expect(screen.getByText('Closable').closest('[data-testid="toast"]')?.getAttribute('data-state')).toBe(
      'hidden',
    );
  });

  it('announces errors and warnings as alerts, info and success as status, each with its own style', () => {
    render(<Toaster />);
    act(() => {
      for (const type of ['info', 'success', 'warning', 'error'] as const) notify({ type, message: type });
    });
    expect(screen.getByText('error').closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('warning').closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByText('info').closest('[role]')?.getAttribute('role')).toBe('status');
    expect(screen.getByText('success').closest('[role]')?.className).toContain('toast-success');
  });

  it('stacks each position 20 px from its edges with 10 px between toasts', () => {
    const { container } = render(<Toaster />);
    act(() => {
      notify({ type: 'info', message: 'one' });
      notify({ type: 'info', message: 'two', verticalAlign: 'bottom', horizontalAlign: 'left' });
    });
    const topRight = container.querySelector<HTMLElement>('[data-position="top-right"]');
    const bottomLeft = container.querySelector<HTMLElement>('[data-position="bottom-left"]');
    expect(topRight?.style.top).toBe('20px');
    expect(topRight?.style.right).toBe('20px');
    expect(topRight?.style.gap).toBe('10px');
    expect(bottomLeft?.style.bottom).toBe('20px');
    expect(bottomLeft?.style.left).toBe('20px');
  });

  it('shows the top toasts at the bottom of a phone’s screen, so none covers the header, the heading or a field', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const { container } = render(<Toaster />);
      act(() => {
        notify({ type: 'error', message: 'These credentials do not match our records.' });
      });
      const stack = container.querySelector<HTMLElement>('[data-position="top-right"]');
      expect(stack?.style.top).toBe('');
      expect(stack?.style.bottom).toBe('20px');
      expect(stack?.style.left).toBe('50%');
    } finally {
      window.innerWidth = width;
    }
  });

  it('hides the error toasts before a success, and keeps the success', () => {
    notify({ type: 'error', message: 'Could not save.', timeout: 0 });
    notify({ type: 'warning', message: 'Check your email.' });
    notify({ type: 'success', message: 'Saved.' });
    const visible = toasts().filter((toast) => toast.visible);
    expect(visible.map((toast) => toast.message)).toEqual(['Check your email.', 'Saved.']);
    vi.advanceTimersByTime(500);
    expect(toasts().map((toast) => toast.message)).toEqual(['Check your email.', 'Saved.']);
  });

  it('remembers the page a toast is for: the current one, or the one given', () => {
    window.history.replaceState(null, '', '/partner');
    notify({ type: 'error', message: 'Here' });
    notify({ type: 'error', message: 'There', page: '/login' });
    expect(toasts().map((toast) => toast.page)).toEqual(['/partner', '/login']);
  });

  it('hides the error toasts of other pages on navigation, and keeps the rest', () => {
    notify({ type: 'error', message: 'Old page error', page: '/partner', timeout: 0 });
    notify({ type: 'error', message: 'New page error', page: '/login', timeout: 0 });
    notify({ type: 'info', message: 'Old page note', page: '/partner', timeout: 0 });
    vi.advanceTimersByTime(1000);
    hideErrorsOfOtherPages('/login');
    expect(
      toasts()
        .filter((toast) => toast.visible)
        .map((toast) => toast.message),
    ).toEqual(['New page error', 'Old page note']);
  });

  it('keeps an error shown just before a redirect to another page', () => {
    notify({ type: 'error', message: 'Sign-in failed', page: '/auth/callback', timeout: 0 });
    vi.advanceTimersByTime(20);
    hideErrorsOfOtherPages('/login');
    expect(
      toasts()
        .filter((toast) => toast.visible)
        .map((toast) => toast.message),
    ).toEqual(['Sign-in failed']);
  });
});
