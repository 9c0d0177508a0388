import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { activateLanguage } from '../../../lib/i18n/language';
import { useSession } from '../../../lib/session-store';
import { kitFixture } from '../../../test/item-fixture';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { userFixture } from '../../../test/user-fixture';
import ItemDetailsPage from './item-details-page';

describe('kit details page', () => {
  it("names the package the kit came in by its key, in the page's language", async () => {
    const kit = kitFixture('kit-1', 'Semen Analysis', 4, 'analysis', {}, 'analysis');
    kit.relationships.package = {
      id: 'package-1',
      type: 'products',
      attributes: { key: 'tomorrow', title: 'Tomorrow Package' },
    };
    kit.relationships.order = {
      id: 'order-1',
      type: 'orders',
      attributes: { po_number: 'FA-100245', created_at: '2026-11-01T10:00:00.000Z' },
    };
    mockApi([{ method: 'GET', path: '/api/restify/items/kit-1', body: { data: kit } }]);
    useSession.getState().login('token', userFixture());
    renderPage(<Route path="/onboarding/item/:uuid" component={ItemDetailsPage} />, '/onboarding/item/kit-1');

    const title = await screen.findByRole('heading', { level: 1, name: 'Semen Analysis' });
    const orderLine = () => title.nextElementSibling?.textContent;
    expect(orderLine()).toBe('Tomorrow Package · Order FA-100245');
    try {
      await act(() => activateLanguage('es'));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Análisis de semen');
      expect(orderLine()).toBe('Paquete Mañana · Pedido FA-100245');
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
