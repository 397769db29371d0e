import { createHash } from 'node:crypto';
import type { Level } from './levels.js';
import { ruleById, type RuleId } from './rules.js';

/**
 * A value valid under one schema and not the other, checked with ajv against both before it is
 * reported. One whose JSON is longer than a report holds (a string at a bound of 20,000
 * characters) is reported by its shape instead of its value.
 */
export interface Witness {
  value?: unknown;
  /** The value described, where it is too large to inline: `{"message":<a string of 15,001 characters: "aaaa…">}`. */
  shape?: string;
  validBefore: boolean;
  validAfter: boolean;
}

/** The longest witness, as JSON, a report inlines. */
const WITNESS_INLINE_LIMIT = 2_000;
/** Past these, a string or a list inside a witness's shape is described rather than written out. */
const SHAPE_STRING = 64;
const SHAPE_ITEMS = 16;

/** A confirmed witness as a report holds it: its value, or past WITNESS_INLINE_LIMIT its shape. */
export function reportedWitness(value: unknown, validBefore: boolean, validAfter: boolean): Witness {
  const text = JSON.stringify(value) ?? 'null';
  if (text.length <= WITNESS_INLINE_LIMIT) return { value, validBefore, validAfter };
  const shape = shapeOf(value);
  return { shape: shape.length > WITNESS_INLINE_LIMIT ? `${shape.slice(0, WITNESS_INLINE_LIMIT - 1)}…` : shape, validBefore, validAfter };
}

/** A witness as text: its JSON, or its shape. */
export function witnessShown(witness: Witness): string {
  return witness.shape ?? JSON.stringify(witness.value) ?? 'null';
}

/** JSON, with each long string, array or object described by its size and first element (deterministic). */
function shapeOf(value: unknown): string {
  if (typeof value === 'string') {
    const length = countCodePoints(value);
    if (length <= SHAPE_STRING) return JSON.stringify(value);
    const start = Array.from(value.slice(0, 2 * SHAPE_ITEMS))
      .slice(0, SHAPE_ITEMS)
      .join('');
    return `<a string of ${grouped(length)} characters: ${JSON.stringify(start).slice(0, -1)}…">`;
  }
  if (Array.isArray(value)) {
    if (value.length <= SHAPE_ITEMS) return `[${value.map(shapeOf).join(',')}]`;
    const same = value.every((item) => JSON.stringify(item) === JSON.stringify(value[0]));
    return `<an array of ${grouped(value.length)} items, ${same ? 'each' : 'the first'} ${shapeOf(value[0])}>`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    const entry = ([key, item]: [string, unknown]) => `${JSON.stringify(key)}:${shapeOf(item)}`;
    if (entries.length <= SHAPE_ITEMS) return `{${entries.map(entry).join(',')}}`;
    return `<an object of ${grouped(entries.length)} properties, the first ${entry(entries[0]!)}>`;
  }
  return JSON.stringify(value) ?? 'null';
}

function countCodePoints(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    count++;
  }
  return count;
}

/** 15001 -> `15,001`: a size in words, the same on every machine. */
export function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** One classified difference between two contracts: the unit of the report and of acceptances. */
export interface Change {
  rule: RuleId;
  level: Level;
  /** What changed, e.g. `tool:get_forecast`, `capabilities`, `server`. */
  entity: string;
  /** JSON pointer into the contract (the after contract; the before contract for removals). */
  pointer: string;
  /** The changed item where the pointer alone does not name it: a property, an enum value, a type, a bound. */
  item?: string;
  before?: unknown;
  after?: unknown;
  message: string;
  /** Proof of a breaking schema change: a call that worked and fails now, or output the old schema did not allow. */
  witness?: Witness;
  /** Set when the config gave the change another level than its rule's: where, and the rule's own level. */
  levelSetBy?: { origin: string; ruleLevel: Level };
  /** Stable across commits: a hash of rule, entity, pointer and item. */
  fingerprint: string;
}

export function fingerprintOf(rule: string, entity: string, pointer: string, item?: string): string {
  const parts = item === undefined ? [rule, entity, pointer] : [rule, entity, pointer, item];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 16);
}

/**
 * Every fingerprint that names the change: its own, and the one each retired id its rule
 * replaces would have given it, so an acceptance written before a rename still matches.
 */
export function fingerprintsOf(change: Pick<Change, 'rule' | 'entity' | 'pointer' | 'item' | 'fingerprint'>): string[] {
  const aliases = ruleById(change.rule).replaces.map((old) => fingerprintOf(old, change.entity, change.pointer, change.item));
  return [change.fingerprint, ...aliases];
}

export interface ChangeDetails {
  before?: unknown;
  after?: unknown;
  item?: string;
  witness?: Witness;
}

/** Builds a change; its level always comes from the rule table, never from the caller. */
export function makeChange(rule: RuleId, entity: string, pointer: string, message: string, before?: unknown, after?: unknown): Change {
  return changeOf(rule, entity, pointer, message, { before, after });
}

export function changeOf(rule: RuleId, entity: string, pointer: string, message: string, details: ChangeDetails): Change {
  const { before, after, item, witness } = details;
  return {
    rule,
    level: ruleById(rule).level,
    entity,
    pointer,
    ...(item === undefined ? {} : { item }),
    ...(before === undefined ? {} : { before }),
    ...(after === undefined ? {} : { after }),
    message,
    ...(witness === undefined ? {} : { witness }),
    fingerprint: fingerprintOf(rule, entity, pointer, item),
  };
}
