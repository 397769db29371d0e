import { readFileInside } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import { parseDataFile } from './data-file.js';
import registrySchema from './registry-entry.schema.json' with { type: 'json' };

const checkEntry = compileValidator(registrySchema);

/** A server's MCP Registry entry (`server.json`): what the registry advertises, compared with the live server. */
export interface RegistryEntry {
  /** The file, as reports name it (relative to the repository). */
  label: string;
  name: string;
  version: string;
  packages: Array<{ registryType: string; identifier: string; version?: string }>;
}

/**
 * Reads and checks a server.json against the part of the registry's schema the gate relies on;
 * a malformed one is exit 2 naming the file and the JSON pointer (the file is the user's, not the server's).
 */
export async function readRegistryEntry(root: string, file: string, label: string): Promise<RegistryEntry> {
  const what = `registry entry ${label}`;
  const parsed = parseDataFile(await readFileInside(root, file, what), what, registrySchema);
  const problem = checkEntry(parsed.data)[0];
  if (problem) throw parsed.violation(problem);
  const data = parsed.data as Omit<RegistryEntry, 'label'>;
  const packages = (data.packages ?? []).map(({ registryType, identifier, version }) => ({ registryType, identifier, ...(version === undefined ? {} : { version }) }));
  return { label, name: data.name, version: data.version, packages };
}
