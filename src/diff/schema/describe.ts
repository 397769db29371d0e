// How a finding's detail shows values: short JSON, a short list, one value or the list, a type, a quote.

import { JSON_TYPES, type Canon } from '../../jsonschema/canon/types.js';

export function unwrap(values: unknown[]): unknown {
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

export function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export function list(values: unknown[]): string {
  const shown = values.slice(0, 6).map(show).join(', ');
  return values.length > 6 ? `${shown}, … (${values.length} in all)` : shown;
}

/** Server text quoted and cut, escaped as JSON (quotes and control characters cannot break the message). */
export function quote(text: string, max = 80): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max - 1)}…` : text);
}

/**
 * The JSON types a schema accepts, `integer` where every number is one ("string or null"), or
 * the `type` as written where the canonical form names no type or all of them (a `$ref` not followed, `{}`).
 */
export function typeName(canon: Canon, written: unknown): string | undefined {
  // null last: "string or null", as a nullable is said.
  const types = [...JSON_TYPES.slice(1), JSON_TYPES[0]!].filter((type) => canon.types[type]?.some((facet) => !facet.dead));
  const integer = canon.types.number?.every((facet) => facet.integer) === true;
  if (types.length > 0 && types.length < JSON_TYPES.length) return types.map((type) => (type === 'number' && integer ? 'integer' : type)).join(' or ');
  const listed = (Array.isArray(written) ? written : [written]).filter((type): type is string => typeof type === 'string');
  return listed.length ? listed.join(' or ') : undefined;
}
