import { performance } from 'node:perf_hooks';

/** How long one Redis call may keep a request waiting. */
export const REDIS_ANSWER_TIMEOUT_MS = 500;
/** How long Redis is taken for down after a call it left unanswered; then the next call probes it. */
export const REDIS_DOWN_FOR_MS = 5_000;

export type RedisAnswer<T> = { answered: true; value: T } | { answered: false };

/**
 * The instance's one judgement of whether Redis answers, shared by every use of it (rate limits, session
 * revocations, read-cache invalidations): a stalled Redis costs the instance one wait per window, not one per call.
 */
export interface RedisBreaker {
  /**
   * Makes one Redis call and answers what it answered. `answered: false` when the call failed, when it was not
   * answered within the timeout (Redis is then taken for down, and every other call waiting on it is let go at
   * once), or at once without calling while Redis is taken for down. After the window, one call probes Redis; the
   * others still answer at once until the probe is answered.
   */
  call<T>(operation: () => Promise<T>): Promise<RedisAnswer<T>>;
  /** False from a call Redis left unanswered until a probe is answered. */
  isUp(): boolean;
  /** Runs the listener each time Redis is taken for up again after being down; answers how to stop it. */
  onRecovery(listener: () => void): () => void;
}

export interface RedisBreakerOptions {
  /** Says when Redis is taken for down, and why a call failed (at most once a window). */
  warn: (details: Record<string, unknown>, message: string) => void;
  /** Says when Redis answers again. */
  info: (details: Record<string, unknown>, message: string) => void;
  timeoutMs?: number;
  downForMs?: number;
  /** Milliseconds of a monotonic clock: the window is real time, whatever the app's clock says. */
  monotonicNow?: () => number;
}

export function createRedisBreaker(options: RedisBreakerOptions): RedisBreaker {
  const timeoutMs = options.timeoutMs ?? REDIS_ANSWER_TIMEOUT_MS;
  const downForMs = options.downForMs ?? REDIS_DOWN_FOR_MS;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  /** Null while Redis is taken for up; else until when no call is made. */
  let downUntil: number | null = null;
  let probing = false;
  let failureWarnedAt = Number.NEGATIVE_INFINITY;
  const waiting = new Set<() => void>();
  const recoveryListeners = new Set<() => void>();

  function takeForDown(reason: string): void {
    const wasUp = downUntil === null;
    downUntil = monotonicNow() + downForMs;
    probing = false;
    options.warn(
      { timeoutMs, downForMs },
      wasUp
        ? `Redis ${reason}: taken for down for ${downForMs} ms (limits counted on this instance, nothing cached, nothing published), then probed`
        : `Redis ${reason}: taken for down for another ${downForMs} ms`,
    );
    // Calls made before the timeout would each wait their own: they give up now, with this one.
    for (const release of [...waiting]) release();
  }

  function takeForUp(): void {
    downUntil = null;
    probing = false;
    options.info({}, 'Redis answers again: shared limits, caching and publishing resume');
    for (const listener of recoveryListeners) listener();
  }

  return {
    call<T>(operation: () => Promise<T>): Promise<RedisAnswer<T>> {
      let probe = false;
      if (downUntil !== null) {
        if (probing || monotonicNow() < downUntil) return Promise.resolve({ answered: false });
        probing = true;
        probe = true;
      }
      return new Promise<RedisAnswer<T>>((resolve) => {
        let settled = false;
        const finish = (answer: RedisAnswer<T>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          waiting.delete(release);
          resolve(answer);
        };
        const release = () => finish({ answered: false });
        waiting.add(release);
        const timer = setTimeout(() => {
          // Timers run before the event loop reads its sockets: after a busy moment the answer may be there already,
          // so it is read first, and only a call still unanswered then takes Redis for down.
          setImmediate(() => {
            if (settled) return;
            finish({ answered: false });
            takeForDown(`did not answer ${probe ? 'the probe ' : ''}within ${timeoutMs} ms`);
          });
        }, timeoutMs);
        let running: Promise<T>;
        try {
          running = operation();
        } catch (error) {
          running = Promise.reject(error);
        }
        running.then(
          (value) => {
            if (settled) return;
            if (probe) takeForUp();
            finish({ answered: true, value });
          },
          (error: unknown) => {
            if (settled) return;
            finish({ answered: false });
            const message = error instanceof Error ? error.message : String(error);
            // A failure answered at once costs no wait: only a probe's keeps Redis taken for down.
            if (probe) takeForDown(`failed the probe (${message})`);
            else if (monotonicNow() - failureWarnedAt >= downForMs) {
              failureWarnedAt = monotonicNow();
              options.warn(
                { err: message },
                'a Redis call failed: counted on this instance, or not published',
              );
            }
          },
        );
      });
    },
    isUp: () => downUntil === null,
    onRecovery(listener) {
      recoveryListeners.add(listener);
      return () => recoveryListeners.delete(listener);
    },
  };
}
