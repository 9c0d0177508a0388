import { describe, expect, it } from 'vitest';
import { firstLockDifference } from './dependency-state.mjs';

describe('firstLockDifference', () => {
  const locked = {
    '': { version: '0.0.0' },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
  };

  it('treats an install without other platforms optional packages as up to date', () => {
    expect(firstLockDifference(locked, { 'node_modules/react': { version: '19.3.1' } })).toBeNull();
  });

  it('names a package whose installed version differs from the lock', () => {
    expect(firstLockDifference(locked, { 'node_modules/react': { version: '19.2.0' } })).toBe(
      'node_modules/react is 19.2.0, the lock wants 19.3.1',
    );
  });

  it('names a locked package that is missing', () => {
    expect(firstLockDifference(locked, {})).toBe('node_modules/react is not installed');
  });

  it('names an installed package that the lock dropped', () => {
    expect(
      firstLockDifference(locked, {
        'node_modules/react': { version: '19.3.1' },
        'node_modules/left-pad': { version: '1.3.0' },
      }),
    ).toBe('node_modules/left-pad is installed but no longer locked');
  });
});
