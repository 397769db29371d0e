import { patternTest } from '../patterns.js';
import { pointerSegment } from '../subschemas.js';
import {
  ANY,
  JSON_TYPES,
  type ArrayFacet,
  type Bound,
  type Canon,
  type Facet,
  type FacetBase,
  type JsonType,
  type NumberFacet,
  type ObjectFacet,
  type OpaqueKeyword,
  type StringFacet,
} from './types.js';
import { dedupeValues, isListed, optional, uniqueSorted } from './values.js';

/**
 * The algebra of canons: whether one accepts anything (isAny) or nothing (isNever), the values
 * two both accept (intersect: how `allOf` and `$ref` siblings merge) or either accepts (unite:
 * how `anyOf`/`oneOf` join), the number facet's one normal form, and the schema one property of
 * an object must satisfy. Pure functions on the shapes of ./types.ts.
 */

/** Integers beyond this are not exactly representable: zod 4 writes them as bounds on every integer. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;
/** More alternatives than this from merging `allOf` over unions: kept as written instead. */
const MAX_VARIANTS = 64;

/** Is this canon "accepts anything" (every type, no constraint)? */
export function isAny(canon: Canon, seen = new Set<Canon>()): boolean {
  if (canon === ANY || seen.has(canon)) return true; // met again on a cycle: assumed, coinductively
  if (canon.opaque.length || canon.building) return false;
  seen.add(canon);
  return JSON_TYPES.every((type) => {
    const facets = canon.types[type];
    return facets !== undefined && facets.some((facet) => isOpenFacet(type, facet, seen));
  });
}

export function isNever(canon: Canon): boolean {
  return !canon.building && canon.opaque.length === 0 && JSON_TYPES.every((type) => !canon.types[type]?.length);
}

/** Does this facet take every value of its type (no constraint, no listed values)? */
export function isOpenFacet(type: JsonType, facet: Facet, seen = new Set<Canon>()): boolean {
  if (facet.values || facet.dead) return false;
  switch (type) {
    case 'number': {
      const f = facet as NumberFacet;
      return !f.integer && !f.min && !f.max && f.multipleOf.length === 0;
    }
    case 'string': {
      const f = facet as StringFacet;
      return f.minLength === 0 && f.maxLength === undefined && f.patterns.length === 0;
    }
    case 'array': {
      const f = facet as ArrayFacet;
      return f.prefix.length === 0 && isAny(f.items, seen) && f.minItems === 0 && f.maxItems === undefined && !f.unique;
    }
    case 'object': {
      const f = facet as ObjectFacet;
      return (
        f.properties.size === 0 &&
        f.required.length === 0 &&
        f.patternProperties.length === 0 &&
        isAny(f.additional, seen) &&
        f.minProperties === 0 &&
        f.maxProperties === undefined &&
        f.dependentRequired.size === 0
      );
    }
    default:
      return true;
  }
}

export function tighter(side: 'min' | 'max', a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.value === b.value) return a.exclusive || !b.exclusive ? a : b;
  return (side === 'min' ? a.value > b.value : a.value < b.value) ? a : b;
}

/** One form per accepted set: integer bounds inclusive and whole, unreachable integer bounds dropped, multipleOf 1 on integers dropped. */
export function normaliseNumber(facet: NumberFacet): NumberFacet {
  const { integer } = facet;
  const multipleOf = [...new Set(facet.multipleOf)].sort((a, b) => a - b).filter((m) => !(integer && m === 1));
  const result: NumberFacet = { at: facet.at, integer, multipleOf, ...optional('values', facet.values), ...optional('dead', facet.dead) };
  const min = facet.min && integer ? { ...facet.min, value: facet.min.exclusive ? Math.floor(facet.min.value) + 1 : Math.ceil(facet.min.value), exclusive: false } : facet.min;
  const max = facet.max && integer ? { ...facet.max, value: facet.max.exclusive ? Math.ceil(facet.max.value) - 1 : Math.floor(facet.max.value), exclusive: false } : facet.max;
  if (min && !(integer && min.value <= -SAFE_LIMIT)) result.min = min;
  if (max && !(integer && max.value >= SAFE_LIMIT)) result.max = max;
  return result;
}

/** The values both canons accept. Exact for facets; a union meeting a union multiplies alternatives. */
export function intersect(a: Canon, b: Canon, at: string, written?: unknown): Canon {
  if (a === b || (isAny(b) && b.meaning.size === 0)) return a;
  if (isAny(a) && a.meaning.size === 0) return b;
  if (a.building || b.building) {
    // A recursive definition met in an allOf: its facets are not known yet. Kept as written.
    return { ...a, opaque: [...a.opaque, ...b.opaque, { keyword: 'allOf', value: b.ref ?? a.ref ?? '(recursive)', at }] };
  }
  const result: Canon = { at, types: {}, opaque: [...a.opaque, ...b.opaque], meaning: new Map([...a.meaning, ...b.meaning]) };
  for (const type of JSON_TYPES) {
    const left = a.types[type];
    const right = b.types[type];
    if (!left?.length || !right?.length) continue;
    const merged: Facet[] = [];
    for (const l of left as Facet[])
      for (const r of right as Facet[]) {
        const facet = mergeFacet(type, l, r, at);
        if (facet) merged.push(facet);
      }
    // Only a union meeting a union multiplies: one side of a single alternative keeps the other's count (a `type: object` beside an anyOf).
    if (merged.length > MAX_VARIANTS && left.length > 1 && right.length > 1) {
      // Kept as written: the written form is the marker, so a change inside it is a change (undecided), never silent.
      result.opaque.push({ keyword: 'allOf', value: written ?? `(${merged.length} alternatives)`, at });
      (result.types[type] as Facet[]) = left as Facet[];
    } else if (merged.length) (result.types[type] as Facet[]) = merged;
  }
  return result;
}

/** The values either canon accepts: alternatives side by side, enum-only alternatives merged. */
export function unite(branches: Canon[], at: string): Canon {
  // All branches at once: folding them two by two re-simplified the growing list at every step (quadratic in a 3,000-branch anyOf).
  const opaque = branches.flatMap((branch) => (branches.length > 1 ? branch.opaque.map((entry) => (entry.keyword === 'oneOf' ? scopedOneOf(entry, branch, branches) : entry)) : branch.opaque));
  const result: Canon = { at, types: {}, opaque, meaning: new Map(branches.flatMap((branch) => [...branch.meaning])) };
  for (const type of JSON_TYPES) {
    const facets = branches.flatMap((branch) => (branch.types[type] as Facet[] | undefined) ?? []);
    if (facets.length) (result.types[type] as Facet[]) = simplifyAlternatives(type, facets);
  }
  return result;
}

/**
 * A oneOf carried out of one alternative of a union binds only that alternative's values. Where
 * no other alternative accepts a value of the same JSON type (`anyOf: [{oneOf: …objects}, {type:
 * string}]`), those are its values by type; else it is partial, and its effect undecided.
 */
function scopedOneOf(entry: OpaqueKeyword, branch: Canon, branches: Canon[]): OpaqueKeyword {
  if (entry.partial) return entry;
  const types = JSON_TYPES.filter((type) => branch.types[type]?.length && (!entry.types || entry.types.includes(type)));
  const shared = branches.some((other) => other !== branch && (other.opaque.length > 0 || types.some((type) => other.types[type]?.length)));
  return shared ? { ...entry, partial: true } : { ...entry, types };
}

/** An open alternative absorbs the others; alternatives that only list values become one list. */
function simplifyAlternatives(type: JsonType, facets: Facet[]): Facet[] {
  const open = facets.find((facet) => isOpenFacet(type, facet));
  if (open) return [open];
  const listsOnly = facets.filter((facet) => facet.values && isOpenFacet(type, { ...facet, values: undefined } as Facet));
  if (listsOnly.length < 2) return facets;
  const merged = { ...listsOnly[0]!, merged: true, values: dedupeValues(listsOnly.flatMap((facet) => facet.values!)) };
  return [merged, ...facets.filter((facet) => !listsOnly.includes(facet))];
}

function mergeFacet(type: JsonType, a: Facet, b: Facet, at: string): Facet | undefined {
  const values = a.values && b.values ? a.values.filter((v) => isListed(b.values!, v)) : (a.values ?? b.values);
  if (values && values.length === 0) return undefined;
  // A value of a merge of a dead alternative is a value of that alternative: the oneOf still rejects it.
  const base = { at: a.at || at, merged: true, ...optional('values', values), ...optional('dead', a.dead || b.dead || undefined) };
  switch (type) {
    case 'null':
    case 'boolean':
      return base;
    case 'number': {
      const [x, y] = [a as NumberFacet, b as NumberFacet];
      return normaliseNumber({
        ...base,
        integer: x.integer || y.integer,
        ...optional('min', tighter('min', x.min, y.min)),
        ...optional('max', tighter('max', x.max, y.max)),
        multipleOf: [...x.multipleOf, ...y.multipleOf],
      });
    }
    case 'string': {
      const [x, y] = [a as StringFacet, b as StringFacet];
      const maxLength = x.maxLength === undefined ? y.maxLength : y.maxLength === undefined ? x.maxLength : Math.min(x.maxLength, y.maxLength);
      return {
        ...base,
        minLength: Math.max(x.minLength, y.minLength),
        ...optional('maxLength', maxLength),
        patterns: uniqueSorted([...x.patterns, ...y.patterns]),
        formats: uniqueSorted([...x.formats, ...y.formats]),
      };
    }
    case 'array':
      return mergeArray(a as ArrayFacet, b as ArrayFacet, base, at);
    case 'object':
      return mergeObject(a as ObjectFacet, b as ObjectFacet, base, at);
  }
}

function mergeArray(x: ArrayFacet, y: ArrayFacet, base: FacetBase, at: string): ArrayFacet {
  const length = Math.max(x.prefix.length, y.prefix.length);
  const prefix = Array.from({ length }, (_, i) => intersect(x.prefix[i] ?? x.items, y.prefix[i] ?? y.items, `${at}/prefixItems/${i}`));
  const maxItems = x.maxItems === undefined ? y.maxItems : y.maxItems === undefined ? x.maxItems : Math.min(x.maxItems, y.maxItems);
  return { ...base, prefix, items: intersect(x.items, y.items, `${at}/items`), minItems: Math.max(x.minItems, y.minItems), ...optional('maxItems', maxItems), unique: x.unique || y.unique };
}

/** Exact when neither side has patternProperties: each name gets what both sides say of it. */
function mergeObject(x: ObjectFacet, y: ObjectFacet, base: FacetBase, at: string): ObjectFacet {
  const properties = new Map<string, Canon>();
  for (const name of uniqueSorted([...x.properties.keys(), ...y.properties.keys()])) {
    properties.set(name, intersect(propertySchema(x, name), propertySchema(y, name), `${at}/properties/${pointerSegment(name)}`));
  }
  const dependentRequired = new Map(x.dependentRequired);
  for (const [name, needs] of y.dependentRequired) dependentRequired.set(name, uniqueSorted([...(dependentRequired.get(name) ?? []), ...needs]));
  const maxProperties = x.maxProperties === undefined ? y.maxProperties : y.maxProperties === undefined ? x.maxProperties : Math.min(x.maxProperties, y.maxProperties);
  return {
    ...base,
    properties,
    required: uniqueSorted([...x.required, ...y.required]),
    patternProperties: [...x.patternProperties, ...y.patternProperties],
    additional: intersect(x.additional, y.additional, `${at}/additionalProperties`),
    minProperties: Math.max(x.minProperties, y.minProperties),
    ...optional('maxProperties', maxProperties),
    dependentRequired,
  };
}

/** The schema a property of this name must satisfy: named, else matched by patterns, else additional. */
export function propertySchema(facet: ObjectFacet, name: string): Canon {
  const named = facet.properties.get(name);
  if (named) return named;
  const matched = facet.patternProperties.filter(({ pattern }) => safeTest(pattern, name));
  if (matched.length === 0) return facet.additional;
  return matched.map(({ schema }) => schema).reduce((left, right) => intersect(left, right, left.at));
}

/**
 * A pattern as ajv reads it (Unicode), on a linear-time engine (./patterns.ts). An invalid one
 * matches nothing here (the schema-invalid rule reports it); one that cannot be run safely on
 * the text is `unknown` (false unless the caller asks otherwise): ajv has the last word.
 */
export function safeTest(pattern: string, text: string, unknown = false): boolean {
  return patternTest(pattern, text) ?? unknown;
}
