import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, LoadingSkeleton } from './loading-skeleton';

describe('LoadingSkeleton', () => {
  it('tells screen readers what is loading and hides its shapes from them', () => {
    render(<LoadingSkeleton label="Loading your orders…" shape="list" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading your orders…');
    expect(status.querySelector('[aria-hidden="true"] .skeleton')).not.toBeNull();
  });
});

describe('LoadError', () => {
  it('says what could not be loaded in plain words and tries again when asked', async () => {
    const retry = vi.fn();
    render(<LoadError what="your billing" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load your billing.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
