import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** RFC 8785 (JCS) canonical JSON text of a value. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('value has no JSON form');
  return text;
}

/** `sha256:<hex>` over the RFC 8785 canonical form: equal for equal JSON whatever its key order. */
export function digestOf(value: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(value)).digest('hex')}`;
}

/** Recursively sorts object keys (arrays keep their order): the on-disk form of contracts and reports. */
export function sortKeysDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeysDeep) as T;
  if (value === null || typeof value !== 'object') return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodeUnits)) setOwn(sorted, key, sortKeysDeep((value as Record<string, unknown>)[key]));
  return sorted as T;
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
  return `${JSON.stringify(sortKeysDeep(value), null, 2)}\n`;
}

/** Plain code-unit order, the same as RFC 8785 uses; independent of locale. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** JSON equality: same canonical form, whatever the key order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return canonicalJson(a) === canonicalJson(b);
}
