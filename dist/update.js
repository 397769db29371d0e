import { readFile } from 'node:fs/promises';
import { a as contractText, b as redactContract, d as writeContract } from './types.js';

/**
 * Writes a golden contract as `update` does for the CLI and the action alike: redacted,
 * atomically, and says whether the committed file changes.
 */
async function writeGolden(file, contract, redactor) {
    const previous = await readFile(file, 'utf8').catch(() => undefined);
    const text = contractText(redactContract(contract, redactor));
    await writeContract(file, contract, redactor);
    return previous === undefined ? 'created' : previous === text ? 'unchanged' : 'updated';
}

export { writeGolden as w };
