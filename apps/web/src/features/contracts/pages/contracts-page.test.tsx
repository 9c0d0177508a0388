import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import ContractsPage from './contracts-page';

describe('ContractsPage', () => {
  it('shows the shape of the page while loading, and "Try again" reads the agreements again after a failure', async () => {
    const api = mockApi([
      { method: 'GET', path: '/api/restify/documents', status: 500, body: { message: 'Server error' } },
      { method: 'GET', path: '/api/restify/documents', body: [] },
    ]);
    render(<ContractsPage />);
    expect(screen.getByTestId('loading-skeleton')).toBeTruthy();
    expect((await screen.findByTestId('load-error')).textContent).toContain(
      'We could not load your agreements.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(screen.queryByTestId('load-error')).toBeNull();
    expect(api.callsTo('GET', '/api/restify/documents')).toHaveLength(2);
  });
});
