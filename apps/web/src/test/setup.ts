import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
// @ts-expect-error the mock's own export (../../__mocks__/zustand.ts), not zustand's
import { resetStores } from 'zustand';
import { activateLanguage } from '../lib/i18n/language';

vi.mock('zustand');
// Every rendered tree has Lingui's provider above it (../../__mocks__/@testing-library/react.tsx).
vi.mock('@testing-library/react');
// Files share their worker's modules (vitest.projects.ts): each starts with the stores as the app makes them, real
// timers, the real globals and the window at its first address, not as the file before it in this worker left them.
resetStores();
// The pages' words in English, the default language, as a visit with no other choice sees them.
await activateLanguage('en');
vi.useRealTimers();
vi.unstubAllGlobals();
if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');

// jsdom has <dialog> without its modal methods: enough of them for the Modal's behaviour.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Two shared cores run every suite at once in CI: give asynchronous screens time to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Tests of modules without React run in Node (`@vitest-environment node`), where there is no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
