import { setOwn } from './own.js';
import { compareCodeUnits } from './rfc8785.js';

/**
 * The on-disk layout of contracts and reports: keys sorted in code-unit order at every level,
 * pretty-printed with LF and a trailing newline, so the same data is the same bytes and
 * `git diff` is the review; written in pieces for a contract too large to be one string.
 */

/** Recursively sorts object keys (arrays keep their order): the on-disk form of contracts and reports. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeysDeep) as T;
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodeUnits)) {
    const child = sortKeysDeep((value as Record<string, unknown>)[key]);
    if (key === '__proto__') setOwn(sorted, key, child);
    else sorted[key] = child;
  }
  return sorted as T;
}

/**
 * `sortKeysDeep` that copies only what is out of order: a plain object or array whose keys are
 * in order already (a normalised contract, most of a schema) is returned as it is, shared with
 * the input. For printing, and for data nobody changes afterwards.
 */
export function sortKeysShared(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const sorted = sortKeysShared(item);
      if (sorted !== item) (copy ??= value.slice())[i] = sorted;
    }
    return copy ?? value;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return sortKeysDeep(value);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let inOrder = true;
  for (let i = 1; i < keys.length && inOrder; i++) inOrder = compareCodeUnits(keys[i - 1]!, keys[i]!) < 0;
  if (!inOrder) return sortKeysDeep(value);
  let copy: Record<string, unknown> | undefined;
  for (const key of keys) {
    const item = record[key];
    const sorted = sortKeysShared(item);
    if (sorted === item) continue;
    if (!copy) {
      copy = {};
      for (const k of keys) setOwn(copy, k, record[k]);
    }
    setOwn(copy, key, sorted);
  }
  return copy ?? value;
}

/** Pretty, key-sorted JSON with LF and a trailing newline: one line per value, so `git diff` is the review. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeysShared(value), null, 2)}\n`;
}

/**
 * The text of `stableJson` in pieces, one per value `levels` deep (a contract's entities at 2):
 * a contract of 50,000 tools is written without ever being one string.
 */
export function* stableJsonPieces(value: unknown, levels = 2): Generator<string> {
  yield* piecesOf(sortKeysShared(value), levels, '');
  yield '\n';
}

function* piecesOf(value: unknown, levels: number, indent: string): Generator<string> {
  const record = value as Record<string, unknown>;
  const keys = levels > 0 && isPlainRecord(value) ? Object.keys(record) : [];
  if (!keys.length || keys.some((key) => !hasJsonText(record[key]))) {
    const text = JSON.stringify(value, null, 2);
    // Only structural line breaks are raw in JSON text: string contents have theirs escaped.
    yield indent ? text.replaceAll('\n', `\n${indent}`) : text;
    return;
  }
  const inner = `${indent}  `;
  for (let i = 0; i < keys.length; i++) {
    yield `${i ? ',' : '{'}\n${inner}${JSON.stringify(keys[i])}: `;
    yield* piecesOf(record[keys[i]!], levels - 1, inner);
  }
  yield `\n${indent}}`;
}

function isPlainRecord(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** A value JSON.stringify writes as an object member (not undefined, a function or a symbol, nor anything with toJSON). */
function hasJsonText(value: unknown): boolean {
  const type = typeof value;
  if (type === 'undefined' || type === 'function' || type === 'symbol' || type === 'bigint') return false;
  return type !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}
