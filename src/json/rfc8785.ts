import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { unicodeEscape } from '../safe-text.js';

/**
 * Something the fast paths below do not handle (a `toJSON`, a non-finite number, a lone
 * surrogate, a function, a bigint, a cycle): the value is handed to the reference library,
 * which produces the same text or throws the same error as before.
 */
const UNUSUAL = Symbol('unusual JSON value');
/** Deeper than any contract (discovery refuses items nested deeper than 256 levels). */
const MAX_DEPTH = 4_096;

/** No lone surrogate (ES2024 `String.prototype.isWellFormed`, in node since 20). */
const wellFormed = (text: string): boolean => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** RFC 8785 (JCS) canonical JSON text of a value. */
export function canonicalJson(value: unknown): string {
  return canonicalWith(value, undefined);
}

/**
 * RFC 8785 text of `value`, where every object in `known` is replaced by its text, already
 * computed (a tool's schemas inside the tool's definition: each is serialised once).
 */
export function canonicalWith(value: unknown, known: ReadonlyMap<object, string> | undefined): string {
  try {
    return writeCanonical(value, known, 0);
  } catch (error) {
    if (error !== UNUSUAL) throw error;
  }
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** The same text as the `canonicalize` package (JSON.stringify for leaves, keys in code-unit order), without its per-node Set and arrays. */
function writeCanonical(value: unknown, known: ReadonlyMap<object, string> | undefined, depth: number): string {
  switch (typeof value) {
    case 'string':
      if (!wellFormed(value)) throw UNUSUAL;
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw UNUSUAL;
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      const text = known?.get(value);
      if (text !== undefined) return text;
      if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') throw UNUSUAL;
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          const item: unknown = value[i];
          if (i > 0) out += ',';
          out += item === undefined || typeof item === 'symbol' ? 'null' : writeCanonical(item, known, depth + 1);
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      let out = '{';
      let first = true;
      for (const key of Object.keys(record).sort()) {
        const item = record[key];
        if (item === undefined || typeof item === 'symbol') continue;
        if (!wellFormed(key)) throw UNUSUAL;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${writeCanonical(item, known, depth + 1)}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      throw UNUSUAL;
  }
}

/** `sha256:<hex>` of a canonical text. */
export function digestOfText(canonicalText: string): string {
  return `sha256:${createHash('sha256').update(canonicalText).digest('hex')}`;
}

/** `sha256:<hex>` over the RFC 8785 canonical form: equal for equal JSON whatever its key order. */
export function digestOf(value: unknown): string {
  return digestOfText(canonicalJson(value));
}

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

/** A surrogate with no partner: valid in JSON text ("\ud800"), but no Unicode character. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * JSON data with every lone surrogate in its strings and keys written out as the six
 * characters of its JSON escape (`\ud800`, as JSON.stringify writes it). Such a string has no
 * UTF-8 form and RFC 8785 refuses it; the text that replaces it is the same for the same
 * server, canonicalises, and is valid wherever a string is. Copies only what changes.
 */
export function wellFormedShared<T>(value: T): T {
  if (typeof value === 'string') return (wellFormed(value) ? value : value.replace(LONE_SURROGATE, unicodeEscape)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const fixed = wellFormedShared(item);
      if (fixed !== item) (copy ??= value.slice())[i] = fixed;
    }
    return (copy ?? value) as T;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  let copy: Record<string, unknown> | undefined;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    const fixedKey = wellFormedShared(key);
    const fixed = wellFormedShared(record[key]);
    if (!copy && fixedKey === key && fixed === record[key]) continue;
    if (!copy) {
      copy = {};
      for (const earlier of keys.slice(0, i)) setOwn(copy, earlier, record[earlier]);
    }
    setOwn(copy, fixedKey, fixed);
  }
  return (copy ?? value) as T;
}

/**
 * Sets an own, enumerable property. Plain assignment of `__proto__` changes the prototype
 * instead: a tool or schema property of that name would vanish from the contract.
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value of an own property only: `record.constructor` is Object's, not the data's. */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
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

/** Plain code-unit order, the same as RFC 8785 uses; independent of locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * JSON equality: same canonical form, whatever the key order. Compared in place, without
 * serialising either side; anything the walk does not handle is compared by canonical text.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  try {
    return sameJson(a, b, 0);
  } catch (error) {
    if (error !== UNUSUAL) throw error;
    return canonicalJson(a) === canonicalJson(b);
  }
}

/** An array item as RFC 8785 writes it: undefined and symbols are null. */
const asItem = (value: unknown): unknown => (value === undefined || typeof value === 'symbol' ? null : value);
const absent = (value: unknown): boolean => value === undefined || typeof value === 'symbol';

function sameJson(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  const type = typeof a;
  if (type !== typeof b) {
    if (type === 'object' || type === 'string' || type === 'number' || type === 'boolean') {
      const other = typeof b;
      if (other === 'object' || other === 'string' || other === 'number' || other === 'boolean') return false;
    }
    throw UNUSUAL;
  }
  if (type === 'number') {
    if (!Number.isFinite(a) || !Number.isFinite(b)) throw UNUSUAL;
    return false; // finite and not ===: different texts (0 and -0 are ===)
  }
  if (type === 'string' || type === 'boolean') return false;
  if (type !== 'object') throw UNUSUAL;
  if (a === null || b === null) return false;
  if (depth > MAX_DEPTH || typeof (a as { toJSON?: unknown }).toJSON === 'function' || typeof (b as { toJSON?: unknown }).toJSON === 'function') throw UNUSUAL;
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const [x, y] = [a as unknown[], b as unknown[]];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameJson(asItem(x[i]), asItem(y[i]), depth + 1)) return false;
    return true;
  }
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  let count = 0;
  for (const key of Object.keys(x)) {
    const value = x[key];
    if (absent(value)) continue;
    count++;
    if (!Object.hasOwn(y, key) || !Object.prototype.propertyIsEnumerable.call(y, key)) return false;
    const other = y[key];
    if (absent(other) || !sameJson(value, other, depth + 1)) return false;
  }
  for (const key of Object.keys(y)) if (!absent(y[key])) count--;
  return count === 0;
}
