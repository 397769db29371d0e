import { existsSync } from 'node:fs';
import { readFileInside } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import { parseDataFile } from './data-file.js';
import policySchema from './policy.schema.json' with { type: 'json' };

/** A committed acceptance of one intended breaking change, by its fingerprint. */
export interface Acceptance {
  fingerprint: string;
  reason: string;
  /** ISO date (YYYY-MM-DD) after which the acceptance no longer holds. */
  expires?: string;
}

const checkPolicy = compileValidator(policySchema);

/**
 * Reads the committed acceptances, from a file inside `root` (the workspace); a missing file
 * means none. A bad file is exit 2 naming the file, a place and a rule.
 */
export async function loadAcceptances(file: string, root: string): Promise<Acceptance[]> {
  if (!existsSync(file)) return [];
  const parsed = parseDataFile(await readFileInside(root, file, 'policy'), `policy ${file}`, policySchema);
  const data = parsed.data ?? {};
  const problem = checkPolicy(data)[0];
  if (problem) throw parsed.violation(problem);
  return (data as { accept?: Acceptance[] }).accept ?? [];
}
