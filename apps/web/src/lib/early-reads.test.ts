import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ_FRESH_MS, startEarlyRead, takeEarlyRead } from './early-reads';

describe('early reads', () => {
  it('hands the read started early to its first taker only', async () => {
    const load = vi.fn(() => Promise.resolve('billing'));
    startEarlyRead(load, 1_000);
    startEarlyRead(load, 1_500);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(takeEarlyRead(load, 2_000)).resolves.toBe('billing');
    expect(takeEarlyRead(load, 2_000)).toBeNull();
  });

  it('drops an answer nobody took in time, and starts again when asked after it', () => {
    const load = vi.fn(() => Promise.resolve('documents'));
    startEarlyRead(load, 0);
    startEarlyRead(load, EARLY_READ_FRESH_MS + 1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(takeEarlyRead(load, 3 * EARLY_READ_FRESH_MS)).toBeNull();
    expect(takeEarlyRead(load, 3 * EARLY_READ_FRESH_MS)).toBeNull();
  });

  it('keeps a failure for its taker, and leaves none unhandled when nobody takes it', async () => {
    const failing = () => Promise.reject(new Error('We could not load your billing.'));
    startEarlyRead(failing, 0);
    await expect(takeEarlyRead(failing, 1)).rejects.toThrow('We could not load your billing.');
    const untaken = () => Promise.reject(new Error('never read'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startEarlyRead(untaken, 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('has nothing for a read nobody started', () => {
    expect(takeEarlyRead(() => Promise.resolve(1))).toBeNull();
  });
});
