import { isAny, isNever, isOpenFacet, propertySchema, safeTest } from './algebra.js';
import { JSON_TYPES, type ArrayFacet, type Bound, type Canon, type Facet, type JsonType, type NumberFacet, type ObjectFacet, type StringFacet, type TypeFacets } from './types.js';
import { isListed } from './values.js';

/**
 * Relations between two canons that the builder needs to read a `oneOf`: disjoint (no value
 * matches both; decided by type, listed values, bounds apart, a required property the other
 * refuses) and contains (every value of one is a value of the other, shown facet by facet). An
 * alternative contained in another is marked dead. Each answers "not shown" where it cannot
 * decide, never a guess.
 */

/** A oneOf of more alternatives than this is not searched for alternatives that contain others (pairs grow as the square). */
export const MAX_CONTAINMENT = 64;

/** Can no value match two of these alternatives? Decided by type, listed values, bounds apart, or a required property the other refuses. */
export function pairwiseDisjoint(branches: Canon[]): boolean {
  for (let i = 0; i < branches.length; i++) for (let j = i + 1; j < branches.length; j++) if (!disjoint(branches[i]!, branches[j]!)) return false;
  return true;
}

/** Nesting followed to decide that two schemas share no value; deeper, they may (a recursive pair ends here). */
const DISJOINT_DEPTH = 16;

export function disjoint(a: Canon, b: Canon, depth = 0): boolean {
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
 * facets as written (`contains` below); where it cannot be shown, the alternative lives.
 */
export function markContained(branches: Canon[]): Canon[] {
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
