// One alternative against another of the same type: listed values (enum, const) value by
// value, else the table of keyword comparisons per type.

import { isOpenFacet } from '../../jsonschema/canon/algebra.js';
import type { Canon, Facet, JsonType, ObjectFacet } from '../../jsonschema/canon/types.js';
import { facetAccepts, facetSamples } from '../../jsonschema/instances.js';
import { list, show } from './describe.js';
import { compareElements, compareFormats, compareInteger, compareItemCount, compareLength, compareMultipleOf, compareNumberBound, comparePatterns, compareUnique } from './facets.js';
import { compareAdditional, compareDependencies, comparePatternProperties, compareProperties, comparePropertyCount, compareRequired } from './objects.js';
import { emit, type Comparator, type Step, type Walk } from './walk.js';

/** Per type, the keyword comparisons: one table, one comparator per row. */
const COMPARATORS: { [T in JsonType]: Array<Comparator<never>> } = {
  null: [],
  boolean: [],
  number: [compareInteger, compareNumberBound('min'), compareNumberBound('max'), compareMultipleOf] as Array<Comparator<never>>,
  string: [compareLength('minLength'), compareLength('maxLength'), comparePatterns, compareFormats] as Array<Comparator<never>>,
  array: [compareItemCount('minItems'), compareItemCount('maxItems'), compareUnique, compareElements] as Array<Comparator<never>>,
  object: [compareProperties, compareRequired, compareAdditional, comparePatternProperties, compareDependencies, comparePropertyCount('minProperties'), comparePropertyCount('maxProperties')] as Array<
    Comparator<never>
  >,
};

export function compareFacet(walk: Walk, type: JsonType, b: Facet, a: Facet, path: Step[], canons: [Canon, Canon]): void {
  if (b.values || a.values) return compareValues(walk, type, b, a, path, canons);
  // An object form taken over by one elsewhere that takes every object (a catch-all alternative
  // beside the old form): one widening where the catch-all is, not a fragment per keyword of the old form.
  if (type === 'object' && a.at !== b.at && isOpenFacet(type, a) && !isOpenFacet(type, b)) {
    const rejected = (b as ObjectFacet).required.length ? {} : undefined;
    return emit(walk, 'schema-widened', a.at, path, canons, `every object is valid here now: the object at ${b.at || '/'} no longer constrains it`, { item: 'object', widening: () => rejected });
  }
  for (const comparator of COMPARATORS[type]) (comparator as Comparator<Facet>)(walk, b, a, path, canons);
}

/** Listed values (enum, const): each value that changed validity is a change of its own. */
function compareValues(walk: Walk, type: JsonType, b: Facet, a: Facet, path: Step[], canons: [Canon, Canon]): void {
  const at = `${a.at}/enum`;
  if (b.values) {
    for (const value of b.values)
      if (!facetAccepts(type, a, value)) emit(walk, 'enum-value-removed', at, path, canons, `value ${show(value)} is no longer valid`, { item: show(value), narrowing: () => value });
  } else {
    const outside = firstOutside(type, b, a);
    if (outside !== undefined) emit(walk, 'enum-added', at, path, canons, `only ${list(a.values!)} ${a.values!.length === 1 ? 'is' : 'are'} valid now`, { after: a.values, narrowing: () => outside });
  }
  if (a.values) {
    for (const value of a.values)
      if (!facetAccepts(type, b, value)) emit(walk, 'enum-value-added', at, path, canons, `value ${show(value)} is valid now`, { item: show(value), widening: () => value });
  } else {
    const outside = firstOutside(type, a, b);
    if (outside !== undefined) emit(walk, 'enum-removed', at, path, canons, `values beyond ${list(b.values!)} are valid now`, { before: b.values, widening: () => outside });
  }
}

/** A value of `from` that `to` does not accept. */
function firstOutside(type: JsonType, from: Facet, to: Facet): unknown {
  for (const value of facetSamples(type, from, 0)) if (facetAccepts(type, from, value) && !facetAccepts(type, to, value)) return value;
  return undefined;
}
