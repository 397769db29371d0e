// The time of `mcp-contract serve`: the real clock, or (--clock virtual) one that starts at 0 and
// moves only when the client under test says so, so that a host tests its deadlines and caches
// against minutes of server time without waiting for them (docs/serve.md).

export interface Clock {
  /** Milliseconds on this clock. */
  now(): number;
  /** Calls `fn` once `ms` have passed on this clock; the function returned cancels that. */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

interface Timer {
  at: number;
  fn: () => void;
}

/** Starts at 0; never sleeps on the real clock: a timer fires when advance() reaches it. */
export class VirtualClock implements Clock {
  private current = 0;
  private readonly timers: Timer[] = [];

  now(): number {
    return this.current;
  }

  after(ms: number, fn: () => void): () => void {
    const timer: Timer = { at: Math.min(Number.MAX_SAFE_INTEGER, this.current + Math.max(0, ms)), fn };
    // Due now: fired at once (as a zero real timeout would be), not held for the next advance.
    if (timer.at <= this.current) {
      let live = true;
      queueMicrotask(() => live && fn());
      return () => (live = false);
    }
    this.timers.push(timer);
    return () => {
      const index = this.timers.indexOf(timer);
      if (index !== -1) this.timers.splice(index, 1);
    };
  }

  /** Whether the clock can move `ms` on and still count exactly: past 2^53 - 1 ms, times round and timers fire out of order. */
  canAdvance(ms: number): boolean {
    return Number.isSafeInteger(ms) && ms >= 0 && ms <= Number.MAX_SAFE_INTEGER - this.current;
  }

  /** Moves the clock on by `ms`, firing every timer it reaches (earliest first, ties in the order set). */
  advance(ms: number): { fired: number; waiting: number } {
    if (!this.canAdvance(ms)) throw new RangeError(`the virtual clock at ${this.current} ms cannot move ${ms} ms on`);
    this.current += ms;
    const due = this.timers.filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at);
    for (const timer of due) this.timers.splice(this.timers.indexOf(timer), 1);
    for (const timer of due) timer.fn();
    return { fired: due.length, waiting: this.timers.length };
  }
}
