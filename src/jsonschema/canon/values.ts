import { canonicalJson } from '../../json/rfc8785.js';
import type { JsonType } from './types.js';

/**
 * JSON values as the canonical form compares them: a value's JSON type, one key per value (key
 * order free, 1 and 1.0 one number), membership of an enum list in constant time, equality and
 * de-duplication; and the two plain-data helpers the builder and the algebra share (an optional
 * field, a sorted set of names).
 */

export function jsonTypeOf(value: unknown): JsonType | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isFinite(value) ? 'number' : undefined;
    case 'string':
      return 'string';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}

/** A key per JSON value: equal for equal values (key order free; 1 and 1.0 are one number). */
function valueKey(value: unknown): string {
  return value !== null && typeof value === 'object' ? `j:${canonicalJson(value)}` : `${typeof value}:${String(value)}`;
}

/** Listed values as a set of keys, built once per list: a 20,000-value enum is not compared pairwise. */
const LISTED = new WeakMap<readonly unknown[], Set<string>>();

export function isListed(values: readonly unknown[], value: unknown): boolean {
  let keys = LISTED.get(values);
  if (!keys) LISTED.set(values, (keys = new Set(values.map(valueKey))));
  return keys.has(valueKey(value));
}

/** JSON equality for enum values (key order free; 1 and 1.0 are one number). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, index) => sameJson(item, (b as unknown[])[index]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

export function dedupeValues(values: unknown[]): unknown[] {
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    const key = valueKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function uniqueSorted(names: string[]): string[] {
  return [...new Set(names)].sort();
}
