import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/language';
import { kitFixture as kit } from '../../../test/item-fixture';
import { mockApi } from '../../../test/mock-api';
import { KitList } from './kit-list';

const meta = (page: number) => ({ current_page: page, last_page: 2, per_page: 1, total: 2 });

describe('KitList', () => {
  it('shows each kit with its stage, and appends the next page below the first', async () => {
    const api = mockApi([
      {
        method: 'GET',
        path: '/api/restify/items',
        body: { data: [kit('a', 'Semen Analysis Kit', 4)], meta: meta(1) },
      },
      {
        method: 'GET',
        path: '/api/restify/items',
        body: { data: [kit('b', 'STI Test Kit', 1, 'sti')], meta: meta(2) },
      },
    ]);
    render(<KitList />);
    const first = await screen.findByTestId('kit-a');
    const tracker = within(first).getByRole('list', { name: 'Progress of Semen Analysis Kit' });
    expect(
      within(tracker).getByText('On its way to the lab').closest('li')?.getAttribute('aria-current'),
    ).toBe('step');

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const second = await screen.findByTestId('kit-b');
    expect(screen.getByTestId('kit-a')).toBeTruthy();
    expect(
      within(second).getByRole('link', { name: 'Complete your order details' }).getAttribute('href'),
    ).toBe('/onboarding/item/b');
    expect(within(second).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
      '/k-r/b',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.callsTo('GET', '/api/restify/items').map((call) => call.url.searchParams.get('page'))).toEqual(
      ['1', '2'],
    );
  });

  it('offers registration only while it is possible: never on a finished kit; a kit the lab holds asks for it', async () => {
    const finished = kit('done', 'Semen Analysis', 6, 'analysis', { registered: false });
    finished.relationships.resultDocuments = [
      { id: 'result-1', type: 'result-documents', attributes: { ready_at: '2026-11-10T10:00:00.000Z' } },
    ];
    const held = kit('held', 'Semen Analysis', 4, 'analysis', { registered: false, held_at_lab: true });
    const travelling = kit('travelling', 'Semen Analysis', 4, 'analysis', { registered: false });
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/items',
        body: {
          data: [finished, held, travelling],
          meta: { current_page: 1, last_page: 1, per_page: 15, total: 3 },
        },
      },
    ]);
    render(<KitList />);
    const done = await screen.findByTestId('kit-done');
    expect(within(done).queryByRole('link', { name: 'Register this kit' })).toBeNull();
    expect(within(done).getByRole('link', { name: 'Read your results' }).getAttribute('href')).toBe(
      '/analysis?id=result-1',
    );
    // A finished kit is one line: no tracker, no summary.
    expect(within(done).queryByRole('list', { name: 'Progress of Semen Analysis' })).toBeNull();
    expect(within(done).queryByTestId('kit-summary')).toBeNull();
    expect(within(done).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^Semen Analysis · Results ready Nov 10, 2026$/,
    );

    const waiting = screen.getByTestId('kit-held');
    expect(within(waiting).getByRole('link', { name: 'Register this kit' }).getAttribute('href')).toBe(
      '/onboarding/kit-not-registered/held',
    );
    expect(within(waiting).getByTestId('kit-summary').textContent).toContain('The lab has your sample');

    const onItsWay = screen.getByTestId('kit-travelling');
    expect(within(onItsWay).getByTestId('kit-summary').textContent).toBe(
      'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
    );
    expect(within(onItsWay).getByRole('link', { name: 'Register this kit' })).toBeTruthy();
  });

  it('says there is nothing more to do only of a registered kit on its way to the lab, and offers no registration', async () => {
    const registered = kit('registered', 'Semen Analysis', 4, 'analysis', { registered: true });
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/items',
        body: { data: [registered], meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 } },
      },
    ]);
    render(<KitList />);
    const card = await screen.findByTestId('kit-registered');
    expect(within(card).getByTestId('kit-summary').textContent).toBe(
      'Your sample is on its way to the lab. There is nothing more for you to do with this kit.',
    );
    expect(within(card).queryByRole('link', { name: 'Register this kit' })).toBeNull();
  });

  it('dates each stage reached, leaves the stages to come undated, and links to the carrier while the kit travels', async () => {
    const shipped = kit('shipped', 'Semen Analysis', 2, 'analysis', {
      stages_reached: [
        { stage: 1, reached_at: '2026-11-01T10:00:00.000Z' },
        { stage: 2, reached_at: '2026-11-02T15:00:00.000Z' },
      ],
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    shipped.attributes.delivery_carrier = 'UPS';
    const done = kit('finished', 'Semen Analysis', 6, 'analysis', {
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    done.attributes.delivery_carrier = 'UPS';
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/items',
        body: { data: [shipped, done], meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 } },
      },
    ]);
    render(<KitList />);
    const travelling = await screen.findByTestId('kit-shipped');
    const steps = within(
      within(travelling).getByRole('list', { name: 'Progress of Semen Analysis' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('time')?.textContent ?? null)).toEqual([
      'Nov 1, 2026',
      'Nov 2, 2026',
      null,
      null,
      null,
      null,
    ]);
    expect(steps[0]?.textContent).toContain('Done:');
    expect(steps[1]?.textContent).toContain('Now:');
    expect(
      within(travelling)
        .getByRole('link', { name: /Track your kit with UPS/ })
        .getAttribute('href'),
    ).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(
      within(screen.getByTestId('kit-finished')).queryByRole('link', { name: /Track your kit/ }),
    ).toBeNull();
  });

  it("heads a kit in progress with its product's title in the page's language, as a finished kit", async () => {
    const items = [
      kit('travelling', 'Semen Analysis', 4, 'analysis', {}, 'analysis'),
      kit('sti', 'STI Test Kit', 6, 'sti', {}, 'sti'),
    ];
    const route = {
      method: 'GET',
      path: '/api/restify/items',
      body: { data: items, meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 } },
    };
    mockApi([route]);
    render(<KitList />);
    const english = await screen.findByTestId('kit-travelling');
    expect(within(english).getByRole('heading', { level: 3 }).textContent).toBe('Semen Analysis');
    expect(within(english).getByRole('list', { name: 'Progress of Semen Analysis' })).toBeTruthy();
    cleanup();

    await activateLanguage('es');
    try {
      mockApi([route]);
      render(<KitList />);
      const spanish = await screen.findByTestId('kit-travelling');
      expect(within(spanish).getByRole('heading', { level: 3 }).textContent).toBe('Análisis de semen');
      expect(within(spanish).getByRole('list', { name: 'Progreso de Análisis de semen' })).toBeTruthy();
      expect(screen.getByTestId('kit-sti').textContent).toContain('Kit de pruebas de ETS');
      expect(document.body.textContent).not.toMatch(/Semen Analysis|STI Test Kit/);
    } finally {
      await activateLanguage('en');
    }
  });
});
