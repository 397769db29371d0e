import { readFile } from 'node:fs/promises';
import { contractText, redactContract, writeContract } from '../contract/io.js';
import type { Contract } from '../contract/types.js';
import type { Redactor } from '../report/redact.js';

/** What writing a golden contract did to the file. */
export type GoldenWrite = 'created' | 'updated' | 'unchanged';

/**
 * Writes a golden contract as `update` does for the CLI and the action alike: redacted,
 * atomically, and says whether the committed file changes.
 */
export async function writeGolden(file: string, contract: Contract, redactor: Redactor): Promise<GoldenWrite> {
  const previous = await readFile(file, 'utf8').catch(() => undefined);
  const text = contractText(redactContract(contract, redactor));
  await writeContract(file, contract, redactor);
  return previous === undefined ? 'created' : previous === text ? 'unchanged' : 'updated';
}
