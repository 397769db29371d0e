/**
 * The deadline of one server's whole run (`timeouts.totalMs`): connecting, negotiating, the
 * walk, the probes and every connection of the protocol matrix. One signal for all of them,
 * so no stage gets a fresh budget of its own.
 */
export interface RunDeadline {
  signal: AbortSignal;
  /** What to say when it passed, naming the setting. */
  readonly reason: string;
  dispose(): void;
}

export function startDeadline(totalMs: number): RunDeadline {
  const controller = new AbortController();
  const reason = `the total deadline passed (timeouts.totalMs: ${totalMs} ms)`;
  const timer = setTimeout(() => controller.abort(new Error(reason)), totalMs);
  return { signal: controller.signal, reason, dispose: () => clearTimeout(timer) };
}

/** The words of an aborted deadline signal. */
export function deadlineReason(signal: AbortSignal): string {
  return signal.reason instanceof Error ? signal.reason.message : 'the total deadline passed';
}

/**
 * Settles with `promise`, or rejects with `onExpiry()` when the signal aborts or `ms` pass,
 * whichever comes first. The promise is not cancelled: the caller closes what it belongs to.
 */
export function raceDeadline<T>(promise: Promise<T>, signal: AbortSignal, ms: number, onExpiry: (cause: 'deadline' | 'timeout') => Error): Promise<T> {
  if (signal.aborted) return Promise.reject(onExpiry('deadline'));
  return new Promise<T>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(onExpiry('deadline'));
    };
    const timer = setTimeout(() => {
      finish();
      reject(onExpiry('timeout'));
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        finish();
        resolve(value);
      },
      (error: unknown) => {
        finish();
        reject(error);
      },
    );
  });
}
