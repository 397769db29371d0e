import RandExp from 'randexp';
import { setOwn } from '../json/own.js';
import { BACKTRACKING_SAFE_LENGTH, isLinear } from './patterns.js';
import { propertySchema, safeTest } from './canon/algebra.js';
import type { ArrayFacet, Canon, Facet, JsonType, NumberFacet, ObjectFacet, StringFacet } from './canon/types.js';
import { isListed, jsonTypeOf, sameJson } from './canon/values.js';

/**
 * Values on the canonical form: does a canon accept a value, and what does a valid one
 * look like. Used to find witnesses; ajv has the last word on the real schemas.
 * Opaque keywords are not evaluated here (ajv is).
 */

const MAX_DEPTH = 24;

export function accepts(canon: Canon, value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  const type = jsonTypeOf(value);
  if (!type) return false;
  // A dead facet (a oneOf alternative another contains) accepts nothing: its values match two alternatives.
  return ((canon.types[type] ?? []) as Facet[]).some((facet) => !facet.dead && facetAccepts(type, facet, value, depth));
}

export function facetAccepts(type: JsonType, facet: Facet, value: unknown, depth = 0): boolean {
  if (facet.values && !isListed(facet.values, value)) return false;
  switch (type) {
    case 'number':
      return numberAccepts(facet as NumberFacet, value as number);
    case 'string':
      return stringAccepts(facet as StringFacet, value as string);
    case 'array':
      return arrayAccepts(facet as ArrayFacet, value as unknown[], depth);
    case 'object':
      return objectAccepts(facet as ObjectFacet, value as Record<string, unknown>, depth);
    default:
      return true;
  }
}

function numberAccepts(facet: NumberFacet, value: number): boolean {
  if (facet.integer && !Number.isInteger(value)) return false;
  if (facet.min && (facet.min.exclusive ? value <= facet.min.value : value < facet.min.value)) return false;
  if (facet.max && (facet.max.exclusive ? value >= facet.max.value : value > facet.max.value)) return false;
  return facet.multipleOf.every((m) => isMultiple(value, m));
}

/** As ajv decides it, with a tolerance for binary fractions (0.3 is a multiple of 0.1). */
export function isMultiple(value: number, of: number): boolean {
  const quotient = value / of;
  return Math.abs(quotient - Math.round(quotient)) < 1e-9;
}

/** Length in code points, as JSON Schema (and ajv) count it. */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function stringAccepts(facet: StringFacet, value: string): boolean {
  const length = codePoints(value);
  if (length < facet.minLength || (facet.maxLength !== undefined && length > facet.maxLength)) return false;
  return facet.patterns.every((pattern) => safeTest(pattern, value));
}

function arrayAccepts(facet: ArrayFacet, value: unknown[], depth: number): boolean {
  if (value.length < facet.minItems || (facet.maxItems !== undefined && value.length > facet.maxItems)) return false;
  if (facet.unique && hasTwins(value)) return false;
  return value.every((item, i) => accepts(facet.prefix[i] ?? facet.items, item, depth + 1));
}

/** Two equal elements? Scalars by a set (a long array in one pass), anything else pairwise. */
function hasTwins(value: unknown[]): boolean {
  if (value.every((item) => item === null || typeof item !== 'object')) return new Set(value.map((item) => `${typeof item}:${String(item)}`)).size < value.length;
  return value.some((item, i) => value.slice(i + 1).some((other) => sameJson(item, other)));
}

function objectAccepts(facet: ObjectFacet, value: Record<string, unknown>, depth: number): boolean {
  const keys = Object.keys(value);
  if (keys.length < facet.minProperties || (facet.maxProperties !== undefined && keys.length > facet.maxProperties)) return false;
  if (facet.required.some((name) => !Object.hasOwn(value, name))) return false;
  for (const [name, needs] of facet.dependentRequired) if (Object.hasOwn(value, name) && needs.some((n) => !Object.hasOwn(value, n))) return false;
  return keys.every((key) => accepts(propertySchema(facet, key), value[key], depth + 1));
}

/** Typical values of well-known formats, so that a sample reads like a real call. */
const FORMAT_SAMPLES: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '00:00:00Z',
  email: 'a@example.com',
  uri: 'https://example.com/',
  'uri-reference': 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
  hostname: 'example.com',
  ipv4: '127.0.0.1',
  ipv6: '::1',
  duration: 'P1D',
  regex: '.*',
  'json-pointer': '/a',
};

/** A small valid value of the canon, or undefined when none is found (the depth is bounded). */
export function sample(canon: Canon, depth = 0): unknown {
  for (const value of samples(canon, depth)) return value;
  return undefined;
}

/** Valid values of the canon, simplest first; every one passes `accepts`. */
export function* samples(canon: Canon, depth = 0): Generator<unknown> {
  if (depth > MAX_DEPTH) return;
  for (const type of SAMPLE_ORDER) {
    for (const facet of (canon.types[type] ?? []) as Facet[]) {
      if (facet.dead) continue;
      for (const value of facetSamples(type, facet, depth)) if (facetAccepts(type, facet, value, depth)) yield value;
    }
  }
}

/** Strings first: a required property of any type reads best as text. */
const SAMPLE_ORDER: JsonType[] = ['string', 'number', 'boolean', 'object', 'array', 'null'];

export function* facetSamples(type: JsonType, facet: Facet, depth: number): Generator<unknown> {
  if (facet.values) {
    yield* facet.values;
    return;
  }
  switch (type) {
    case 'null':
      yield null;
      return;
    case 'boolean':
      yield true;
      yield false;
      return;
    case 'number':
      yield* numberCandidates(facet as NumberFacet);
      return;
    case 'string':
      yield* stringCandidates(facet as StringFacet);
      return;
    case 'array':
      yield* arraySamples(facet as ArrayFacet, depth);
      return;
    case 'object':
      yield* objectSamples(facet as ObjectFacet, depth);
      return;
  }
}

/** Numbers around every bound and multiple a facet names: where two facets differ, one of these shows it. */
export function numberCandidates(...facets: NumberFacet[]): number[] {
  const points = new Set<number>([0, 1, -1, 0.5, 2, 10, 100]);
  for (const facet of facets) {
    for (const bound of [facet.min, facet.max]) {
      if (!bound) continue;
      for (const delta of [0, 1, -1, 0.5, -0.5, 0.25, -0.25]) points.add(bound.value + delta);
    }
    if (facet.min && facet.max) points.add((facet.min.value + facet.max.value) / 2);
    for (const m of facet.multipleOf) {
      const start = facet.min ? Math.ceil(facet.min.value / m) : 0;
      for (let k = start; k < start + 4; k++) points.add(k * m);
      points.add(m);
      points.add(m / 2);
      points.add((m * 3) / 2);
    }
  }
  // Integers first (they read best and suit integer facets), then by size.
  return [...points].filter(Number.isFinite).sort((a, b) => Number(!Number.isInteger(a)) - Number(!Number.isInteger(b)) || Math.abs(a) - Math.abs(b) || a - b);
}

/** Strings at the lengths and from the patterns a facet names. Deterministic: randexp with a fixed seed. */
export function stringCandidates(...facets: StringFacet[]): string[] {
  const out = new Set<string>();
  const lengths = new Set<number>([0, 1, 3]);
  const limit = candidateLengthLimit(...facets);
  for (const facet of facets) {
    for (const format of facet.formats) if (FORMAT_SAMPLES[format]) out.add(FORMAT_SAMPLES[format]!);
    for (const length of [facet.minLength, facet.minLength - 1, facet.maxLength, (facet.maxLength ?? -2) + 1]) if (length !== undefined && length >= 0 && length <= limit) lengths.add(length);
    for (const pattern of facet.patterns) for (const text of fromPattern(pattern, facet)) if (codePoints(text) <= limit) out.add(text);
  }
  for (const length of [...lengths].sort((a, b) => a - b)) out.add('a'.repeat(length));
  for (const text of ['A', '0', 'x-1', ' ', 'a b', '@', 'Z9_', '\u00e9']) out.add(text);
  return [...out];
}

/**
 * The longest candidate string worth building for these facets. Patterns run on a linear-time
 * engine (./patterns.ts), so a bound is crossed at any length; only a pattern that needs
 * backtracking keeps candidates short, where it can still be run.
 */
export function candidateLengthLimit(...facets: StringFacet[]): number {
  return facets.some((facet) => facet.patterns.some((pattern) => !isLinear(pattern))) ? BACKTRACKING_SAFE_LENGTH : 10_000;
}

/**
 * The longest string, and the most items or properties, a witness is built with. A bound past
 * them is still a proven change (its witness is described by its shape), but no value is built
 * for ajv to confirm: the change is `unverified`, never undecided.
 */
export const BUILT_LENGTH_LIMIT = 2 ** 21;
export const BUILT_SIZE_LIMIT = 2 ** 17;

/** The longest string that can be built and still run against these facets' patterns. */
export function buildableLength(...facets: StringFacet[]): number {
  return facets.some((facet) => facet.patterns.some((pattern) => !isLinear(pattern))) ? BACKTRACKING_SAFE_LENGTH : BUILT_LENGTH_LIMIT;
}

/**
 * Strings of exactly `n` code points shaped by the facet's own candidates (those its patterns
 * accept): each grown by its last character, its first, or itself repeated, or cut, so that a
 * string at a bound of any size still reads as the facet's strings do.
 */
export function stringsOfLength(facet: StringFacet, n: number): string[] {
  if (n < 0 || n > BUILT_LENGTH_LIMIT) return [];
  const bases = stringCandidates(facet)
    .filter((s) => s.length > 0 && facet.patterns.every((pattern) => safeTest(pattern, s)))
    .slice(0, 4);
  if (bases.length === 0) bases.push('a');
  return [...new Set(bases.flatMap((base) => growTo(base, n)))];
}

/** The base cut to n code points, or grown to n by its last character, its first, or itself repeated. */
export function growTo(base: string, n: number): string[] {
  const chars = [...base];
  if (n <= chars.length) return [chars.slice(0, n).join('')];
  const extra = n - chars.length;
  const repeated = base.repeat(Math.ceil(n / chars.length));
  // A base of single code units is cut by index; one with surrogate pairs by code points.
  const cut = chars.length === base.length ? repeated.slice(0, n) : [...repeated].slice(0, n).join('');
  return [...new Set([base + chars.at(-1)!.repeat(extra), chars[0]!.repeat(extra) + base, cut])];
}

/** Quantifier counts beyond this make randexp build huge strings (`(a{1000}){1000}`): such patterns are not sampled. */
const HUGE_COUNT = /\{\s*(\d{3,})/;

function* fromPattern(pattern: string, facet: StringFacet): Generator<string> {
  if (HUGE_COUNT.test(pattern)) return;
  let generator: RandExp;
  try {
    generator = new RandExp(new RegExp(pattern, 'u'));
  } catch {
    return;
  }
  generator.max = Math.max(4, Math.min(facet.maxLength ?? 16, 64));
  let seed = 7;
  generator.randInt = (low: number, high: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648; // a fixed LCG: the same witness every run
    return low + (seed % (high - low + 1));
  };
  for (let i = 0; i < 12; i++) {
    try {
      yield generator.gen();
    } catch {
      return;
    }
  }
}

function* arraySamples(facet: ArrayFacet, depth: number): Generator<unknown[]> {
  const length = Math.max(facet.minItems, 0);
  const base = arrayOfLength(facet, length, depth);
  if (base) yield base;
}

/** An array of `length` valid elements (distinct when the facet asks for unique items). */
export function arrayOfLength(facet: ArrayFacet, length: number, depth: number): unknown[] | undefined {
  const out: unknown[] = [];
  // Elements past the tuple share one schema: its sample is found once, whatever the length.
  const shared = new Map<Canon, unknown>();
  const taken: Taken = { keys: new Set(), count: 0 };
  for (let i = 0; i < length; i++) {
    const schema = facet.prefix[i] ?? facet.items;
    const chosen = facet.unique ? distinctSample(schema, taken, depth) : (shared.get(schema) ?? sample(schema, depth + 1));
    if (chosen === undefined) return undefined;
    if (!facet.unique) shared.set(schema, chosen);
    out.push(chosen);
  }
  return out;
}

/** Values of an array under construction, by their JSON, and where counting up resumes. */
interface Taken {
  keys: Set<string>;
  count: number;
}

/** A valid value of the schema not yet taken: its samples, then numbers and strings counted up. */
function distinctSample(schema: Canon, taken: Taken, depth: number): unknown {
  const take = (value: unknown) => {
    const key = JSON.stringify(value);
    if (taken.keys.has(key) || !accepts(schema, value, depth + 1)) return false;
    taken.keys.add(key);
    return true;
  };
  let tried = 0;
  for (const value of samples(schema, depth + 1)) {
    if (take(value)) return value;
    if (++tried >= 64) break;
  }
  const candidates = [...numberCandidates(...((schema.types.number ?? []) as NumberFacet[])), ...stringCandidates(...((schema.types.string ?? []) as StringFacet[]))];
  const found = candidates.find(take);
  if (found !== undefined) return found;
  // Counting resumes where the last count stopped: a long array costs one pass, not one per element.
  for (let i = taken.count; i < taken.count + 50; i++) {
    for (const value of [i, `v${i}`]) {
      if (!take(value)) continue;
      taken.count = i + 1;
      return value;
    }
  }
  return undefined;
}

function* objectSamples(facet: ObjectFacet, depth: number): Generator<Record<string, unknown>> {
  const base = objectWith(facet, facet.required, depth);
  if (base) yield base;
}

/** An object with exactly these properties (plus what dependencies and minProperties need), each valid. */
export function objectWith(facet: ObjectFacet, names: string[], depth: number): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const wanted = [...names];
  for (let i = 0; i < wanted.length; i++) for (const need of facet.dependentRequired.get(wanted[i]!) ?? []) if (!wanted.includes(need)) wanted.push(need);
  for (let extra = 0; wanted.length < facet.minProperties && extra < 100; extra++) {
    const name = [...facet.properties.keys()].find((n) => !wanted.includes(n)) ?? `extra${extra}`;
    wanted.push(name);
  }
  // Names no property claims share one schema (additionalProperties): its sample is found once.
  const shared = new Map<Canon, unknown>();
  for (const name of wanted) {
    const schema = propertySchema(facet, name);
    const value = shared.has(schema) ? shared.get(schema) : sample(schema, depth + 1);
    if (value === undefined) return undefined;
    shared.set(schema, value);
    setOwn(out, name, value);
  }
  return out;
}

/** A valid object of the facet with one more property set to `value` (its other required properties sampled). */
export function withProperty(facet: ObjectFacet, name: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const object = objectWith(
    facet,
    facet.required.filter((n) => n !== name),
    0,
  );
  if (!object) return undefined;
  setOwn(object, name, value);
  return object;
}

/** Names tried for a property no facet claims, of several shapes (a key pattern often allows one shape); a catch-all pattern (TypeBox's `^(.*)$` record) claims them all. */
const FRESH_NAMES = [
  'unexpected',
  'Unexpected',
  'UNEXPECTED',
  '0unexpected',
  '_unexpected',
  'unexpected-name',
  'unexpected.name',
  'unexpected name',
  'ünexpected',
  ...Array.from({ length: 8 }, (_, i) => `unexpected${i + 1}`),
];

/** A property name no named property or pattern of these facets claims; undefined when patterns claim every name tried. */
export function freshName(...facets: ObjectFacet[]): string | undefined {
  for (const name of FRESH_NAMES) {
    if (facets.every((facet) => !facet.properties.has(name) && !facet.patternProperties.some(({ pattern }) => safeTest(pattern, name, true)))) return name;
  }
  return undefined;
}
