import { fireEvent, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/language';
import { kitFixture } from '../../../test/item-fixture';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import AddressPage from './address-page';

const address = {
  first_name: 'Robin',
  last_name: 'Hale',
  address_1: '1 Main Street',
  address_2: null,
  city: 'Austin',
  state: 'TX',
  postal_code: '73301',
  country: 'US',
  phone: '+15125550134',
};

describe('address page', () => {
  it("names the kits the address was saved for by their products' keys, in the page's language", async () => {
    const waiting = [
      kitFixture('a', 'Semen Analysis', 1, 'analysis', { shipping_address: address }, 'analysis'),
      kitFixture('b', 'STI Test Kit', 1, 'sti', { shipping_address: address }, 'sti'),
    ];
    mockApi([
      {
        method: 'GET',
        path: '/api/restify/items',
        body: { data: waiting, meta: { current_page: 1, last_page: 1, per_page: 15, total: 2 } },
      },
      {
        method: 'POST',
        path: '/api/onboarding/address',
        body: {
          data: {
            kits: [
              { id: 'a', product_key: 'analysis', title: 'Semen Analysis', po_number: 'PO-a' },
              { id: 'b', product_key: 'sti', title: 'STI Test Kit', po_number: 'PO-b' },
            ],
          },
        },
      },
    ]);
    renderPage(<AddressPage />, '/onboarding/address');
    expect((await screen.findByTestId('address-applies-to')).textContent).toBe(
      'This address applies to: Semen Analysis (order PO-a), STI Test Kit (order PO-b)',
    );
    fireEvent.submit(
      screen.getByRole('button', { name: 'Save the new address' }).closest('form') as HTMLFormElement,
    );
    const saved = await screen.findByTestId('address-saved');
    expect(saved.textContent).toBe(
      'Your address is saved for every kit that has not shipped yet (2 kits): Semen Analysis (order PO-a), STI Test Kit (order PO-b).',
    );
    try {
      await act(() => activateLanguage('es'));
      const spanish = screen.getByTestId('address-saved').textContent ?? '';
      expect(spanish).toContain('Análisis de semen (pedido PO-a), Kit de pruebas de ETS (pedido PO-b)');
      expect(spanish).not.toMatch(/Semen Analysis|STI Test Kit/);
    } finally {
      await act(() => activateLanguage('en'));
    }
  });
});
