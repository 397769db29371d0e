import { canonicalJson } from '../json/canonical.js';
import { patternTest } from './patterns.js';
import { collectRefs, findById, isLocalRef, refChainEnd, resolveLocalRef } from './refs.js';
import { isSchemaObject, pointerSegment } from './subschemas.js';

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

interface FacetBase {
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
export type NullFacet = FacetBase;
export type BooleanFacet = FacetBase;
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

/** Integers beyond this are not exactly representable: zod 4 writes them as bounds on every integer. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;
/**
 * Every keyword the canonical form reads, by what it does; the lists below derive from it.
 * A keyword not here is unknown and compared as written. Adding one: a row here, its reader in
 * the facet builder, its comparator in the table of src/diff/schema-diff.ts.
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
/** Pure annotations: human text, never a change in what is valid. */
const PURE_ANNOTATIONS: readonly string[] = KEYWORDS.annotation;
/** Annotations that mean something to a caller or consumer, compared on their own. */
const MEANING_ANNOTATIONS: readonly string[] = KEYWORDS.meaning;
/** Keywords kept as written: their effect on the accepted set is not decided exactly. */
const OPAQUE_KEYWORDS: readonly string[] = KEYWORDS.opaque;
const UNDERSTOOD_KEYWORDS = new Set<string>(Object.values(KEYWORDS).flat());
/** More alternatives than this from merging `allOf` over unions: kept as written instead. */
const MAX_VARIANTS = 64;
/** A oneOf of more alternatives than this is not searched for alternatives that contain others (pairs grow as the square). */
const MAX_CONTAINMENT = 64;

interface CanonDocument {
  root: Canon;
}

/** Builds the canonical form of a whole schema document. Pure; never fetches a `$ref`. */
export function canonicalize(schema: unknown): CanonDocument {
  const dialect = isSchemaObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  const builder = new Builder(schema, /draft-0[3-7]/.test(dialect));
  return { root: builder.build(schema, '') };
}

/** Accepts anything; its arrays' items and objects' properties are itself (a cycle, not an infinite tree). */
const ANY: Canon = { at: '', types: {}, opaque: [], meaning: new Map() };
ANY.types = allTypes('');

function anyCanon(at: string): Canon {
  return { at, types: allTypes(at), opaque: [], meaning: new Map() };
}

function neverCanon(at: string): Canon {
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

class Builder {
  private readonly refs = new Map<string, Canon>();
  /** Every `$ref` the document holds: a subschema one of them names is built once, inline or by reference. */
  private readonly targets: Set<string>;
  constructor(
    private readonly rootSchema: unknown,
    readonly refSiblingsIgnored: boolean,
  ) {
    this.targets = new Set(collectRefs(rootSchema));
  }

  build(schema: unknown, at: string): Canon {
    if (schema === true || schema === undefined) return anyCanon(at);
    if (schema === false) return neverCanon(at);
    if (!isSchemaObject(schema)) return { ...anyCanon(at), opaque: [{ keyword: '(not a schema)', value: schema, at }] };
    if (typeof schema.$ref === 'string') return this.withRef(schema, at);
    // zod's `$ref: "#/properties/filter"` names a schema also written inline: one canon for both,
    // so a recursion met through either is the same pair (else every union level is compared again).
    // TypeBox's `$ref: "T0"` names the inline schema whose `$id` is "T0": likewise.
    const names = [`#${at}`, ...(typeof schema.$id === 'string' ? [schema.$id, schema.$id.replace(/#$/, '')] : [])].filter((name) => this.targets.has(name));
    if (names.length === 0) return this.buildObject(schema, at);
    return this.refs.get(names[0]!) ?? this.buildTarget(names[0]!, () => this.buildObject(schema, at), names, at);
  }

  /** A `$ref` target, registered (under each of its names) before it is built: a cycle that reaches it links to it. */
  private buildTarget(ref: string, build: () => Canon, names = [ref], at = pointerOf(ref)): Canon {
    const canon: Canon = { at, types: {}, opaque: [], meaning: new Map(), ref, building: true };
    for (const name of names) this.refs.set(name, canon);
    const built = build();
    Object.assign(canon, { types: built.types, opaque: built.opaque, meaning: built.meaning, building: false });
    return canon;
  }

  /** build() without registering the node as a target: resolve() registered it already. */
  private buildUnregistered(schema: unknown, at: string): Canon {
    return isSchemaObject(schema) && typeof schema.$ref !== 'string' ? this.buildObject(schema, at) : this.build(schema, at);
  }

  private withRef(schema: Record<string, unknown>, at: string): Canon {
    const target = this.resolve(schema.$ref as string, at);
    const siblings = Object.keys(schema).filter((key) => key !== '$ref' && !PURE_ANNOTATIONS.includes(key));
    if (siblings.length === 0) return target;
    if (this.refSiblingsIgnored) return target; // draft-07 and older: keywords beside $ref are ignored
    const { $ref: _ref, ...rest } = schema;
    return intersect(target, this.buildObject(rest, at), at);
  }

  /** A local `$ref` target, built once: a cycle finds the canon under construction and links to it. */
  private resolve(ref: string, at: string): Canon {
    const cached = this.refs.get(ref);
    if (cached) return cached;
    if (!isLocalRef(ref)) {
      const embedded = findById(this.rootSchema, ref);
      if (embedded === undefined) return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
      return this.buildTarget(ref, () => this.buildUnregistered(embedded.schema, embedded.pointer), [ref], embedded.pointer);
    }
    const end = refChainEnd(this.rootSchema, ref);
    if (end !== ref) {
      const canon = this.resolve(end, at);
      this.refs.set(ref, canon);
      return canon;
    }
    const target = resolveLocalRef(this.rootSchema, ref);
    if (target === undefined) return { ...anyCanon(at), opaque: [{ keyword: '$ref', value: ref, at }] };
    return this.buildTarget(ref, () => this.buildUnregistered(target, pointerOf(ref)));
  }

  private buildObject(schema: Record<string, unknown>, at: string): Canon {
    let canon = this.ownKeywords(schema, at);
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((member, index) => {
        canon = intersect(canon, this.build(member, `${at}/allOf/${index}`), at, member);
      });
    }
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = schema[keyword];
      if (!Array.isArray(branches)) continue;
      const built = branches.map((branch, index) => this.build(branch, `${at}/${keyword}/${index}`));
      const overlapping = keyword === 'oneOf' && !pairwiseDisjoint(built);
      // An alternative another one contains accepts nothing under oneOf: its facets are marked dead.
      const marked = overlapping ? markContained(built) : built;
      const union = unite(marked, `${at}/${keyword}`);
      // oneOf is read as anyOf: the two differ only on values two branches share. Where the
      // branches may overlap, the oneOf is also kept as written with its alternatives, so that
      // the comparison can count how many accept a value (src/diff/schema-diff.ts, compareOneOf).
      // Where every live alternative is disjoint from all the others, the values two accept are
      // values of dead ones only: the live facets are exactly what the oneOf accepts.
      const exact = overlapping && built.length <= MAX_CONTAINMENT && marked.every((branch, i) => branch !== built[i] || built.every((other, j) => j === i || disjoint(branch, other)));
      if (overlapping) union.opaque.push({ keyword: 'oneOf', value: branches, at, branches: built, ...optional('exact', exact || undefined) });
      canon = intersect(canon, union, at, branches);
    }
    return canon;
  }

  /** Everything but the combinators: the type split with each type's own keywords. */
  private ownKeywords(schema: Record<string, unknown>, at: string): Canon {
    const canon: Canon = { at, types: {}, opaque: [], meaning: new Map() };
    for (const type of allowedTypes(schema)) {
      const facet = this.facetFor(type, schema, at);
      if (facet) (canon.types[type] as Facet[] | undefined) = [facet];
    }
    applyEnum(canon, schema);
    for (const keyword of OPAQUE_KEYWORDS) if (keyword in schema && !(keyword === 'propertyNames' && acceptsEveryName(schema[keyword]))) canon.opaque.push({ keyword, value: schema[keyword], at });
    // draft-07 `dependencies` with schema values are dependentSchemas: kept as written (the lists are read as dependentRequired).
    const schemaDependencies = isSchemaObject(schema.dependencies) ? Object.entries(schema.dependencies).filter(([, value]) => !Array.isArray(value)) : [];
    if (schemaDependencies.length) canon.opaque.push({ keyword: 'dependencies', value: Object.fromEntries(schemaDependencies), at });
    for (const keyword of MEANING_ANNOTATIONS) if (keyword in schema) canon.meaning.set(keyword, { value: schema[keyword], at });
    for (const keyword of Object.keys(schema).sort()) {
      const unknown = !UNDERSTOOD_KEYWORDS.has(keyword) || (this.refSiblingsIgnored && keyword === 'dependentRequired');
      if (unknown && !keyword.startsWith('x-')) canon.opaque.push({ keyword, value: schema[keyword], at });
    }
    return canon;
  }

  private facetFor(type: JsonType, schema: Record<string, unknown>, at: string): Facet | undefined {
    switch (type) {
      case 'null':
      case 'boolean':
        return { at };
      case 'number':
        return numberFacet(schema, at, allowsOnlyIntegers(schema));
      case 'string':
        return stringFacet(schema, at);
      case 'array':
        return this.arrayFacet(schema, at);
      case 'object':
        return this.objectFacet(schema, at);
    }
  }

  private arrayFacet(schema: Record<string, unknown>, at: string): ArrayFacet {
    const tuple = Array.isArray(schema.prefixItems)
      ? { list: schema.prefixItems, keyword: 'prefixItems' }
      : Array.isArray(schema.items)
        ? { list: schema.items as unknown[], keyword: 'items' }
        : undefined;
    const prefix = (tuple?.list ?? []).map((item, index) => this.build(item, `${at}/${tuple!.keyword}/${index}`));
    const rest = tuple?.keyword === 'items' ? { schema: schema.additionalItems, at: `${at}/additionalItems` } : { schema: schema.items, at: `${at}/items` };
    return {
      at,
      prefix,
      items: this.build(rest.schema, rest.at),
      minItems: wholeNumber(schema.minItems) ?? 0,
      ...optional('maxItems', wholeNumber(schema.maxItems)),
      unique: schema.uniqueItems === true,
    };
  }

  private objectFacet(schema: Record<string, unknown>, at: string): ObjectFacet {
    const properties = new Map<string, Canon>();
    if (isSchemaObject(schema.properties)) {
      for (const name of Object.keys(schema.properties).sort()) properties.set(name, this.build(schema.properties[name], `${at}/properties/${pointerSegment(name)}`));
    }
    const patternProperties = isSchemaObject(schema.patternProperties)
      ? Object.keys(schema.patternProperties)
          .sort()
          .map((pattern) => ({ pattern, schema: this.build((schema.patternProperties as Record<string, unknown>)[pattern], `${at}/patternProperties/${pointerSegment(pattern)}`) }))
      : [];
    const dependentRequired = new Map<string, string[]>();
    // dependentRequired is a keyword from 2019-09 on; draft-07 and older know only `dependencies`.
    for (const source of this.refSiblingsIgnored ? [schema.dependencies] : [schema.dependentRequired, schema.dependencies]) {
      if (!isSchemaObject(source)) continue;
      for (const [name, needs] of Object.entries(source)) if (Array.isArray(needs)) dependentRequired.set(name, uniqueSorted(needs.filter((n): n is string => typeof n === 'string')));
    }
    return {
      at,
      properties,
      required: uniqueSorted(Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : []),
      patternProperties,
      additional: this.build(schema.additionalProperties, `${at}/additionalProperties`),
      minProperties: wholeNumber(schema.minProperties) ?? 0,
      ...optional('maxProperties', wholeNumber(schema.maxProperties)),
      dependentRequired,
    };
  }
}

/** Property names are strings: `propertyNames: {type: "string"}` (or `true`, `{}`) says nothing. */
function acceptsEveryName(schema: unknown): boolean {
  if (schema === true) return true;
  if (!isSchemaObject(schema)) return false;
  return Object.entries(schema).every(([key, value]) => (key === 'type' ? value === 'string' : PURE_ANNOTATIONS.includes(key)));
}

/** Can no value match two of these alternatives? Decided by type, listed values, bounds apart, or a required property the other refuses. */
function pairwiseDisjoint(branches: Canon[]): boolean {
  for (let i = 0; i < branches.length; i++) for (let j = i + 1; j < branches.length; j++) if (!disjoint(branches[i]!, branches[j]!)) return false;
  return true;
}

/** Nesting followed to decide that two schemas share no value; deeper, they may (a recursive pair ends here). */
const DISJOINT_DEPTH = 16;

function disjoint(a: Canon, b: Canon, depth = 0): boolean {
  if (a.building || b.building || depth > DISJOINT_DEPTH) return false;
  return JSON_TYPES.every((type) => {
    const left = (a.types[type] ?? []) as Facet[];
    const right = (b.types[type] ?? []) as Facet[];
    return left.every((x) => right.every((y) => facetsDisjoint(type, x, y, depth)));
  });
}

function facetsDisjoint(type: JsonType, x: Facet, y: Facet, depth: number): boolean {
  if (x.values && y.values) return !x.values.some((v) => isListed(y.values!, v));
  switch (type) {
    case 'number': {
      const [p, q] = [x as NumberFacet, y as NumberFacet];
      return below(p.max, q.min) || below(q.max, p.min);
    }
    case 'string': {
      const [p, q] = [x as StringFacet, y as StringFacet];
      return sizesApart(p.minLength, p.maxLength, q.minLength, q.maxLength);
    }
    case 'array': {
      const [p, q] = [x as ArrayFacet, y as ArrayFacet];
      return sizesApart(p.minItems, p.maxItems, q.minItems, q.maxItems);
    }
    case 'object': {
      const [p, q] = [x as ObjectFacet, y as ObjectFacet];
      return sizesApart(p.minProperties, p.maxProperties, q.minProperties, q.maxProperties) || excludesRequired(p, q, depth) || excludesRequired(q, p, depth);
    }
    default:
      return false;
  }
}

/** Is every number up to `upper` below every number from `lower`? */
function below(upper: Bound | undefined, lower: Bound | undefined): boolean {
  if (!upper || !lower) return false;
  return upper.value < lower.value || (upper.value === lower.value && (upper.exclusive || lower.exclusive));
}

/** Two whole-number ranges (lengths, counts) with no number in common. */
function sizesApart(minA: number, maxA: number | undefined, minB: number, maxB: number | undefined): boolean {
  return (maxA !== undefined && maxA < minB) || (maxB !== undefined && maxB < minA);
}

/** A property `p` requires that `q` refuses (a closed object without it), or that both require with disjoint schemas. */
function excludesRequired(p: ObjectFacet, q: ObjectFacet, depth: number): boolean {
  return p.required.some((name) => {
    if (refuses(q, name)) return true;
    if (!q.required.includes(name)) return false;
    const [left, right] = [p.properties.get(name), q.properties.get(name)];
    return left !== undefined && right !== undefined && disjoint(left, right, depth + 1);
  });
}

/** Can no object of the facet have a property of this name? A pattern that cannot be run is taken to match. */
function refuses(facet: ObjectFacet, name: string): boolean {
  const named = facet.properties.get(name);
  if (named) return isNever(named);
  return facet.patternProperties.every(({ pattern }) => !safeTest(pattern, name, true)) && isNever(facet.additional);
}

/**
 * A oneOf's alternatives, those contained in another alternative marked dead: each value they
 * accept matches two alternatives, which the oneOf rejects. Containment is decided on the
 * facets as written (./canonical.ts `contains`); where it cannot be shown, the alternative lives.
 */
function markContained(branches: Canon[]): Canon[] {
  if (branches.length > MAX_CONTAINMENT || branches.some((branch) => branch.building)) return branches;
  return branches.map((branch, i) => {
    if (!branches.some((other, j) => j !== i && contains(other, branch))) return branch;
    const types: TypeFacets = {};
    for (const type of JSON_TYPES) {
      const facets = branch.types[type] as Facet[] | undefined;
      if (facets) (types[type] as Facet[]) = facets.map((facet) => ({ ...facet, dead: true }));
    }
    return { ...branch, types };
  });
}

/** Does `outer` accept every value `inner` accepts? Only shown where each facet of `inner` sits in one of `outer`, keyword by keyword. */
function contains(outer: Canon, inner: Canon): boolean {
  if (outer.opaque.length || outer.building || inner.building) return false;
  return JSON_TYPES.every((type) => ((inner.types[type] ?? []) as Facet[]).every((x) => x.dead || ((outer.types[type] ?? []) as Facet[]).some((y) => !y.dead && facetContains(type, y, x))));
}

function facetContains(type: JsonType, y: Facet, x: Facet): boolean {
  if (isOpenFacet(type, y)) return true;
  if (y.values) return x.values !== undefined && x.values.every((v) => isListed(y.values!, v)) && isOpenFacet(type, { ...y, values: undefined } as Facet);
  if (x.values) return false;
  switch (type) {
    case 'number': {
      const [p, q] = [y as NumberFacet, x as NumberFacet];
      return (!p.integer || q.integer) && boundWithin('min', p.min, q.min) && boundWithin('max', p.max, q.max) && p.multipleOf.every((m) => q.multipleOf.includes(m));
    }
    case 'string': {
      const [p, q] = [y as StringFacet, x as StringFacet];
      return (
        p.minLength <= q.minLength &&
        (p.maxLength === undefined || (q.maxLength !== undefined && q.maxLength <= p.maxLength)) &&
        p.patterns.every((pattern) => q.patterns.includes(pattern)) &&
        p.formats.every((format) => q.formats.includes(format))
      );
    }
    case 'array': {
      const [p, q] = [y as ArrayFacet, x as ArrayFacet];
      return (
        p.prefix.length === 0 &&
        (p.items === q.items || isAny(p.items)) &&
        q.prefix.every((item) => item === p.items || isAny(p.items)) &&
        p.minItems <= q.minItems &&
        (p.maxItems === undefined || (q.maxItems !== undefined && q.maxItems <= p.maxItems)) &&
        (!p.unique || q.unique)
      );
    }
    case 'object': {
      const [p, q] = [y as ObjectFacet, x as ObjectFacet];
      if (p.patternProperties.length || p.minProperties > q.minProperties || (p.maxProperties !== undefined && (q.maxProperties === undefined || q.maxProperties > p.maxProperties))) return false;
      if (!p.required.every((name) => q.required.includes(name))) return false;
      if (![...p.dependentRequired].every(([name, needs]) => needs.every((need) => q.required.includes(need) || (q.dependentRequired.get(name) ?? []).includes(need)))) return false;
      // Every property `p` names accepts what `q` allows there; any other name `p` leaves open.
      if (![...p.properties].every(([name, schema]) => isAny(schema) || schema === propertySchema(q, name))) return false;
      return (
        isAny(p.additional) ||
        (q.patternProperties.length === 0 && isNever(q.additional) && [...q.properties].every(([name, schema]) => p.properties.has(name) || isNever(schema) || schema === p.additional))
      );
    }
    default:
      return true;
  }
}

/** Does the bound of `outer` let through everything the bound of `inner` does? */
function boundWithin(side: 'min' | 'max', outer: Bound | undefined, inner: Bound | undefined): boolean {
  if (!outer) return true;
  if (!inner) return false;
  if (outer.value === inner.value) return !outer.exclusive || inner.exclusive;
  return side === 'min' ? outer.value < inner.value : outer.value > inner.value;
}

function pointerOf(ref: string): string {
  return ref === '#' ? '' : ref.slice(1);
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

function uniqueSorted(names: string[]): string[] {
  return [...new Set(names)].sort();
}

function typeList(schema: Record<string, unknown>): string[] | undefined {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.filter((t): t is string => typeof t === 'string');
  return undefined;
}

function allowedTypes(schema: Record<string, unknown>): JsonType[] {
  const listed = typeList(schema);
  if (!listed) return [...JSON_TYPES];
  const types = new Set<JsonType>();
  for (const type of listed) {
    if (type === 'integer') types.add('number');
    else if ((JSON_TYPES as readonly string[]).includes(type)) types.add(type as JsonType);
  }
  if (schema.nullable === true) types.add('null'); // OpenAPI 3.0 form
  return JSON_TYPES.filter((type) => types.has(type));
}

function allowsOnlyIntegers(schema: Record<string, unknown>): boolean {
  const listed = typeList(schema);
  return listed !== undefined && listed.includes('integer') && !listed.includes('number');
}

/** Draft-04 boolean exclusive bounds, draft-06+ numeric ones, whichever is tighter; integers get inclusive integer bounds. */
function numberFacet(schema: Record<string, unknown>, at: string, integer: boolean): NumberFacet {
  const lower = tighter(
    'min',
    boundOf(schema.minimum, schema.exclusiveMinimum, 'minimum'),
    typeof schema.exclusiveMinimum === 'number' ? { value: schema.exclusiveMinimum, exclusive: true, written: `exclusiveMinimum ${schema.exclusiveMinimum}` } : undefined,
  );
  const upper = tighter(
    'max',
    boundOf(schema.maximum, schema.exclusiveMaximum, 'maximum'),
    typeof schema.exclusiveMaximum === 'number' ? { value: schema.exclusiveMaximum, exclusive: true, written: `exclusiveMaximum ${schema.exclusiveMaximum}` } : undefined,
  );
  const multipleOf = typeof schema.multipleOf === 'number' && schema.multipleOf > 0 ? [schema.multipleOf] : [];
  return normaliseNumber({ at, integer, ...optional('min', lower), ...optional('max', upper), multipleOf });
}

function boundOf(value: unknown, exclusiveFlag: unknown, keyword: string): Bound | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return { value, exclusive: exclusiveFlag === true, written: `${keyword} ${value}${exclusiveFlag === true ? ' (exclusive)' : ''}` };
}

function tighter(side: 'min' | 'max', a: Bound | undefined, b: Bound | undefined): Bound | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a.value === b.value) return a.exclusive || !b.exclusive ? a : b;
  return (side === 'min' ? a.value > b.value : a.value < b.value) ? a : b;
}

/** One form per accepted set: integer bounds inclusive and whole, unreachable integer bounds dropped, multipleOf 1 on integers dropped. */
function normaliseNumber(facet: NumberFacet): NumberFacet {
  const { integer } = facet;
  const multipleOf = [...new Set(facet.multipleOf)].sort((a, b) => a - b).filter((m) => !(integer && m === 1));
  const result: NumberFacet = { at: facet.at, integer, multipleOf, ...optional('values', facet.values), ...optional('dead', facet.dead) };
  const min = facet.min && integer ? { ...facet.min, value: facet.min.exclusive ? Math.floor(facet.min.value) + 1 : Math.ceil(facet.min.value), exclusive: false } : facet.min;
  const max = facet.max && integer ? { ...facet.max, value: facet.max.exclusive ? Math.ceil(facet.max.value) - 1 : Math.floor(facet.max.value), exclusive: false } : facet.max;
  if (min && !(integer && min.value <= -SAFE_LIMIT)) result.min = min;
  if (max && !(integer && max.value >= SAFE_LIMIT)) result.max = max;
  return result;
}

function stringFacet(schema: Record<string, unknown>, at: string): StringFacet {
  return {
    at,
    minLength: wholeNumber(schema.minLength) ?? 0,
    ...optional('maxLength', wholeNumber(schema.maxLength)),
    patterns: typeof schema.pattern === 'string' ? [schema.pattern] : [],
    formats: typeof schema.format === 'string' ? [schema.format] : [],
  };
}

/** `enum` and `const` restrict each type's facet to its listed values; a type with none listed accepts nothing. */
function applyEnum(canon: Canon, schema: Record<string, unknown>): void {
  const lists: unknown[][] = [];
  if (Array.isArray(schema.enum)) lists.push(schema.enum);
  if ('const' in schema) lists.push([schema.const]);
  for (const list of lists) {
    for (const type of JSON_TYPES) {
      const facets = canon.types[type];
      if (!facets) continue;
      const ofType = list.filter((value) => jsonTypeOf(value) === type);
      const kept = (facets as Facet[]).map((facet) => restrictValues(facet, ofType)).filter((facet) => facet.values!.length > 0);
      if (kept.length) (canon.types[type] as Facet[]) = kept;
      else delete canon.types[type];
    }
  }
}

function restrictValues(facet: Facet, values: unknown[]): Facet {
  const kept = facet.values ? values.filter((value) => isListed(facet.values!, value)) : values;
  return { ...facet, values: dedupeValues(kept) };
}

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
export function valueKey(value: unknown): string {
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

function dedupeValues(values: unknown[]): unknown[] {
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

/** The values both canons accept. Exact for facets; a union meeting a union multiplies alternatives. */
function intersect(a: Canon, b: Canon, at: string, written?: unknown): Canon {
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
function unite(branches: Canon[], at: string): Canon {
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
