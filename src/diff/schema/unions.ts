// Types and their alternatives: a type gained or lost, and anyOf/oneOf alternatives paired
// (by a discriminator, by their written form, else by the closest counterpart) before they are compared.

import { JSON_TYPES, type Canon, type Facet, type JsonType, type NumberFacet, type ObjectFacet } from '../../jsonschema/canon/types.js';
import { facetAccepts, facetSamples } from '../../jsonschema/instances.js';
import type { SchemaEffect } from '../schema-facts.js';
import { compareFacet } from './compare-facet.js';
import { effectOf, emit, scratchOf, type SchemaFinding, type Step, type Walk } from './walk.js';

/** Types accepted on one side only are one change each way; types on both compare their alternatives. */
export function compareTypes(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  const lost = JSON_TYPES.filter((type) => live(b, type).length && !live(a, type).length);
  const gained = JSON_TYPES.filter((type) => !live(b, type).length && live(a, type).length);
  const names = (types: JsonType[], canon: Canon) => types.map((type) => describeType(type, live(canon, type)));
  if (lost.length) {
    const narrowing = () => firstSample(lost[0]!, live(b, lost[0]!));
    emit(walk, 'type-narrowed', typePointer(a), path, [b, a], `${names(lost, b).join(', ')} values are no longer valid`, { item: lost.join('|'), narrowing });
  }
  if (gained.length) {
    const widening = () => firstSample(gained[0]!, live(a, gained[0]!));
    emit(walk, 'type-widened', typePointer(a), path, [b, a], `${names(gained, a).join(', ')} values are valid now`, { item: gained.join('|'), widening });
  }
  for (const type of JSON_TYPES) {
    const bs = live(b, type);
    const as = live(a, type);
    if (bs.length && as.length) compareAlternatives(walk, type, bs, as, path, [b, a]);
  }
}

/** The alternatives of a type that accept values: a oneOf alternative another one contains accepts none (canon/relations.ts marks it dead). */
function live(canon: Canon, type: JsonType): Facet[] {
  return ((canon.types[type] ?? []) as Facet[]).filter((facet) => !facet.dead);
}

/** Where a type change is written: `type` of the schema, or the union itself. */
function typePointer(canon: Canon): string {
  return /\/(anyOf|oneOf)$/.test(canon.at) ? canon.at : `${canon.at}/type`;
}

function describeType(type: JsonType, facets: Facet[]): string {
  return type === 'number' && facets.every((facet) => (facet as NumberFacet).integer) ? 'integer' : type;
}

function firstSample(type: JsonType, facets: Facet[]): unknown {
  for (const facet of facets) for (const value of facetSamples(type, facet, 0)) if (facetAccepts(type, facet, value)) return value;
  return undefined;
}

/** anyOf/oneOf alternatives of one type: paired by a const discriminator, else by inclusion. */
function compareAlternatives(walk: Walk, type: JsonType, bs: Facet[], as: Facet[], path: Step[], canons: [Canon, Canon]): void {
  if (bs.length === 1 && as.length === 1) return compareFacet(walk, type, bs[0]!, as[0]!, path, canons);
  const pairs = type === 'object' ? pairByDiscriminator(bs as ObjectFacet[], as as ObjectFacet[]) : undefined;
  if (pairs) {
    for (const [b, a] of pairs.matched) compareFacet(walk, type, b, a, path, canons);
    for (const b of pairs.removed) emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
    for (const a of pairs.added) emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
    return;
  }
  // Alternatives written alike are one alternative: compared with each other, never paired elsewhere.
  const restB = [...bs];
  const restA = [...as];
  // So are two alternatives that are one named definition (`$defs/And`), whatever changed inside it.
  for (const b of bs) {
    if (walk.clock.overdue()) return;
    const a = restA.find((candidate) => walk.written.same(b, candidate)) ?? restA.find((candidate) => isNamedDefinition(b) && candidate.at === b.at && !candidate.merged);
    if (!a) continue;
    restB.splice(restB.indexOf(b), 1);
    restA.splice(restA.indexOf(a), 1);
    compareFacet(walk, type, b, a, path, canons);
  }
  // Alternatives unchanged on both sides drop out; the rest pair with their closest counterpart.
  // Each loop below is over pairs of alternatives: it ends once the deadline has passed.
  for (const b of [...restB]) {
    if (walk.clock.passed) return;
    const twin = restA.find((a) => findingsBetween(walk, type, b, a).length === 0);
    if (twin) {
      restB.splice(restB.indexOf(b), 1);
      restA.splice(restA.indexOf(twin), 1);
    }
  }
  const paired = new Set<Facet>();
  for (const b of restB) {
    if (walk.clock.passed) return;
    if (restA.length === 0) {
      // Every new alternative already has an old twin: this one is gone unless another covers it.
      const covered = as.some((a) => !findingsBetween(walk, type, b, a).some((f) => NARROWING.has(effectOf(f.fact))));
      if (!covered) emit(walk, 'variant-removed', b.at, path, canons, `the alternative at ${b.at || '/'} is gone`, { item: b.at, narrowing: () => firstSample(type, [b]) });
      continue;
    }
    // A new alternative that takes in several old ones (a wrapper `anyOf: [old, {type: object}]`)
    // is one widening, reported as its own addition: no fragments of the forms it absorbed.
    const absorber = restA.find((a) => absorbs(walk, type, a, restB));
    if (absorber) continue;
    const closest = closestAlternative(walk, type, b, restA);
    if (!closest) continue;
    paired.add(closest);
    compareFacet(walk, type, b, closest, path, canons);
  }
  for (const a of restA) {
    if (walk.clock.passed) return;
    if (paired.has(a) || bs.some((b) => !findingsBetween(walk, type, b, a).some((f) => WIDENING.has(effectOf(f.fact))))) continue;
    emit(walk, 'variant-added', a.at, path, canons, `a new alternative at ${a.at || '/'} is valid`, { item: a.at, widening: () => firstSample(type, [a]) });
  }
}

/** Does `a` accept everything two or more of the old alternatives accept? */
function absorbs(walk: Walk, type: JsonType, a: Facet, bs: Facet[]): boolean {
  let covered = 0;
  for (const b of bs) if (!findingsBetween(walk, type, b, a).some((f) => NARROWING.has(effectOf(f.fact))) && ++covered >= 2) return true;
  return false;
}

const WIDENING = new Set<SchemaEffect>(['widens', 'both', 'undecided']);
const NARROWING = new Set<SchemaEffect>(['narrows', 'both', 'undecided']);

/** The findings between two alternatives, in a scratch walk; none once the deadline has passed (nothing found then is reported). */
function findingsBetween(walk: Walk, type: JsonType, b: Facet, a: Facet): SchemaFinding[] {
  if (walk.clock.overdue()) return [];
  const scratch = scratchOf(walk);
  compareFacet(scratch, type, b, a, [], [placeholder, placeholder]);
  return scratch.findings;
}

const placeholder: Canon = { at: '', types: {}, opaque: [], meaning: new Map() };

/** The alternative of `as` that keeps most of `b`: fewest narrowing findings, then fewest findings. */
function closestAlternative(walk: Walk, type: JsonType, b: Facet, as: Facet[]): Facet | undefined {
  let best: { facet: Facet; narrowing: number; count: number } | undefined;
  for (const a of as) {
    const findings = findingsBetween(walk, type, b, a);
    const narrowing = findings.filter((f) => NARROWING.has(effectOf(f.fact))).length;
    if (!best || narrowing < best.narrowing || (narrowing === best.narrowing && findings.length < best.count)) best = { facet: a, narrowing, count: findings.length };
  }
  return best?.facet;
}

interface Pairing<F> {
  matched: Array<[F, F]>;
  removed: F[];
  added: F[];
}

/** A property every alternative requires with one listed value each, different per alternative. */
function pairByDiscriminator(bs: ObjectFacet[], as: ObjectFacet[]): Pairing<ObjectFacet> | undefined {
  const all = [...bs, ...as];
  const candidates = [...new Set(all.flatMap((facet) => facet.required))].sort();
  for (const name of candidates) {
    const keyOf = (facet: ObjectFacet) => discriminatorValue(facet, name);
    if (!all.every((facet) => keyOf(facet) !== undefined)) continue;
    const bKeys = bs.map(keyOf);
    const aKeys = as.map(keyOf);
    if (new Set(bKeys).size !== bKeys.length || new Set(aKeys).size !== aKeys.length) continue;
    return {
      matched: bs.flatMap((b, i) => {
        const j = aKeys.indexOf(bKeys[i]);
        return j === -1 ? [] : [[b, as[j]!] as [ObjectFacet, ObjectFacet]];
      }),
      removed: bs.filter((_, i) => !aKeys.includes(bKeys[i])),
      added: as.filter((_, j) => !bKeys.includes(aKeys[j])),
    };
  }
  return undefined;
}

function discriminatorValue(facet: ObjectFacet, name: string): string | undefined {
  if (!facet.required.includes(name)) return undefined;
  const schema = facet.properties.get(name);
  if (!schema || schema.opaque.length) return undefined;
  const listed = JSON_TYPES.flatMap((type) => ((schema.types[type] ?? []) as Facet[]).map((f) => f.values));
  if (listed.length !== 1 || listed[0]?.length !== 1) return undefined;
  return JSON.stringify(listed[0][0]);
}

function isNamedDefinition(facet: Facet): boolean {
  return !facet.merged && /\/(\$defs|definitions)\/[^/]+$/.test(facet.at);
}
