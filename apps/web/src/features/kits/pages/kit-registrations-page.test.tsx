import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AnalysisPage from '../../../app/routes/analysis-page';
import { useSession } from '../../../lib/session-store';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { clientFixture, userFixture } from '../../../test/user-fixture';
import KitRegistrationsPage from './kit-registrations-page';

const TO_LAB_UNREGISTERED =
  'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.';

/** taylor's account: the analysis kit is on its way to the lab (stage 4) and not registered. */
function signInWithKitOnItsWayToTheLab(registered: boolean) {
  const client = clientFixture({
    latest_analysis: {
      id: 'kit-1',
      created_at: '2026-11-19T10:00:00.000Z',
      tracking_stage: 4,
      registered,
      held_at_lab: false,
    },
  });
  useSession.getState().login('token', userFixture({ client }));
}

describe('an unregistered kit on its way to the lab, where its owner reads about it', () => {
  beforeEach(() => {
    useSession.getState().logout();
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/kit-registrations',
        body: { data: [], meta: { unregistered: 1 } },
      },
    ]);
  });

  it('/kit-registrations says the kit must be registered before the lab can test it, with the link', async () => {
    signInWithKitOnItsWayToTheLab(false);
    renderPage(<KitRegistrationsPage />, '/kit-registrations');

    const latest = screen.getByRole('heading', { name: 'Your latest analysis' }).parentElement as HTMLElement;
    expect(within(latest).getByTestId('analysis-progress').textContent).toBe(TO_LAB_UNREGISTERED);
    expect(within(latest).getByText('Needs your attention')).toBeTruthy();
    expect(within(latest).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
      '/k-r/kit-1',
    );
    expect(latest.textContent).not.toContain('as soon as it arrives');
    expect(await screen.findByText(/1 kit is not registered yet/)).toBeTruthy();
  });

  it('/analysis says the same in its results card, with the link', () => {
    signInWithKitOnItsWayToTheLab(false);
    renderPage(<AnalysisPage />, '/analysis');

    const card = screen.getByRole('region', { name: 'Register your kit' });
    expect(within(card).getByTestId('analysis-progress').textContent).toBe(TO_LAB_UNREGISTERED);
    expect(within(card).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
      '/k-r/kit-1',
    );
    expect(card.textContent).not.toContain('as soon as it arrives');
  });

  it('once the kit is registered, both say the sample is on its way and offer no registration', () => {
    signInWithKitOnItsWayToTheLab(true);
    renderPage(<AnalysisPage />, '/analysis');
    const card = screen.getByRole('region', { name: 'Your sample is on its way to the lab' });
    expect(within(card).queryByRole('link', { name: 'Register this kit' })).toBeNull();
    expect(within(card).getByText('Results coming')).toBeTruthy();
  });
});
