import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { analytics } from './analytics';
import { useSession } from './session-store';

describe('analytics', () => {
  // Files share their worker's modules: events another file's screens queued are not this file's.
  beforeEach(() => analytics.clear());
  afterEach(() => {
    analytics.clear();
    window.dataLayer = [];
    useSession.getState().logout();
    vi.useRealTimers();
  });

  it('sends events to the data layer 500 ms after the last one, without email or result values', () => {
    vi.useFakeTimers();
    window.dataLayer = [];
    analytics.track('Checkout Started', { step: 'account_details' });
    analytics.identify('FA-100245', { email: 'sam@example.com', total_count: 120 });
    vi.advanceTimersByTime(499);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      { event: 'Checkout Started', kind: 'track', step: 'account_details' },
      { event: 'FA-100245', kind: 'identify' },
    ]);
    expect(analytics.queued().map(({ kind, name }) => [kind, name])).toEqual([
      ['track', 'Checkout Started'],
      ['identify', 'FA-100245'],
    ]);
  });

  it('drops a repeat of the last event within the 500 ms, and hands events to a tracker on the page', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    window.analytics = { track };
    analytics.track('Product Added', { product_id: 'p1' });
    analytics.track('Product Added', { product_id: 'p1' });
    analytics.track('Product Added', { product_id: 'p2' });
    vi.advanceTimersByTime(500);
    expect(track.mock.calls).toEqual([
      ['Product Added', { product_id: 'p1' }],
      ['Product Added', { product_id: 'p2' }],
    ]);
    window.analytics = undefined;
  });

  it('records nothing while disableTrackEvents is set', () => {
    vi.useFakeTimers();
    useSession.getState().login('t', userFixture(), { disableTrackEvents: true });
    analytics.track('Order Completed', { po_number: 'PO-1' });
    analytics.page('Home');
    vi.advanceTimersByTime(500);
    expect(analytics.queued()).toEqual([]);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
