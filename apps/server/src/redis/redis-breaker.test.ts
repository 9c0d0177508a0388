import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRedisBreaker, REDIS_ANSWER_TIMEOUT_MS, REDIS_DOWN_FOR_MS } from './redis-breaker';

/** A Redis call whose answer the test gives (or never gives), counting how often it was made. */
function redisCall<T>() {
  let answer: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const call = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { call, answer: (value: T) => answer(value), fail: (error: Error) => fail(error) };
}

/** One call Redis leaves unanswered, until the breaker gives up on it. */
async function stallOnce(redis: ReturnType<typeof createRedisBreaker>) {
  const stalled = redisCall<number>();
  const answer = redis.call(stalled.call);
  await vi.advanceTimersByTimeAsync(REDIS_ANSWER_TIMEOUT_MS);
  expect(await answer).toEqual({ answered: false });
}

describe('the Redis breaker', () => {
  let now = 0;
  const warnings: string[] = [];
  const breaker = () =>
    createRedisBreaker({
      warn: (_details, message) => warnings.push(message),
      info() {},
      monotonicNow: () => now,
    });
  beforeEach(() => {
    // Timeouts are the test's to move on; the turns of the event loop (setImmediate) stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    now = 0;
    warnings.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers what Redis answered while it answers in time', async () => {
    const redis = breaker();
    const ping = redisCall<string>();
    const answer = redis.call(ping.call);
    ping.answer('PONG');
    expect(await answer).toEqual({ answered: true, value: 'PONG' });
    expect(redis.isUp()).toBe(true);
  });

  it('takes Redis for down at the first call left unanswered, and lets the calls waiting beside it go with it', async () => {
    const redis = breaker();
    const stalled = redisCall<number>();
    const first = redis.call(stalled.call);
    await vi.advanceTimersByTimeAsync(200);
    const second = redis.call(stalled.call);
    await vi.advanceTimersByTimeAsync(REDIS_ANSWER_TIMEOUT_MS - 200);
    // The second call has waited 300 ms only: it does not wait its own 500.
    expect(await Promise.all([first, second])).toEqual([{ answered: false }, { answered: false }]);
    expect(redis.isUp()).toBe(false);
    expect(warnings).toHaveLength(1);
    // Meanwhile no call is made: each answers at once.
    expect(await redis.call(stalled.call)).toEqual({ answered: false });
    expect(stalled.call).toHaveBeenCalledTimes(2);
  });

  it('after the window, makes one call as a probe; the others answer at once until Redis answers it', async () => {
    const redis = breaker();
    const recovered = vi.fn();
    redis.onRecovery(recovered);
    await stallOnce(redis);
    now += REDIS_DOWN_FOR_MS;
    const probe = redisCall<number>();
    const probing = redis.call(probe.call);
    const meanwhile = redisCall<number>();
    expect(await redis.call(meanwhile.call)).toEqual({ answered: false });
    expect(meanwhile.call).not.toHaveBeenCalled();
    probe.answer(1);
    expect(await probing).toEqual({ answered: true, value: 1 });
    expect(redis.isUp()).toBe(true);
    expect(recovered).toHaveBeenCalledTimes(1);
    const after = redisCall<number>();
    const answer = redis.call(after.call);
    after.answer(2);
    expect(await answer).toEqual({ answered: true, value: 2 });
  });

  it('keeps Redis down for another window when the probe is not answered, or fails', async () => {
    const redis = breaker();
    await stallOnce(redis);
    now += REDIS_DOWN_FOR_MS;
    const stalled = redisCall<number>();
    const unanswered = redis.call(stalled.call);
    await vi.advanceTimersByTimeAsync(REDIS_ANSWER_TIMEOUT_MS);
    expect(await unanswered).toEqual({ answered: false });
    now += REDIS_DOWN_FOR_MS - 1;
    expect(await redis.call(stalled.call)).toEqual({ answered: false });
    expect(stalled.call).toHaveBeenCalledTimes(1);
    now += 1;
    const refused = redisCall<number>();
    const failing = redis.call(refused.call);
    refused.fail(new Error('ECONNREFUSED'));
    expect(await failing).toEqual({ answered: false });
    expect(redis.isUp()).toBe(false);
    expect(await redis.call(refused.call)).toEqual({ answered: false });
    expect(refused.call).toHaveBeenCalledTimes(1);
  });

  it('does not take Redis for down for a call that fails at once: it cost no wait', async () => {
    const redis = breaker();
    const refused = redisCall<number>();
    const failing = redis.call(refused.call);
    refused.fail(new Error("Stream isn't writeable"));
    expect(await failing).toEqual({ answered: false });
    expect(redis.isUp()).toBe(true);
    const next = redisCall<number>();
    const answer = redis.call(next.call);
    next.answer(3);
    expect(await answer).toEqual({ answered: true, value: 3 });
  });

  it('reads an answer that arrived while the event loop was busy before it takes Redis for down', async () => {
    const redis = breaker();
    const late = redisCall<string>();
    const answer = redis.call(late.call);
    // The timer runs first when the loop comes back; the answer, read in the same turn, still counts.
    vi.advanceTimersByTime(REDIS_ANSWER_TIMEOUT_MS);
    late.answer('PONG');
    expect(await answer).toEqual({ answered: true, value: 'PONG' });
    expect(redis.isUp()).toBe(true);
  });
});
