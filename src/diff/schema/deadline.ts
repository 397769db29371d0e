// The deadline of a classification, ambient to the comparisons made under it, and the clock
// with which each comparison or witness search reads it.

/** Steps between two looks at the clock: a step costs microseconds, a look at the clock next to nothing. */
const CLOCK_EVERY = 64;

/**
 * The deadline (epoch ms) of the comparisons made inside `compareWithin`, and whether one of
 * them met it. Ambient, not a parameter: it is the classification's (./parallel.ts,
 * ./compare-worker.ts), and the code between there and here does not carry it. Comparisons
 * are synchronous: one scope at a time per thread.
 */
interface DeadlineScope {
  deadlineAt: number;
  met: boolean;
}
let scope: DeadlineScope = { deadlineAt: Infinity, met: false };

/** Runs `run` with comparisons that stop at `deadlineAt`; `overdue` says whether one did. */
export function compareWithin<T>(deadlineAt: number, run: () => T): { value: T; overdue: boolean } {
  const outer = scope;
  const own = (scope = { deadlineAt, met: false });
  try {
    return { value: run(), overdue: own.met };
  } finally {
    scope = outer;
  }
}

/**
 * Counts the steps of one comparison or search and looks at the clock every CLOCK_EVERY of
 * them: the visit budget bounds a walk's depth, not its loops over union alternatives (a pair
 * of 3,000-branch unions is millions of alternative pairs, each a few visits).
 */
export class Clock {
  private steps = 0;
  private readonly scope = scope;
  passed = false;

  constructor(private readonly every = CLOCK_EVERY) {
    this.look();
  }

  /** One more step; true once the deadline has passed (and from then on). */
  overdue(): boolean {
    return this.passed || (++this.steps % this.every === 0 && this.look());
  }

  /** Looks at the clock now: after work the steps do not count (building the canonical forms). */
  look(): boolean {
    this.passed = Date.now() > this.scope.deadlineAt;
    if (this.passed) this.scope.met = true;
    return this.passed;
  }
}
