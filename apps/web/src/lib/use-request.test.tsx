import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startEarlyRead } from './early-reads';
import { type RequestState, useRequest } from './use-request';

/** A read the test answers when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Probe({
  load,
  refreshKey,
  seen,
}: {
  load: () => Promise<string>;
  refreshKey?: number;
  seen: RequestState<string>[];
}) {
  const state = useRequest(load, refreshKey);
  seen.push(state);
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

describe('useRequest', () => {
  it('draws once while the first read is under way, then with its answer', async () => {
    const read = deferred<string>();
    const load = () => read.promise;
    const seen: RequestState<string>[] = [];
    render(<Probe load={load} seen={seen} />);
    expect(seen.map((state) => state.status)).toEqual(['loading']);

    await act(async () => read.resolve('answer'));
    expect(screen.getByText('answer')).toBeTruthy();
    // React may draw the answer more than once (a transition can be started again); loading was drawn once.
    expect(seen.filter((state) => state.status === 'loading')).toHaveLength(1);
    expect(seen.at(-1)).toEqual({ status: 'success', data: 'answer' });
  });

  it('goes back to loading when asked to read again, and shows a failure as an error', async () => {
    const reads = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => {
      const read = reads[calls];
      calls += 1;
      if (!read) throw new Error('read more often than asked');
      return read.promise;
    };
    const seen: RequestState<string>[] = [];
    const { rerender } = render(<Probe load={load} refreshKey={0} seen={seen} />);
    await act(async () => reads[0]?.resolve('first'));
    expect(screen.getByText('first')).toBeTruthy();

    rerender(<Probe load={load} refreshKey={1} seen={seen} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => reads[1]?.reject(new Error('offline')));
    expect(screen.getByText('error')).toBeTruthy();
    expect(seen.at(-1)).toEqual({ status: 'error', message: 'offline' });
    expect(calls).toBe(2);
  });

  it('takes the read the router started early instead of asking again, then asks afresh on a refresh', async () => {
    const read = deferred<string>();
    let calls = 0;
    const load = () => {
      calls += 1;
      return calls === 1 ? read.promise : Promise.resolve('fresh');
    };
    startEarlyRead(load);
    const seen: RequestState<string>[] = [];
    const { rerender } = render(<Probe load={load} seen={seen} />);
    expect(calls).toBe(1);

    await act(async () => read.resolve('early'));
    expect(screen.getByText('early')).toBeTruthy();

    rerender(<Probe load={load} refreshKey={1} seen={seen} />);
    expect(await screen.findByText('fresh')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
