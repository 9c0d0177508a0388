import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  FIRST_ANNOUNCEMENTS_WAIT_MS,
  useFirstAnnouncements,
  useReadyForAnnouncements,
} from './first-announcements';

/** The hook on a page at `path`. */
const readyAt = (path: string) =>
  renderHook(() => useReadyForAnnouncements(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Router hook={memoryLocation({ path }).hook}>{children}</Router>
    ),
  });

describe('a signed-in page waits for its first announcements', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useFirstAnnouncements.setState({ settled: false });
  });
  afterEach(() => vi.useRealTimers());

  it('stays out of sight until the first list has been answered', () => {
    const { result } = readyAt('/home');
    expect(result.current).toBe(false);
    act(() => useFirstAnnouncements.getState().settle());
    expect(result.current).toBe(true);
  });

  it('shows without them once it has waited long enough', () => {
    const { result } = readyAt('/home');
    act(() => vi.advanceTimersByTime(FIRST_ANNOUNCEMENTS_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('does not wait where no announcements are loaded', () => {
    expect(readyAt('/onboarding/client/3f9a').result.current).toBe(true);
  });

  it('does not wait again on later pages', () => {
    useFirstAnnouncements.getState().settle();
    expect(readyAt('/analysis').result.current).toBe(true);
  });
});
