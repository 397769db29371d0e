// Keywords the canonical form keeps as written: a change there is undecided, except a oneOf
// whose overlap values decide and a propertyNames pattern compared as a language.

import { isJsonObject, setOwn } from '../../json/own.js';
import { jsonEqual } from '../../json/rfc8785.js';
import { propertySchema } from '../../jsonschema/canon/algebra.js';
import type { Canon, ObjectFacet, OpaqueKeyword } from '../../jsonschema/canon/types.js';
import { jsonTypeOf } from '../../jsonschema/canon/values.js';
import { accepts, sample, samples, withProperty } from '../../jsonschema/instances.js';
import { pointerSegment } from '../../jsonschema/subschemas.js';
import type { SchemaFactName } from '../schema-facts.js';
import { unwrap } from './describe.js';
import { isPatternSchema, namePatternVerdict } from './patterns.js';
import { differs, emit, type Step, type Walk } from './walk.js';

/** Keywords kept as written: a change there is undecided, whatever its direction. */
export function compareOpaque(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  const keywords = new Set([...b.opaque, ...a.opaque].map((entry) => entry.keyword));
  for (const keyword of [...keywords].sort()) {
    const before = b.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
    const after = a.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
    if (jsonEqual(before, after)) continue;
    if (keyword === 'oneOf' && compareOneOf(walk, b, a, path)) continue;
    if (keyword === 'propertyNames' && comparePropertyNames(walk, b, a, path, [before, after])) continue;
    const at = (a.opaque.find((entry) => entry.keyword === keyword) ?? b.opaque.find((entry) => entry.keyword === keyword))!.at;
    const fact: SchemaFactName = keyword === '$ref' ? 'remote-ref' : 'logic-changed';
    const detail = keyword === '$ref' ? `a $ref outside the schema changed (${JSON.stringify(after[0] ?? before[0])}); it was not fetched` : `"${keyword}" changed: its effect is not decided exactly`;
    emit(walk, fact, `${at}/${pointerSegment(keyword)}`, path, [b, a], detail, { item: keyword, before: unwrap(before), after: unwrap(after) });
  }
}

/** `propertyNames: {pattern}` on both sides: the names each accepts, compared as languages. Other forms stay undecided (false). */
function comparePropertyNames(walk: Walk, b: Canon, a: Canon, path: Step[], [before, after]: [unknown[], unknown[]]): boolean {
  const [p, q] = [namePattern(before), namePattern(after)];
  if (p === undefined || q === undefined) return false;
  const verdict = namePatternVerdict(p, q, () => walk.clock.overdue());
  if (!verdict) return true;
  const at = `${a.opaque.find((entry) => entry.keyword === 'propertyNames')!.at}/propertyNames/pattern`;
  const named = (canon: Canon, name: string | undefined) => {
    const facet = canon.types.object?.[0] as ObjectFacet | undefined;
    return facet && name !== undefined ? withProperty(facet, name, sample(propertySchema(facet, name))) : undefined;
  };
  emit(walk, verdict.fact, at, path, [b, a], `propertyNames ${verdict.detail}`, { before: p, after: q, narrowing: () => named(b, verdict.lost), widening: () => named(a, verdict.gained) });
  return true;
}

/** The pattern of a `propertyNames` that says nothing else (`{pattern}`, `{type: "string", pattern}`). */
function namePattern(values: unknown[]): string | undefined {
  const [value] = values;
  if (values.length !== 1 || !isPatternSchema(value)) return undefined;
  return Object.entries(value).every(([key, v]) => key === 'pattern' || (key === 'type' && v === 'string')) ? value.pattern : undefined;
}

/**
 * A oneOf whose alternatives may overlap, on one side or both (`anyOf` → `oneOf`, a oneOf
 * rewritten). Read as anyOf, the canons compare everything but one thing: a value that two
 * alternatives accept is invalid. That difference is decided by values: one valid on one side
 * and, on the other, accepted by the alternatives but matched by more than one of them is a
 * narrowing or a widening (ajv confirms a breaking one on the real schemas); alternatives equal
 * one by one are no change. False where neither holds, or where a oneOf binds only one
 * alternative of a union around it: the caller reports the change undecided.
 */
function compareOneOf(walk: Walk, b: Canon, a: Canon, path: Step[]): boolean {
  const entries = (canon: Canon) => canon.opaque.filter((entry) => entry.keyword === 'oneOf');
  const [eb, ea] = [entries(b), entries(a)];
  if ([...eb, ...ea].some((entry) => entry.partial || !entry.branches)) return false;
  const valid = (canon: Canon, own: OpaqueKeyword[], value: unknown) => accepts(canon, value) && own.every((entry) => !binds(entry, value) || matchCount(entry, value) === 1);
  // Accepted by a live alternative, refused only because more than one matches. (A value only
  // dead alternatives accept is the canons' own difference, a type or variant change: not again.)
  const twice = (canon: Canon, own: OpaqueKeyword[], value: unknown) => own.find((entry) => binds(entry, value) && matchCount(entry, value) >= 2 && accepts(canon, value));
  let found = false;
  // Each value is checked against every alternative: past the deadline the search ends (the pair is undecided then).
  const narrowing = oneOfCandidates(walk, ea, b).find((value) => !walk.clock.overdue() && valid(b, eb, value) && twice(a, ea, value));
  if (narrowing !== undefined) {
    const entry = twice(a, ea, narrowing)!;
    emit(walk, 'schema-narrowed', `${entry.at}/oneOf`, path, [b, a], 'a value more than one oneOf alternative accepts is no longer valid', { item: 'oneOf', narrowing: () => narrowing });
    found = true;
  }
  const widening = oneOfCandidates(walk, eb, a).find((value) => !walk.clock.overdue() && valid(a, ea, value) && twice(b, eb, value));
  if (widening !== undefined) {
    const entry = twice(b, eb, widening)!;
    emit(walk, 'schema-widened', `${entry.at}/oneOf`, path, [b, a], 'a value more than one oneOf alternative accepted is valid now', { item: 'oneOf', widening: () => widening });
    found = true;
  }
  // Nothing beyond the canons' own difference where each oneOf is exactly its live alternatives.
  return found || [...eb, ...ea].every((entry) => entry.exact) || sameAlternatives(walk, eb, ea);
}

/** How many alternatives of a oneOf accept the value: 0, 1, or 2 for two or more (counting stops there). */
function matchCount(entry: OpaqueKeyword, value: unknown): number {
  let count = 0;
  for (const branch of entry.branches!) if (accepts(branch, value) && ++count >= 2) break;
  return count;
}

/** Does the oneOf apply to the value? One carried out of a union's alternative applies to that alternative's types only. */
function binds(entry: OpaqueKeyword, value: unknown): boolean {
  const type = jsonTypeOf(value);
  return !entry.types || (type !== undefined && entry.types.includes(type));
}

/** Alternatives searched two by two for a value both accept; a 3,000-branch oneOf is searched on its first ones. */
const ONE_OF_PAIRED = 16;

/**
 * Values that may tell the two readings of a oneOf apart: valid values of each alternative,
 * objects that join the properties of two alternatives, and valid values of the other side.
 */
function oneOfCandidates(walk: Walk, own: OpaqueKeyword[], other: Canon): unknown[] {
  const out: unknown[] = [];
  const take = (values: Iterable<unknown>, limit: number) => {
    let n = 0;
    for (const value of values) {
      if (walk.clock.overdue() || n++ >= limit) return;
      out.push(value);
    }
  };
  take(samples(other), 24);
  for (const entry of own) {
    const firsts = entry.branches!.slice(0, ONE_OF_PAIRED).map((branch) => {
      const values: unknown[] = [];
      for (const value of samples(branch)) if (values.push(value) >= 4 || walk.clock.overdue()) break;
      return values;
    });
    for (const values of firsts) out.push(...values);
    for (let i = 0; i < firsts.length; i++)
      for (let j = 0; j < firsts.length; j++) {
        if (i === j || walk.clock.overdue()) continue;
        const [x, y] = [firsts[i]![0], firsts[j]![0]];
        if (isJsonObject(x) && isJsonObject(y)) out.push(joined(x, y));
      }
  }
  return out;
}

/** The properties of both objects; the first one's value where both name a property. */
function joined(x: Record<string, unknown>, y: Record<string, unknown>): Record<string, unknown> {
  const out = { ...x };
  for (const [name, value] of Object.entries(y)) if (!Object.hasOwn(out, name)) setOwn(out, name, value);
  return out;
}

/** The oneOfs of the two sides, alternative for alternative the same schemas (in any order): no change a value could show. */
function sameAlternatives(walk: Walk, eb: OpaqueKeyword[], ea: OpaqueKeyword[]): boolean {
  if (eb.length !== ea.length) return false;
  return eb.every((before, k) => {
    const after = ea[k]!;
    if (before.branches!.length !== after.branches!.length) return false;
    const rest = [...after.branches!];
    return before.branches!.every((branch) => {
      const twin = rest.findIndex((candidate) => !differs(walk, branch, candidate));
      return twin !== -1 && rest.splice(twin, 1).length === 1;
    });
  });
}
