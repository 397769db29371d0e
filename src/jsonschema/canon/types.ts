/**
 * The canonical form's data: the Canon graph and its per-type facets, the table of keywords the
 * form reads (KEYWORDS), and the canons that accept anything or nothing. No behaviour beyond
 * building those constants: the builder (./builder.ts) fills the shapes, the algebra
 * (./algebra.ts, ./relations.ts) combines and compares them.
 */

/**
 * The canonical form of a JSON Schema: what it accepts, independent of how it is written.
 *
 * A schema becomes, per JSON type, the list of alternatives (facets) that accept values of
 * that type; a type with no facet accepts nothing. Dialects are unified (draft-04 boolean
 * exclusive bounds, `items` arrays, `definitions`, `dependencies`), `type` lists, `nullable`,
 * single-value `enum` and `const` collapse into the facets, `allOf` is merged where it merges
 * exactly, local `$ref`s are followed (a recursive definition becomes a cycle in the graph,
 * compared coinductively), and integer bounds at or beyond ±(2^53−1) are no bound. What the
 * engine cannot decide exactly (`not`, `if`, `unevaluated*`, ...) is kept as written in `opaque`.
 * The contract keeps the server's bytes; this form is only what the comparison reads.
 */
export interface Canon {
  /** JSON pointer of the schema object this was built from, in its document. */
  at: string;
  types: TypeFacets;
  /** Keywords compared as written: a change there is undecided, never silent. */
  opaque: OpaqueKeyword[];
  /** Annotations with meaning for a caller or consumer (readOnly, default, ...). */
  meaning: Map<string, { value: unknown; at: string }>;
  /** The definition this was reached through (`#/$defs/node`): names a recursion point. */
  ref?: string;
  /** True while a `$ref` target is being built: a cycle reached it. */
  building?: boolean;
}

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';
export const JSON_TYPES: readonly JsonType[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];

export interface TypeFacets {
  null?: NullFacet[];
  boolean?: BooleanFacet[];
  number?: NumberFacet[];
  string?: StringFacet[];
  array?: ArrayFacet[];
  object?: ObjectFacet[];
}

export interface OpaqueKeyword {
  keyword: string;
  value: unknown;
  at: string;
  /** A oneOf with overlapping alternatives: its alternatives as built, to count how many accept a value. */
  branches?: Canon[];
  /** Carried out of one alternative of a union (anyOf): it binds only values of that alternative. */
  partial?: boolean;
  /** Carried out of the only alternative of a union that accepts these JSON types: it binds values of these types only. */
  types?: JsonType[];
  /** The live facets of the canon accept exactly what this oneOf does: it says nothing they do not. */
  exact?: boolean;
}

export interface FacetBase {
  at: string;
  /** Built from more than the schema at `at` (an allOf merge, enum lists joined): its text there is not all of it. */
  merged?: boolean;
  /** The only values accepted (enum/const), as JSON values of this type. */
  values?: unknown[];
  /**
   * From a oneOf alternative that another alternative of the same oneOf contains: every value it
   * accepts matches two alternatives, so the oneOf rejects it. Kept (the form is read as anyOf),
   * never sampled, paired or counted as accepting.
   */
  dead?: boolean;
}
type NullFacet = FacetBase;
type BooleanFacet = FacetBase;
export interface Bound {
  value: number;
  exclusive: boolean;
  /** As the schema wrote it (`exclusiveMinimum: 0`), for messages: integer bounds are normalised. */
  written?: string;
}
export interface NumberFacet extends FacetBase {
  integer: boolean;
  min?: Bound;
  max?: Bound;
  multipleOf: number[];
}
export interface StringFacet extends FacetBase {
  minLength: number;
  maxLength?: number;
  patterns: string[];
  formats: string[];
}
export interface ArrayFacet extends FacetBase {
  prefix: Canon[];
  /** Elements past the prefix. */
  items: Canon;
  minItems: number;
  maxItems?: number;
  unique: boolean;
}
export interface ObjectFacet extends FacetBase {
  properties: Map<string, Canon>;
  required: string[];
  patternProperties: Array<{ pattern: string; schema: Canon }>;
  /** Properties neither named nor matched by a pattern. */
  additional: Canon;
  minProperties: number;
  maxProperties?: number;
  dependentRequired: Map<string, string[]>;
}
export type Facet = NullFacet | BooleanFacet | NumberFacet | StringFacet | ArrayFacet | ObjectFacet;

/**
 * Every keyword the canonical form reads, by what it does; the builder's lists derive from it.
 * A keyword not here is unknown and compared as written. Adding one: a row here, its reader in
 * ./builder.ts, its comparator in the table of src/diff/schema/compare-facet.ts.
 */
export const KEYWORDS = {
  annotation: [
    'title',
    'description',
    'examples',
    '$comment',
    '$id',
    '$anchor',
    '$schema',
    'discriminator',
    'markdownDescription',
    'x-order',
    '$dynamicAnchor',
    '$recursiveAnchor',
    '$vocabulary',
    '$defs',
    'definitions',
  ],
  meaning: ['readOnly', 'writeOnly', 'deprecated', 'default', 'contentMediaType', 'contentEncoding'],
  opaque: ['not', 'if', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'dependentSchemas', 'contains', 'minContains', 'maxContains', 'propertyNames', '$dynamicRef', '$recursiveRef'],
  applicator: ['allOf', 'anyOf', 'oneOf', '$ref'],
  any: ['type', 'nullable', 'enum', 'const'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  array: ['items', 'prefixItems', 'additionalItems', 'minItems', 'maxItems', 'uniqueItems'],
  object: ['properties', 'required', 'additionalProperties', 'patternProperties', 'minProperties', 'maxProperties', 'dependentRequired', 'dependencies'],
} as const;

/** Accepts anything; its arrays' items and objects' properties are itself (a cycle, not an infinite tree). */
export const ANY: Canon = { at: '', types: {}, opaque: [], meaning: new Map() };
ANY.types = allTypes('');

export function anyCanon(at: string): Canon {
  return { at, types: allTypes(at), opaque: [], meaning: new Map() };
}

export function neverCanon(at: string): Canon {
  return { at, types: {}, opaque: [], meaning: new Map() };
}

function allTypes(at: string): TypeFacets {
  return { null: [{ at }], boolean: [{ at }], number: [openNumber(at)], string: [openString(at)], array: [openArray(at)], object: [openObject(at)] };
}
function openNumber(at: string): NumberFacet {
  return { at, integer: false, multipleOf: [] };
}
function openString(at: string): StringFacet {
  return { at, minLength: 0, patterns: [], formats: [] };
}
function openArray(at: string): ArrayFacet {
  return { at, prefix: [], items: ANY, minItems: 0, unique: false };
}
function openObject(at: string): ObjectFacet {
  return { at, properties: new Map(), required: [], patternProperties: [], additional: ANY, minProperties: 0, dependentRequired: new Map() };
}
