// --fail-on, in a file of its own: `snapshot` checks it without loading `check`'s modules (the
// comparison engine), which would delay the server's start by their compilation.
import { InputError } from '../errors.js';
import { isFailOn, type FailOn } from '../policy/gate.js';

/** --fail-on, checked (check, diff, snapshot, update, review). */
export function parseFailOn(value: string): FailOn {
  if (!isFailOn(value)) throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
  return value;
}
