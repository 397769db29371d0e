import { existsSync } from 'node:fs';
import { InputError } from '../errors.js';
import { readUserFile } from '../files.js';
import { compileValidator } from '../jsonschema/validate.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import type { Redactor } from '../redact.js';
import { ownValue, setOwn } from '../json/own.js';
import { digestOf, uncanonicalAt } from '../json/rfc8785.js';
import { stableJson, stableJsonPieces } from '../json/stable.js';
import contractSchema from './contract.schema.json' with { type: 'json' };
import { entityOf } from './digests.js';
import { withRecordedDigest } from './recorded.js';
import { cutContract, joinContract } from './spans.js';
import { COLLECTIONS, CONTRACT_FORMAT, CONTRACT_FORMAT_VERSION, type Contract, type ContractEntity, type EntityCollection } from './types.js';

/** A contract that had a secret replaced says so: its text is not all the server said. */
export type RedactableContract = Contract & { redacted?: true };

/** The schemas of a tool that carry their own digest. */
const SCHEMA_KEYS = ['inputSchema', 'outputSchema'];

/** Compiled on first read: `snapshot` never reads a contract. */
const checkContract = compileValidator(contractSchema);

/** The on-disk text of a contract: byte-identical for equal contracts. */
export function contractText(contract: Contract): string {
  return stableJson(contract);
}

/** contractText in pieces, an entity at a time: a large contract is written without being one string. */
export function contractPieces(contract: Contract): Iterable<string> {
  return stableJsonPieces(contract, 2);
}

/**
 * Parses and validates a contract file's text; every problem names the file and a JSON pointer.
 * Its digests are checked where it is compared, as far as the comparison needs (./digests.ts).
 */
export function parseContract(text: string, file: string): Contract {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new InputError(`contract ${file} at /: not JSON (${(error as Error).message})`);
  }
  return validContract(data, file);
}

/**
 * parseContract of a file compared with another one already read: an entity whose text is the
 * same in both is taken from the other, as parsed there, instead of being parsed again (./spans.ts).
 * Files in another layout are parsed whole; either way the contract is the same.
 */
export function parseContractBeside(text: string, file: string, other: { text: string; contract: Contract }): Contract {
  const mine = cutContract(text);
  const theirs = mine && cutContract(other.text);
  if (!mine || !theirs) return parseContract(text, file);
  let data: Record<string, unknown>;
  try {
    data = joinContract(mine, { spans: theirs, value: other.contract as unknown as Record<string, unknown> });
  } catch {
    return parseContract(text, file); // an entity that is not JSON: the whole text's parse names where
  }
  return validContract(data, file, withoutShared(data, other.contract));
}

/**
 * The contract with only the entities it does not share, as the very same objects, with `other`:
 * what is left to validate. Entities are checked one by one (the schema has no rule across
 * them), and a shared one passed the same checks, under the same key, in `other`.
 */
function withoutShared(contract: Record<string, unknown>, other: Contract): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...contract };
  for (const { collection } of COLLECTIONS) {
    const entities = contract[collection];
    if (entities === null || typeof entities !== 'object' || Array.isArray(entities)) continue;
    const theirs = other[collection] as Record<string, unknown>;
    const own: Record<string, unknown> = {};
    for (const [key, entity] of Object.entries(entities)) if (!(Object.hasOwn(theirs, key) && theirs[key] === entity)) setOwn(own, key, entity);
    setOwn(rest, collection, own);
  }
  return rest;
}

/** `data` as a contract, once `checked` (data itself, or the part of it not yet checked) passes the contract's checks. */
function validContract(data: unknown, file: string, checked: unknown = data): Contract {
  const header = data as { format?: unknown; formatVersion?: unknown } | null;
  if (header && typeof header === 'object' && header.format === CONTRACT_FORMAT && typeof header.formatVersion === 'number' && header.formatVersion > CONTRACT_FORMAT_VERSION) {
    throw new InputError(`contract ${file} at /formatVersion: format version ${header.formatVersion} is newer than this mcp-contract-gate reads (${CONTRACT_FORMAT_VERSION}); upgrade the gate`);
  }
  // Digests and comparisons read the RFC 8785 form: a value it cannot write is the file's fault, named where it is.
  const uncanonical = uncanonicalAt(checked);
  if (uncanonical)
    throw new InputError(
      `contract ${file} at ${uncanonical.pointer}: ${uncanonical.what}, which no canonical JSON (RFC 8785) can hold; fix the file or regenerate it with the update command of the gate`,
    );
  const problem = checkContract(checked)[0];
  if (problem) throw new InputError(`contract ${file} at ${problem.pointer}: ${problem.message} (not an mcp-contract v${CONTRACT_FORMAT_VERSION} file)`);
  verifyIdentities(checked as Contract, file);
  return data as Contract; // digests are checked where the contract is compared (verifyDigests)
}

/** Each entity sits under its identity (tool name, URI, URI template), and a tool's schemas each have a digest. */
function verifyIdentities(contract: Contract, file: string): void {
  const problem = (pointer: string, what: string) => new InputError(`contract ${file} at ${pointer}: ${what}; regenerate it with the update command of the gate`);
  for (const { collection } of COLLECTIONS) {
    const identity = identityField(collection);
    for (const [key, entity] of Object.entries(contract[collection])) {
      const base = `/${collection}/${pointerSegment(key)}`;
      const named = ownValue(entity.definition, identity);
      if (named !== key) throw problem(`${base}/definition/${identity}`, `the key "${key}" and the definition's ${identity} ${JSON.stringify(named ?? null)} disagree`);
      if (collection !== 'tools') continue;
      for (const schema of SCHEMA_KEYS) {
        if (ownValue(entity.definition, schema) !== undefined && ownValue(entity.schemaDigests, schema) === undefined) throw problem(`${base}/schemaDigests`, `no digest of ${schema}`);
      }
      for (const schema of Object.keys(entity.schemaDigests ?? {})) {
        if (ownValue(entity.definition, schema) === undefined) throw problem(`${base}/schemaDigests/${pointerSegment(schema)}`, `a digest of ${schema}, which the definition does not have`);
      }
    }
  }
}

function identityField(collection: EntityCollection): string {
  return COLLECTIONS.find((spec) => spec.collection === collection)!.identity;
}

export async function readContract(file: string): Promise<Contract> {
  return parseContract(await readContractText(file), file);
}

/** A contract file's text; a missing file is an input error that says how to make it. */
export async function readContractText(file: string): Promise<string> {
  if (!existsSync(file)) throw new InputError(`contract ${file}: no such file; create it with the snapshot command of the gate and commit it`);
  return readUserFile(file, 'contract');
}

/**
 * The contract with every secret replaced, digests recomputed over what remains, and marked
 * `redacted`. `check` redacts the live contract the same way before comparing, so a server that
 * still says the secret compares equal to its golden file.
 */
export function redactContract(contract: Contract, redactor: Redactor): RedactableContract {
  const redacted = redactor.value(contract);
  if (redacted === contract) return contract;
  const entities = (collection: EntityCollection): Record<string, ContractEntity> =>
    Object.fromEntries(Object.entries(redacted[collection]).map(([key, entity]) => [key, entityOf(entity.definition, collection === 'tools')]));
  const instructions = redacted.instructions && { text: redacted.instructions.text, digest: digestOf(redacted.instructions.text) };
  const collections = Object.fromEntries(COLLECTIONS.map(({ collection }) => [collection, entities(collection)]));
  const recorded = redacted.recorded && { recorded: withRecordedDigest(redacted.recorded) };
  return { ...redacted, ...collections, instructions, ...recorded, redacted: true };
}
