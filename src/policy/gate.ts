import { rankOf, type Level, type LevelOrNone } from '../diff/levels.js';

/** The lowest level that fails the gate; `never` reports without failing. */
export type FailOn = Level | 'never';
export type Verdict = 'pass' | 'fail' | 'error';

export const FAIL_ON_VALUES: readonly FailOn[] = ['breaking', 'effect-relevant', 'cosmetic', 'never'];

export function isFailOn(value: string): value is FailOn {
  return (FAIL_ON_VALUES as readonly string[]).includes(value);
}

/** A run fails when any change is at or above `failOn`; a server that could not be compared is an error. */
export function verdictOf(highest: LevelOrNone, failOn: FailOn, anyError: boolean): Verdict {
  if (anyError) return 'error';
  if (failOn === 'never' || highest === 'none') return 'pass';
  return rankOf(highest) >= rankOf(failOn) ? 'fail' : 'pass';
}
