import { InputError } from '../errors.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { ownValue } from '../json/own.js';
import { canonicalJson, canonicalWith, digestOf, digestOfText, jsonEqual } from '../json/rfc8785.js';
import { recordedDigestHolds } from './recorded.js';
import { COLLECTIONS, type Contract, type ContractEntity, type JsonObject } from './types.js';

/** One side of a comparison. Without a file it was computed in this run, so its digests are right. */
export interface DigestSide {
  contract: Contract;
  file?: string;
}

/**
 * Checks the digests of the contracts read from files, once per run and only where the
 * comparison relies on them: an entity whose digest equals its counterpart's is taken as
 * unchanged, so its definition must be the one its digests were made from. That is checked by
 * comparing the two definitions (and schema digests) in place, with no serialising or hashing.
 * A difference under equal digests means a file was edited by hand: the error names the file
 * whose entity does not hash to its digests, and the first stale digest. Entities with
 * different digests are compared definition by definition; their digests are not relied on.
 */
export function verifyDigests(a: DigestSide, b: DigestSide): void {
  const [x, y] = [a.contract.instructions, b.contract.instructions];
  if (x && y && x.digest === y.digest && x.text !== y.text) {
    const edited = readFrom([a, b]).find((side) => side.contract.instructions!.digest !== digestOf(side.contract.instructions!.text));
    if (edited) throw stale(edited.file, '/instructions/digest');
  }
  for (const { collection } of COLLECTIONS) {
    for (const [key, entity] of Object.entries(a.contract[collection])) {
      const twin = ownValue(b.contract[collection], key);
      // The comparison skips an entity whose digest equals its counterpart's: only there is a digest relied on.
      if (!twin || entity.digest !== twin.digest || (sameSchemaDigests(entity, twin) && jsonEqual(entity.definition, twin.definition))) continue;
      const base = `/${collection}/${pointerSegment(key)}`;
      for (const side of readFrom([a, b])) {
        const pointer = verifyEntity(ownValue(side.contract[collection], key)!, collection === 'tools', base);
        if (pointer) throw stale(side.file, pointer);
      }
    }
  }
}

/** Every digest of a contract read from `file` checked against its definition (serve relies on all of them); the first stale one is an error. */
export function verifyAllDigests(contract: Contract, file: string): void {
  const { instructions } = contract;
  if (instructions && instructions.digest !== digestOf(instructions.text)) throw stale(file, '/instructions/digest');
  if (contract.recorded && !recordedDigestHolds(contract.recorded)) throw stale(file, '/recorded/digest');
  for (const { collection } of COLLECTIONS) {
    for (const [key, entity] of Object.entries(contract[collection])) {
      const pointer = verifyEntity(entity, collection === 'tools', `/${collection}/${pointerSegment(key)}`);
      if (pointer) throw stale(file, pointer);
    }
  }
}

/** The sides read from a file: a contract computed in this run is right by construction. */
function readFrom(sides: DigestSide[]): Array<DigestSide & { file: string }> {
  return sides.filter((side): side is DigestSide & { file: string } => side.file !== undefined);
}

function sameSchemaDigests(a: ContractEntity, b: ContractEntity): boolean {
  const [mine, theirs] = [a.schemaDigests ?? {}, b.schemaDigests ?? {}];
  const keys = Object.keys(mine);
  return keys.length === Object.keys(theirs).length && keys.every((key) => ownValue(theirs, key) === mine[key]);
}

/**
 * The pointer of the first digest of an entity that does not match, if any: its digests made
 * again as normalising makes them (entityOf), the entity's own checked first.
 */
function verifyEntity(entity: ContractEntity, isTool: boolean, base: string): string | undefined {
  const made = entityOf(entity.definition, isTool);
  if (made.digest !== entity.digest) return `${base}/digest`;
  const stale = Object.keys(made.schemaDigests ?? {}).find((schema) => made.schemaDigests![schema] !== ownValue(entity.schemaDigests, schema));
  return stale === undefined ? undefined : `${base}/schemaDigests/${pointerSegment(stale)}`;
}

function stale(file: string, pointer: string): InputError {
  return new InputError(`contract ${file} at ${pointer}: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate`);
}

/**
 * An entity with its digests. Each schema is serialised once: its canonical text gives its own
 * digest and is spliced into the definition's. Keys in the on-disk order (definition, digest, schemaDigests).
 */
export function entityOf(definition: JsonObject, withSchemaDigests: boolean): ContractEntity {
  if (!withSchemaDigests) return { definition, digest: digestOf(definition) };
  const texts = new Map<object, string>();
  const schemaDigests: Record<string, string> = {};
  for (const key of ['inputSchema', 'outputSchema']) {
    const schema = definition[key];
    if (schema === undefined) continue;
    const text = canonicalJson(schema);
    if (schema !== null && typeof schema === 'object') texts.set(schema, text);
    schemaDigests[key] = digestOfText(text);
  }
  return { definition, digest: digestOfText(canonicalWith(definition, texts)), schemaDigests };
}
