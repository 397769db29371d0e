import { I as InputError } from './errors.js';
import { i as isFailOn } from './gate.js';

// --fail-on, in a file of its own: `snapshot` checks it without loading `check`'s modules (the
// comparison engine), which would delay the server's start by their compilation.
/** --fail-on, checked (check, diff, snapshot, update, review). */
function parseFailOn(value) {
    if (!isFailOn(value))
        throw new InputError(`--fail-on must be breaking, effect-relevant, cosmetic or never (got "${value}")`);
    return value;
}

export { parseFailOn as p };
