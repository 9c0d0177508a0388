import { orderStatus } from '@fathom/domain/status-labels';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('says the status in words beside an icon that screen readers skip', () => {
    const { container } = render(<StatusBadge status={orderStatus('payment_failed', 'en')} />);
    expect(screen.getByText('Payment failed')).toBeTruthy();
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.dataset.tone).toBe('error');
    expect(badge.textContent).toBe('Payment failed');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('never shows a raw code', () => {
    render(<StatusBadge status={orderStatus('pending_payment', 'en')} />);
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    expect(screen.queryByText(/pending_payment/)).toBeNull();
  });
});
