import { existsSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { InputError } from '../errors.js';
import { readUserFile } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import type { Acceptance } from '../policy/approvals.js';
import policySchema from './policy.schema.json' with { type: 'json' };

const checkPolicy = compileValidator(policySchema);

/** Reads the committed acceptances; a missing file means none. A bad file is exit 2 with file and pointer. */
export async function loadAcceptances(file: string): Promise<Acceptance[]> {
  if (!existsSync(file)) return [];
  const text = await readUserFile(file, 'policy');
  const document = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const syntax = document.errors[0];
  if (syntax) throw new InputError(`policy ${file}: not valid YAML or JSON (${syntax.message.split('\n')[0]})`);
  let data: { accept?: Acceptance[] };
  try {
    data = (document.toJS() ?? {}) as { accept?: Acceptance[] };
  } catch (error) {
    // yaml refuses an alias bomb here: the file's fault, not the program's.
    throw new InputError(`policy ${file}: cannot be read as data (${(error as Error).message.split('\n')[0]})`);
  }
  const problem = checkPolicy(data)[0];
  if (problem) throw new InputError(`policy ${file} at ${problem.pointer}: ${problem.message}`);
  return data.accept ?? [];
}
