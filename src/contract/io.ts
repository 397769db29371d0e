import { existsSync } from 'node:fs';
import { InputError } from '../errors.js';
import { readUserFile, writeFileAtomic } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { digestOf, stableJson } from './canonical.js';
import contractSchema from './contract.schema.json' with { type: 'json' };
import { COLLECTIONS, CONTRACT_FORMAT, CONTRACT_FORMAT_VERSION, type Contract } from './types.js';

const checkContract = compileValidator(contractSchema);

/** The on-disk text of a contract: byte-identical for equal contracts. */
export function contractText(contract: Contract): string {
  return stableJson(contract);
}

/** Parses and validates a contract file's text; every problem names the file and a JSON pointer. */
export function parseContract(text: string, file: string): Contract {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`contract ${file} at /: not JSON (${(error as Error).message})`);
  }
  const header = data as { format?: unknown; formatVersion?: unknown } | null;
  if (header && typeof header === 'object' && header.format === CONTRACT_FORMAT && typeof header.formatVersion === 'number' && header.formatVersion > CONTRACT_FORMAT_VERSION) {
    throw new InputError(
      `contract ${file} at /formatVersion: format version ${header.formatVersion} is newer than this mcp-contract-gate reads (${CONTRACT_FORMAT_VERSION}); upgrade the gate`,
    );
  }
  const problem = checkContract(data)[0];
  if (problem) throw new InputError(`contract ${file} at ${problem.pointer}: ${problem.message} (not an mcp-contract v${CONTRACT_FORMAT_VERSION} file)`);
  const contract = data as Contract;
  verifyDigests(contract, file);
  return contract;
}

/** A digest that does not match its definition means the file was edited by hand: regenerate it instead. */
function verifyDigests(contract: Contract, file: string): void {
  const stale = (pointer: string) =>
    new InputError(`contract ${file} at ${pointer}: the digest does not match the definition (edited by hand?); regenerate it with \`mcp-contract update\``);
  if (contract.instructions && contract.instructions.digest !== digestOf(contract.instructions.text)) throw stale('/instructions/digest');
  for (const { collection } of COLLECTIONS) {
    for (const [key, entity] of Object.entries(contract[collection])) {
      const base = `/${collection}/${pointerSegment(key)}`;
      if (entity.digest !== digestOf(entity.definition)) throw stale(`${base}/digest`);
      for (const [schema, digest] of Object.entries(entity.schemaDigests ?? {})) {
        if (digest !== digestOf(entity.definition[schema])) throw stale(`${base}/schemaDigests/${pointerSegment(schema)}`);
      }
    }
  }
}

export async function readContract(file: string): Promise<Contract> {
  if (!existsSync(file)) throw new InputError(`contract ${file}: no such file; create it with \`mcp-contract snapshot\` and commit it`);
  return parseContract(await readUserFile(file, 'contract'), file);
}

export async function writeContract(file: string, contract: Contract): Promise<void> {
  await writeFileAtomic(file, contractText(contract));
}
