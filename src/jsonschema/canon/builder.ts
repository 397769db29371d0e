import { collectRefs, findById, isLocalRef, refChainEnd, resolveLocalRef } from '../refs.js';
import { isSchemaObject, pointerSegment } from '../subschemas.js';
import { intersect, normaliseNumber, tighter, unite } from './algebra.js';
import { MAX_CONTAINMENT, disjoint, markContained, pairwiseDisjoint } from './relations.js';
import { JSON_TYPES, KEYWORDS, anyCanon, neverCanon, type ArrayFacet, type Bound, type Canon, type Facet, type JsonType, type NumberFacet, type ObjectFacet, type StringFacet } from './types.js';
import { dedupeValues, isListed, jsonTypeOf, optional, uniqueSorted } from './values.js';

/**
 * A schema document to its canonical form (canonicalize): dialects unified, `type` lists,
 * `nullable`, `enum` and `const` folded into the facets, `allOf` merged and `anyOf`/`oneOf`
 * joined through ./algebra.ts, local `$ref`s followed once (a recursive definition becomes a
 * cycle of the graph), and what the form does not read kept as written in `opaque`.
 */

/** Pure annotations: human text, never a change in what is valid. */
const PURE_ANNOTATIONS: readonly string[] = KEYWORDS.annotation;
/** Annotations that mean something to a caller or consumer, compared on their own. */
const MEANING_ANNOTATIONS: readonly string[] = KEYWORDS.meaning;
/** Keywords kept as written: their effect on the accepted set is not decided exactly. */
const OPAQUE_KEYWORDS: readonly string[] = KEYWORDS.opaque;
const UNDERSTOOD_KEYWORDS = new Set<string>(Object.values(KEYWORDS).flat());

interface CanonDocument {
  root: Canon;
}

/** Builds the canonical form of a whole schema document. Pure; never fetches a `$ref`. */
export function canonicalize(schema: unknown): CanonDocument {
  const dialect = isSchemaObject(schema) && typeof schema.$schema === 'string' ? schema.$schema : '';
  const builder = new Builder(schema, /draft-0[3-7]/.test(dialect));
  return { root: builder.build(schema, '') };
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
      // the comparison can count how many accept a value (src/diff/schema/opaque.ts, compareOneOf).
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

function pointerOf(ref: string): string {
  return ref === '#' ? '' : ref.slice(1);
}

function wholeNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
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
