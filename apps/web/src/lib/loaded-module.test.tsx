import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { moduleLoader, useModuleOnceLoaded } from './loaded-module';

/** A module the test delivers when it chooses. */
function deliverable() {
  let deliver: (module: { text: string }) => void = () => {};
  const arrives = new Promise<{ text: string }>((resolve) => {
    deliver = resolve;
  });
  return { arrives, deliver };
}

function Reads({ loader }: { loader: ReturnType<typeof moduleLoader<{ text: string }>> }) {
  return <p>{loader.read().text}</p>;
}

function OnceLoaded({ loader }: { loader: ReturnType<typeof moduleLoader<{ text: string }>> }) {
  const loaded = useModuleOnceLoaded(loader);
  return <p>{loaded ? loaded.text : 'nothing yet'}</p>;
}

describe('moduleLoader', () => {
  it('draws a module that is already in at once, without its Suspense fallback', async () => {
    const loader = moduleLoader(() => Promise.resolve({ text: 'the page' }));
    await loader.start();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Reads loader={loader} />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('suspends while the module is still coming, loading it once, and tries again after a failure', async () => {
    let loads = 0;
    const coming = deliverable();
    const loader = moduleLoader(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('lost')) : coming.arrives;
    });
    await expect(loader.start()).rejects.toThrow('lost');
    // React's act waits for what a draw suspends on: the module arrives while it waits.
    setTimeout(() => coming.deliver({ text: 'the layout' }), 20);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading…</p>}>
          <Reads loader={loader} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('the layout')).toBeTruthy();
    expect(loads).toBe(2);
  });
});

describe('useModuleOnceLoaded', () => {
  it('draws nothing until the module is in, then draws it', async () => {
    const coming = deliverable();
    const loader = moduleLoader(() => coming.arrives);
    render(<OnceLoaded loader={loader} />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    await act(async () => coming.deliver({ text: 'announcements' }));
    expect(screen.getByText('announcements')).toBeTruthy();
  });
});
