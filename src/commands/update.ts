import { contractPieces, redactContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import { replaceFileAtomic, type FileWrite } from '../files.js';
import type { Redactor } from '../redact.js';

/**
 * Writes a golden contract as `update` does for the CLI and the action alike: without the run's
 * secrets (see redactContract), atomically, an entity at a time, and says whether the committed
 * file changes.
 */
export async function writeGolden(file: string, contract: Contract, redactor: Redactor): Promise<FileWrite> {
  return replaceFileAtomic(file, contractPieces(redactContract(contract, redactor)));
}
