import { describe, expect, it } from 'vitest';
import { type Admitted, createAdmissionQueue, type Refused } from './write-admission';

const admitted = (entry: Admitted | Refused) => {
  if (!('admitted' in entry)) throw new Error(`refused, retry after ${entry.retryAfterSeconds} s`);
  return entry.admitted;
};

describe('the admission queue', () => {
  it('lets in as many as run at once without waiting', async () => {
    const queue = createAdmissionQueue({ atOnce: 2, maxWaitMs: 0 }, () => 0);
    await admitted(queue.enter());
    await admitted(queue.enter());
    expect(queue.state()).toMatchObject({ running: 2, waiting: 0 });
  });

  it('lets the waiting in first come, first served, one as each running request is done', async () => {
    let clock = 0;
    const queue = createAdmissionQueue({ atOnce: 1, maxWaitMs: 10_000 }, () => clock);
    const release = await admitted(queue.enter());
    const order: string[] = [];
    const second = admitted(queue.enter()).then((done) => {
      order.push('second');
      return done;
    });
    const third = admitted(queue.enter()).then((done) => {
      order.push('third');
      return done;
    });
    expect(queue.state()).toMatchObject({ running: 1, waiting: 2 });
    clock = 40;
    release();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    expect(queue.state()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses a request whose expected wait is over the limit, saying after how many whole seconds to come back', async () => {
    let clock = 0;
    const queue = createAdmissionQueue({ atOnce: 1, maxWaitMs: 1_000 }, () => clock);
    // One request took 2 s: the running mean moves a fifth of the way there, 50 + 0.2 × (2000 − 50) = 440 ms.
    const slow = await admitted(queue.enter());
    clock = 2_000;
    slow();
    await admitted(queue.enter());
    admitted(queue.enter()); // waits 440 ms
    admitted(queue.enter()); // waits 880 ms
    expect(queue.enter()).toEqual({ retryAfterSeconds: 2 }); // would wait 1,320 ms
    expect(queue.state()).toMatchObject({ running: 1, waiting: 2, meanMs: 440 });
  });

  it('refuses any wait when the limit is zero, and lets in again once a place is free', async () => {
    const queue = createAdmissionQueue({ atOnce: 1, maxWaitMs: 0 }, () => 0);
    const release = await admitted(queue.enter());
    expect(queue.enter()).toEqual({ retryAfterSeconds: 1 });
    release();
    release();
    expect(queue.state()).toMatchObject({ running: 0, waiting: 0 });
    await admitted(queue.enter());
  });
});
