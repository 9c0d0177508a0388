import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL_ANIMATION_MS, Modal } from './modal';

function Harness({
  closeable = true,
  title,
  footer,
}: {
  closeable?: boolean;
  title?: string;
  footer?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeable={closeable}
        title={title}
        footer={footer}
        ariaLabel="Example"
      >
        <p>Dialog body</p>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

function finishClosing() {
  act(() => {
    vi.advanceTimersByTime(MODAL_ANIMATION_MS.close);
  });
}

describe('Modal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('animates open in 300 ms and closed in 150 ms', () => {
    expect(MODAL_ANIMATION_MS).toEqual({ open: 300, close: 150 });
    render(<Harness title="Hello" />);
    openDialog();
    expect(dialog().open).toBe(true);
    expect(dialog().dataset.state).toBe('opening');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(dialog().dataset.state).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(dialog().dataset.state).toBe('closing');
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(dialog().open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(dialog().open).toBe(false);
  });

  it('shows the title and footer only when given', () => {
    const { unmount } = render(<Harness title="Your details" footer="Footer text" />);
    openDialog();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
    expect(screen.getByText('Footer text')).toBeTruthy();
    unmount();
    render(<Harness />);
    openDialog();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Footer text')).toBeNull();
  });

  it('closes on Escape and on an overlay click when closeable, returning focus to the opener', () => {
    render(<Harness title="Closeable" />);
    const opener = openDialog();
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    finishClosing();
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);

    openDialog();
    fireEvent.click(dialog());
    finishClosing();
    expect(dialog().open).toBe(false);
  });

  it('ignores Escape, overlay clicks and shows no close button when not closeable', () => {
    render(<Harness closeable={false} title="Locked" />);
    openDialog();
    const escapeKey = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), escapeKey);
    expect(escapeKey.defaultPrevented).toBe(true);
    fireEvent.click(dialog());
    finishClosing();
    expect(dialog().open).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('does not close on a click inside its panel', () => {
    render(<Harness title="Inside" />);
    openDialog();
    fireEvent.click(screen.getByText('Dialog body'));
    finishClosing();
    expect(dialog().open).toBe(true);
  });
});
