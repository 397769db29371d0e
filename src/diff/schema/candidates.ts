// Candidate values for the witness search: the first valid values of a schema, then objects with
// the properties and names either side speaks of; ajv (../schema-changes.ts) confirms them.

import { setOwn } from '../../json/own.js';
import { propertySchema } from '../../jsonschema/canon/algebra.js';
import type { Canon, ObjectFacet } from '../../jsonschema/canon/types.js';
import { accepts, sample, samples, stringCandidates } from '../../jsonschema/instances.js';
import { Clock } from './deadline.js';
import { isPatternSchema } from './patterns.js';

/**
 * The first few valid values of a canon, for a search that ajv then confirms. Objects are also
 * tried with each property the other side names (a value that was fine may now match two
 * oneOf branches, or trip a new dependency).
 */
export function* candidatesOf(canon: Canon, other?: Canon, limit = 24): Generator<unknown> {
  // Made as they are asked for, each tried with ajv before the next: the clock is read before every one.
  const clock = new Clock(1);
  const bases: unknown[] = [];
  for (const value of samples(canon)) {
    if (clock.overdue()) return;
    bases.push(value);
    yield value;
    if (bases.length >= limit) break;
  }
  // Names from both sides: a keyword kept as written (a dependency, a oneOf) may react to any of them.
  const names = new Map([...namedProperties(canon), ...(other ? namedProperties(other) : [])]);
  for (const base of bases.filter((value): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value))) {
    const full = { ...base };
    for (const [name, schema] of names) {
      if (clock.overdue()) return;
      if (Object.hasOwn(base, name)) continue;
      const value = sample(schema);
      if (value === undefined) continue;
      const extended = { ...base };
      setOwn(extended, name, value);
      setOwn(full, name, value);
      if (accepts(canon, extended)) yield extended;
    }
    // Every named property at once: what a dependency between two of them needs.
    if (Object.keys(full).length > Object.keys(base).length + 1 && accepts(canon, full)) yield full;
  }
  for (const probe of withProbeNames(canon, other, bases)) {
    if (clock.overdue()) return;
    yield probe;
  }
  if (!clock.overdue()) yield* [null, true, false, 0, 0.5, -1, 'a', '', [], {}];
}

/** Property names of other shapes: a `propertyNames` or a pattern that now refuses some names. */
const PROBE_NAMES = ['A', 'a', '0', 'a-b', 'a.b', 'a b', '_a', 'aB', 'é', 'a'.repeat(65)];

/** The first valid objects again, each with one more property of a probe name (its value valid where the canon says). */
function* withProbeNames(canon: Canon, other: Canon | undefined, values: unknown[]): Generator<unknown> {
  const facet = (canon.types.object ?? [])[0] as ObjectFacet | undefined;
  if (!facet) return;
  const names = [...PROBE_NAMES, ...namesFromPatterns(canon), ...(other ? namesFromPatterns(other) : [])];
  for (const base of values.filter((value): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value)).slice(0, 2)) {
    for (const name of names) {
      if (Object.hasOwn(base, name)) continue;
      const value = sample(propertySchema(facet, name));
      if (value === undefined) continue;
      const extended = { ...base };
      setOwn(extended, name, value);
      yield extended;
    }
  }
}

/** Names a `propertyNames` pattern or a patternProperties key of the canon accepts. */
function namesFromPatterns(canon: Canon): string[] {
  const patterns = canon.opaque.flatMap((entry) => (entry.keyword === 'propertyNames' && isPatternSchema(entry.value) ? [entry.value.pattern] : []));
  for (const facet of (canon.types.object ?? []) as ObjectFacet[]) patterns.push(...facet.patternProperties.map((entry) => entry.pattern));
  return patterns.flatMap((pattern) => stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).slice(0, 3));
}

/** Every property an object alternative of the canon names, with its schema (the first one named wins). */
function namedProperties(canon: Canon): Map<string, Canon> {
  const names = new Map<string, Canon>();
  for (const facet of (canon.types.object ?? []) as ObjectFacet[]) for (const [name, schema] of facet.properties) if (!names.has(name)) names.set(name, schema);
  return names;
}
