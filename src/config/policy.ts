import { existsSync } from 'node:fs';
import { readFileInside } from '../files.js';
import { compileValidator, type Violation } from '../jsonschema/validate.js';
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
  const problem = checkPolicy(data)[0] ?? notADay((data as { accept?: Acceptance[] }).accept ?? []);
  if (problem) throw parsed.violation(problem);
  return (data as { accept?: Acceptance[] }).accept ?? [];
}

/** The first `expires` the schema's YYYY-MM-DD lets through that is no day of the calendar (2027-02-30): it would never lapse as meant. */
function notADay(accept: Acceptance[]): Violation | undefined {
  const index = accept.findIndex(({ expires }) => expires !== undefined && !isCalendarDay(expires));
  return index < 0 ? undefined : { pointer: `/accept/${index}/expires`, message: 'must be a day of the calendar (YYYY-MM-DD)' };
}

function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
