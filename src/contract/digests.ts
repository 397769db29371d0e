import { InputError } from '../errors.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { canonicalJson, canonicalWith, digestOf, digestOfText, jsonEqual, ownValue } from './canonical.js';
import { COLLECTIONS, type Contract, type ContractEntity } from './types.js';

/** One side of a comparison. Without a file it was computed in this run, so its digests are right. */
export interface DigestSide {
  contract: Contract;
  file?: string;
}

/**
 * Checks the digests of the contracts read from files, once per run and only as far as the
 * comparison needs them. An entity whose digests equal its counterpart's is checked by
 * comparing the two definitions in place, with no serialising or hashing: equal definitions
 * under equal digests are both right, or (two files edited alike) wrong in a way no comparison
 * of the two can see. Every other entity is hashed. A digest that does not match its
 * definition means the file was edited by hand: the error names the file and the first
 * stale digest.
 */
export function verifyDigests(a: DigestSide, b: DigestSide): void {
  const agreeing = agreeingEntities(a.contract, b.contract);
  for (const side of [a, b]) if (side.file !== undefined) verifySide(side.contract, side.file, agreeing);
}

/** Per collection, the keys whose entities have equal digests over equal definitions on both sides. */
function agreeingEntities(a: Contract, b: Contract): Map<string, Set<string>> {
  const agreeing = new Map<string, Set<string>>();
  for (const { collection } of COLLECTIONS) {
    const keys = new Set<string>();
    for (const [key, entity] of Object.entries(a[collection])) {
      const twin = ownValue(b[collection], key);
      if (twin && sameDigests(entity, twin) && jsonEqual(entity.definition, twin.definition)) keys.add(key);
    }
    agreeing.set(collection, keys);
  }
  const [x, y] = [a.instructions, b.instructions];
  if (x && y && x.digest === y.digest && x.text === y.text) agreeing.set('instructions', new Set(['']));
  return agreeing;
}

function verifySide(contract: Contract, file: string, agreeing: Map<string, Set<string>>): void {
  const instructions = contract.instructions;
  if (instructions && !agreeing.get('instructions')?.has('') && instructions.digest !== digestOf(instructions.text)) throw stale(file, '/instructions/digest');
  for (const { collection } of COLLECTIONS) {
    const skip = agreeing.get(collection)!;
    for (const [key, entity] of Object.entries(contract[collection])) {
      if (skip.has(key)) continue;
      const pointer = verifyEntity(entity, `/${collection}/${pointerSegment(key)}`);
      if (pointer) throw stale(file, pointer);
    }
  }
}

function sameDigests(a: ContractEntity, b: ContractEntity): boolean {
  if (a.digest !== b.digest) return false;
  const [mine, theirs] = [a.schemaDigests ?? {}, b.schemaDigests ?? {}];
  const keys = Object.keys(mine);
  return keys.length === Object.keys(theirs).length && keys.every((key) => ownValue(theirs, key) === mine[key]);
}

/**
 * The pointer of the first digest of an entity that does not match, if any. Each schema is
 * serialised once, for its own digest and inside its tool's. The entity's digest is checked
 * first, as it always was.
 */
function verifyEntity(entity: ContractEntity, base: string): string | undefined {
  const texts = new Map<object, string>();
  const schemaStale: string[] = [];
  for (const [schema, digest] of Object.entries(entity.schemaDigests ?? {})) {
    const value = ownValue(entity.definition, schema);
    const text = canonicalJson(value);
    if (value !== null && typeof value === 'object') texts.set(value, text);
    if (digest !== digestOfText(text)) schemaStale.push(`${base}/schemaDigests/${pointerSegment(schema)}`);
  }
  if (entity.digest !== digestOfText(canonicalWith(entity.definition, texts))) return `${base}/digest`;
  return schemaStale[0];
}

function stale(file: string, pointer: string): InputError {
  return new InputError(`contract ${file} at ${pointer}: the digest does not match the definition (edited by hand?); regenerate it with \`mcp-contract update\``);
}
