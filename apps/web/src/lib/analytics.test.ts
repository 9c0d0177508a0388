import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { analytics } from './analytics';
import { useSession } from './session-store';

describe('analytics', () => {
  afterEach(() => {
    analytics.clear();
    useSession.getState().logout();
  });

  it('queues events locally while no tracker is configured', () => {
    analytics.track('Checkout Started', { step: 'account_details' });
    analytics.identify('FA-100245', { email: 'sam@example.com' });
    expect(analytics.queued().map(({ kind, name }) => [kind, name])).toEqual([
      ['track', 'Checkout Started'],
      ['identify', 'FA-100245'],
    ]);
  });

  it('records nothing while disableTrackEvents is set', () => {
    useSession.getState().login('t', userFixture(), { disableTrackEvents: true });
    analytics.track('Order Completed', { po_number: 'PO-1' });
    analytics.page('Home');
    expect(analytics.queued()).toEqual([]);
  });
});
