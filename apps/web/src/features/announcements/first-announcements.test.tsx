import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_ANNOUNCEMENTS_WAIT_MS,
  useFirstAnnouncements,
  useReadyForAnnouncements,
} from './first-announcements';

describe('a signed-in page waits for its first announcements', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useFirstAnnouncements.setState({ settled: false });
  });
  afterEach(() => vi.useRealTimers());

  it('stays out of sight until the first list has been answered', () => {
    const { result } = renderHook(() => useReadyForAnnouncements());
    expect(result.current).toBe(false);
    act(() => useFirstAnnouncements.getState().settle());
    expect(result.current).toBe(true);
  });

  it('shows without them once it has waited long enough', () => {
    const { result } = renderHook(() => useReadyForAnnouncements());
    act(() => vi.advanceTimersByTime(FIRST_ANNOUNCEMENTS_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('does not wait again on later pages', () => {
    useFirstAnnouncements.getState().settle();
    const { result } = renderHook(() => useReadyForAnnouncements());
    expect(result.current).toBe(true);
  });
});
