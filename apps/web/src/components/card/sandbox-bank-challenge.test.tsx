import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ANIMATION_MS } from '../modal';
import { askSandboxBank } from './sandbox-bank-challenge';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function finishClosing() {
  await act(async () => {
    vi.advanceTimersByTime(MODAL_ANIMATION_MS.close + 100);
  });
}

/** The answer is kept in an object: an async function returning the promise itself would wait for it. */
async function openChallenge(): Promise<{ answer: Promise<boolean> }> {
  const opened = { answer: Promise.resolve(false) };
  await act(async () => {
    opened.answer = askSandboxBank();
  });
  return opened;
}

describe("the sandbox bank's 3-D Secure challenge", () => {
  it('opens in the shared modal dialog with real buttons, and answers what the customer chose', async () => {
    const { answer } = await openChallenge();
    const dialog = screen.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(dialog.classList.contains('modal')).toBe(true);
    const confirm = screen.getByRole('button', { name: 'Confirm payment' });
    expect(confirm.className).toContain('btn btn-primary');
    expect(screen.getByRole('button', { name: 'Refuse' }).className).toContain('btn btn-secondary');
    fireEvent.click(confirm);
    await expect(answer).resolves.toBe(true);
    await finishClosing();
  });

  it('refuses when the customer closes it, and leaves nothing behind', async () => {
    const { answer } = await openChallenge();
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    await expect(answer).resolves.toBe(false);
    await finishClosing();
    expect(document.querySelector('dialog')).toBeNull();
  });
});
