import { setOwn } from '../json/own.js';
import { COLLECTIONS, type EntityCollection } from './types.js';

/**
 * A contract file in the layout the gate writes (src/json/stable.ts stableJson: two
 * spaces an indent, one member a line), cut at its entities: the text of each entity by
 * collection and key, and the rest with every entity replaced by `0`.
 *
 * JSON strings hold no raw line breaks, so in that layout an entity of a collection starts on a
 * line `    "key": {` and ends on the first line that is `    }`: everything inside is indented
 * deeper. The cut is checked, not trusted: the rest must parse with the collections holding
 * exactly these keys, in this order, each as `0`. Whatever the text, a cut that passes that
 * check gives, entity by entity, what parsing the whole text gives.
 */
export interface ContractSpans {
  rest: Record<string, unknown>;
  entities: Map<EntityCollection, Map<string, string>>;
}

/** The cut, or undefined for a text in another layout (it is then parsed whole). */
export function cutContract(text: string): ContractSpans | undefined {
  const entities = new Map<EntityCollection, Map<string, string>>(COLLECTIONS.map(({ collection }) => [collection, new Map<string, string>()]));
  const kept: string[] = [];
  let keptFrom = 0;
  // Top-level members one after another (lines `  "name": ...`), each collection's entities cut
  // on the way: the text is read once, not searched once per collection.
  let line = text.indexOf('\n  "');
  while (line >= 0) {
    const collection = COLLECTIONS.find((spec) => text.startsWith(`\n  ${JSON.stringify(spec.collection)}: {\n`, line))?.collection;
    if (!collection) {
      line = text.indexOf('\n  "', line + 1);
      continue;
    }
    const spans = entities.get(collection)!;
    if (spans.size) return undefined; // a collection twice
    let entryAt = line + collection.length + 9; // past `\n  "name": {\n`
    for (;;) {
      const entry = cutEntry(text, entryAt);
      if (!entry || spans.has(entry.key)) return undefined;
      spans.set(entry.key, text.slice(entry.valueStart, entry.valueEnd));
      kept.push(text.slice(keptFrom, entry.valueStart), '0');
      keptFrom = entry.valueEnd;
      if (text.startsWith(',\n', keptFrom)) entryAt = keptFrom + 2;
      else if (text.startsWith('\n  }', keptFrom)) break;
      else return undefined;
    }
    line = text.indexOf('\n  "', keptFrom);
  }
  kept.push(text.slice(keptFrom));
  let rest: unknown;
  try {
    rest = JSON.parse(kept.join(''));
  } catch {
    return undefined;
  }
  return holdsPlaceholders(rest, entities) ? { rest: rest as Record<string, unknown>, entities } : undefined;
}

/** One `    "key": {...}` member from `cursor` (after its line break), or undefined. */
function cutEntry(text: string, cursor: number): { key: string; valueStart: number; valueEnd: number } | undefined {
  const indent = cursor + 4;
  if (!text.startsWith('    "', cursor)) return undefined;
  // The key's closing quote: the first one not escaped by a backslash.
  let end = indent + 1;
  while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
  if (!text.startsWith('": {\n', end)) return undefined;
  let key: string;
  try {
    key = JSON.parse(text.slice(indent, end + 1)) as string;
  } catch {
    return undefined;
  }
  const valueStart = end + 3;
  const close = text.indexOf('\n    }', valueStart);
  if (close < 0) return undefined;
  return { key, valueStart, valueEnd: close + 6 };
}

/** The rest holds each collection as an object of exactly the cut keys, in order, each `0`. */
function holdsPlaceholders(rest: unknown, entities: Map<EntityCollection, Map<string, string>>): boolean {
  if (rest === null || typeof rest !== 'object' || Array.isArray(rest)) return false;
  for (const [collection, spans] of entities) {
    const value = Object.hasOwn(rest, collection) ? (rest as Record<string, unknown>)[collection] : undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      if (spans.size > 0) return false;
      continue; // not a collection: the contract's validation names it
    }
    const record = value as Record<string, unknown>;
    if (!sameKeys(record, spans) || [...spans.keys()].some((key) => record[key] !== 0)) return false;
  }
  return true;
}

/**
 * The contract a cut stands for: each entity parsed from its text, or, where `reuse` has the
 * very same text for the same collection and key, that entity as already parsed (equal text,
 * equal value: an unchanged entity is neither parsed again nor compared again).
 */
export function joinContract(spans: ContractSpans, reuse?: { spans: ContractSpans; value: Record<string, unknown> }): Record<string, unknown> {
  const contract: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spans.rest)) setOwn(contract, key, value);
  for (const [collection, texts] of spans.entities) {
    if (!Object.hasOwn(spans.rest, collection)) continue;
    const parsed = reuse?.value[collection] as Record<string, unknown> | undefined;
    // The other file's cut stands for its entities only if its parse has the same keys, in order.
    const theirs = parsed !== undefined && sameKeys(parsed, reuse!.spans.entities.get(collection)!) ? reuse!.spans.entities.get(collection) : undefined;
    const entities: Record<string, unknown> = {};
    for (const [key, text] of texts) {
      const same = theirs?.get(key) === text && parsed !== undefined && Object.hasOwn(parsed, key);
      setOwn(entities, key, same ? parsed[key] : JSON.parse(text));
    }
    setOwn(contract, collection, entities);
  }
  return contract;
}

/** The object's own keys are the cut's, in the same order. */
function sameKeys(parsed: Record<string, unknown>, spans: Map<string, string>): boolean {
  const keys = Object.keys(parsed);
  if (keys.length !== spans.size) return false;
  let i = 0;
  for (const key of spans.keys()) if (keys[i++] !== key) return false;
  return true;
}
