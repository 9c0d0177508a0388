// Component files share their worker's modules (vitest.projects.ts), so a store made by one file would keep that
// file's state into the next: every store made through `create` is put back to its first state before each file
// (src/test/setup.ts).
import { vi } from 'vitest';
import type * as Zustand from 'zustand';

export * from 'zustand';

const actual = await vi.importActual<typeof Zustand>('zustand');

const resets = new Set<() => void>();

function createAndRemember(initializer: Zustand.StateCreator<unknown, [], []>) {
  const store = actual.create(initializer);
  const first = store.getInitialState();
  resets.add(() => store.setState(first, true));
  return store;
}

export const create = ((initializer?: Zustand.StateCreator<unknown, [], []>) =>
  initializer ? createAndRemember(initializer) : createAndRemember) as typeof Zustand.create;

/** Puts every store made so far back to the state it was made with. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
