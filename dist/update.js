import { d as contractPieces, e as redactContract } from './io.js';
import { b as replaceFileAtomic } from './files.js';

/**
 * Writes a golden contract as `update` does for the CLI and the action alike: without the run's
 * secrets (see redactContract), atomically, an entity at a time, and says whether the committed
 * file changes.
 */
async function writeGolden(file, contract, redactor) {
    return replaceFileAtomic(file, contractPieces(redactContract(contract, redactor)));
}

export { writeGolden as w };
