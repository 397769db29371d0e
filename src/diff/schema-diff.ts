import { setOwn } from '../json/own.js';
import { canonicalJson, jsonEqual } from '../json/rfc8785.js';
import { isAny, isNever, isOpenFacet, propertySchema, safeTest } from '../jsonschema/canon/algebra.js';
import { canonicalize } from '../jsonschema/canon/builder.js';
import { JSON_TYPES, type ArrayFacet, type Bound, type Canon, type Facet, type JsonType, type NumberFacet, type ObjectFacet, type OpaqueKeyword, type StringFacet } from '../jsonschema/canon/types.js';
import { jsonTypeOf } from '../jsonschema/canon/values.js';
import {
  accepts,
  arrayOfLength,
  codePoints,
  facetAccepts,
  facetSamples,
  freshName,
  isMultiple,
  numberCandidates,
  objectWith,
  sample,
  samples,
  stringCandidates,
  candidateLengthLimit,
  withProperty,
} from '../jsonschema/instances.js';
import { isLinear } from '../jsonschema/patterns.js';
import { valueAtPointer } from '../jsonschema/refs.js';
import { pointerSegment } from '../jsonschema/subschemas.js';
import { SCHEMA_FACTS, type Direction, type SchemaEffect, type SchemaFactName } from './rules.js';

/** One step from a value to a value inside it, with the alternative (facet) each side takes there. */
export interface Step {
  type: JsonType;
  facets: [before: Facet, after: Facet];
  child: { property: string } | { index: number };
}

/** One difference in what two schemas accept, before the direction gives it a level. */
export interface SchemaFinding {
  fact: SchemaFactName;
  /** JSON pointer relative to the schema root (in the after schema where it exists). */
  pointer: string;
  /** The changed item: a property, an enum value, a type, a bound keyword, a pattern. */
  item?: string;
  before?: unknown;
  after?: unknown;
  detail: string;
  /** Where the value the fact is about sits inside an instance of the root. */
  path: Step[];
  /** The canonical schemas both sides require at that place. */
  canons: [before: Canon, after: Canon];
  /** A value at that place valid before and not after (narrowing), or after and not before (widening); built only when asked. */
  narrowing?: () => unknown;
  widening?: () => unknown;
}

const EFFECT = new Map<string, SchemaEffect>(SCHEMA_FACTS.map((fact) => [fact.fact, fact.effect]));

export function effectOf(fact: SchemaFactName): SchemaEffect {
  return EFFECT.get(fact)!;
}

/** Node visits allowed per schema pair: deterministic, unlike a clock; past it the pair is undecided. */
const VISIT_BUDGET = 5_000;

/** Steps between two looks at the clock: a step costs microseconds, a look at the clock next to nothing. */
const CLOCK_EVERY = 64;

/**
 * The deadline (epoch ms) of the comparisons made inside `compareWithin`, and whether one of
 * them met it. Ambient, not a parameter: it is the classification's (./parallel.ts,
 * ./compare-worker.ts), and the code between there and here does not carry it. Comparisons
 * are synchronous: one scope at a time per thread.
 */
interface DeadlineScope {
  deadlineAt: number;
  met: boolean;
}
let scope: DeadlineScope = { deadlineAt: Infinity, met: false };

/** Runs `run` with comparisons that stop at `deadlineAt`; `overdue` says whether one did. */
export function compareWithin<T>(deadlineAt: number, run: () => T): { value: T; overdue: boolean } {
  const outer = scope;
  const own = (scope = { deadlineAt, met: false });
  try {
    return { value: run(), overdue: own.met };
  } finally {
    scope = outer;
  }
}

/**
 * Counts the steps of one comparison or search and looks at the clock every CLOCK_EVERY of
 * them: the visit budget bounds a walk's depth, not its loops over union alternatives (a pair
 * of 3,000-branch unions is millions of alternative pairs, each a few visits).
 */
class Clock {
  private steps = 0;
  private readonly scope = scope;
  passed = false;

  constructor(private readonly every = CLOCK_EVERY) {
    this.look();
  }

  /** One more step; true once the deadline has passed (and from then on). */
  overdue(): boolean {
    return this.passed || (++this.steps % this.every === 0 && this.look());
  }

  /** Looks at the clock now: after work the steps do not count (building the canonical forms). */
  look(): boolean {
    this.passed = Date.now() > this.scope.deadlineAt;
    if (this.passed) this.scope.met = true;
    return this.passed;
  }
}

/**
 * Schema pairs already under comparison. A scratch walk (pairing union branches) sees its
 * parent's pairs too, so a union whose branches refer back to it (zod's `z.lazy` trees) meets
 * its own pair again and stops there, instead of opening a new scratch walk at every level.
 */
class Assumptions {
  private readonly pairs = new Map<Canon, Set<Canon>>();
  constructor(private readonly parent?: Assumptions) {}

  has(b: Canon, a: Canon): boolean {
    return this.pairs.get(b)?.has(a) === true || this.parent?.has(b, a) === true;
  }

  add(b: Canon, a: Canon): void {
    const pairs = this.pairs.get(b) ?? new Set<Canon>();
    pairs.add(a);
    this.pairs.set(b, pairs);
  }
}

interface Walk {
  direction: Direction;
  findings: SchemaFinding[];
  seen: Set<string>;
  /** Pairs of recursion points under comparison: met again, they are assumed equal (coinduction). */
  assumed: Assumptions;
  visits: { left: number };
  /** Shared with scratch walks: past the deadline every loop ends, and the pair is undecided. */
  clock: Clock;
  /** The two documents as written: alternatives written alike are the same alternative. */
  written: WrittenForms;
}

/**
 * The text of each subschema of the two documents, by pointer, made once. Two union
 * alternatives written identically are one alternative: what they refer to may have changed,
 * and that is reported where it is defined, not as a difference between the two.
 */
class WrittenForms {
  private readonly texts: [Map<string, string | undefined>, Map<string, string | undefined>] = [new Map(), new Map()];
  constructor(private readonly docs: [unknown, unknown]) {}

  same(b: Facet, a: Facet): boolean {
    if (b.merged || a.merged) return false;
    const text = this.textAt(0, b.at);
    return text !== undefined && text === this.textAt(1, a.at);
  }

  private textAt(side: 0 | 1, at: string): string | undefined {
    const cache = this.texts[side];
    if (!cache.has(at)) cache.set(at, writtenText(this.docs[side], at));
    return cache.get(at);
  }
}

function isNamedDefinition(facet: Facet): boolean {
  return !facet.merged && /\/(\$defs|definitions)\/[^/]+$/.test(facet.at);
}

function writtenText(doc: unknown, at: string): string | undefined {
  const node = valueAtPointer(doc, at);
  return node !== null && typeof node === 'object' ? canonicalJson(node) : undefined;
}

/** Compares what two schemas accept; never fetches anything (a remote `$ref` is opaque). */
export function diffSchemas(before: unknown, after: unknown, direction: Direction = 'input'): SchemaFinding[] {
  const walk: Walk = { direction, findings: [], seen: new Set(), assumed: new Assumptions(), visits: { left: VISIT_BUDGET }, clock: new Clock(), written: new WrittenForms([before, after]) };
  const [rootB, rootA] = [canonicalize(before).root, canonicalize(after).root];
  const b = asArguments(rootB, rootA, direction);
  const a = asArguments(rootA, rootB, direction);
  if (!walk.clock.look()) compareCanon(walk, b, a, []);
  // What was found by then depends on the machine's speed: only the deadline is reported.
  if (walk.clock.passed)
    return [{ fact: 'undecided', pointer: '', path: [], canons: [b, a], item: 'deadline', detail: 'the classification stopped at its deadline before the schemas were compared to the end' }];
  if (walk.visits.left <= 0) emit(walk, 'undecided', '', [], [b, a], `the schemas are too large to compare exactly (more than ${VISIT_BUDGET} steps); what was found is reported`, { item: 'budget' });
  return walk.findings;
}

/**
 * A tool's arguments are always an object: where an input root accepts objects on both sides
 * (zod 4 once left `type: object` out), only object values can be sent, so the root neither
 * loses nor gains the other types.
 */
function asArguments(root: Canon, other: Canon, direction: Direction): Canon {
  if (direction !== 'input' || !root.types.object?.length || !other.types.object?.length) return root;
  // Only where a type other than object comes or goes: the root keeps its identity (a recursion point) otherwise.
  if (JSON_TYPES.every((type) => type === 'object' || !root.types[type]?.length === !other.types[type]?.length)) return root;
  return { ...root, types: { object: root.types.object } };
}

function emit(walk: Walk, fact: SchemaFactName, pointer: string, path: Step[], canons: [Canon, Canon], detail: string, extra: Partial<SchemaFinding>): void {
  const key = `${fact}\u0000${pointer}\u0000${extra.item ?? ''}`;
  if (walk.seen.has(key)) return; // a definition reached from two places is one change
  walk.seen.add(key);
  walk.findings.push({ fact, pointer, detail, path, canons, ...extra });
}

function compareCanon(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  if (b === a || walk.clock.overdue() || --walk.visits.left < 0) return;
  // A pair met again is on a cycle (a recursive definition): assumed equal, coinductively.
  if (walk.assumed.has(b, a)) return;
  walk.assumed.add(b, a);
  compareOpaque(walk, b, a, path);
  compareMeaning(walk, b, a, path);
  // What an unresolved `$ref` accepts is unknown: the types beside it say nothing.
  if ([...b.opaque, ...a.opaque].some((entry) => entry.keyword === '$ref' || entry.keyword === '(not a schema)')) return;
  compareTypes(walk, b, a, path);
}

/** Keywords kept as written: a change there is undecided, whatever its direction. */
function compareOpaque(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  const keywords = new Set([...b.opaque, ...a.opaque].map((entry) => entry.keyword));
  for (const keyword of [...keywords].sort()) {
    const before = b.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
    const after = a.opaque.filter((entry) => entry.keyword === keyword).map((entry) => entry.value);
    if (jsonEqual(before, after)) continue;
    if (keyword === 'oneOf' && compareOneOf(walk, b, a, path)) continue;
    const at = (a.opaque.find((entry) => entry.keyword === keyword) ?? b.opaque.find((entry) => entry.keyword === keyword))!.at;
    const fact: SchemaFactName = keyword === '$ref' ? 'remote-ref' : 'logic-changed';
    const detail = keyword === '$ref' ? `a $ref outside the schema changed (${JSON.stringify(after[0] ?? before[0])}); it was not fetched` : `"${keyword}" changed: its effect is not decided exactly`;
    emit(walk, fact, `${at}/${pointerSegment(keyword)}`, path, [b, a], detail, { item: keyword, before: unwrap(before), after: unwrap(after) });
  }
}

function unwrap(values: unknown[]): unknown {
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
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
        if (isPlainObject(x) && isPlainObject(y)) out.push(joined(x, y));
      }
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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

const MEANING_FACTS: Record<string, SchemaFactName> = {
  readOnly: 'read-only-changed',
  writeOnly: 'write-only-changed',
  deprecated: 'deprecated-changed',
  default: 'default-changed',
  contentMediaType: 'content-changed',
  contentEncoding: 'content-changed',
};

function compareMeaning(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  for (const keyword of Object.keys(MEANING_FACTS)) {
    const before = b.meaning.get(keyword);
    const after = a.meaning.get(keyword);
    if (jsonEqual(before?.value, after?.value)) continue;
    const what = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    emit(walk, MEANING_FACTS[keyword]!, `${(after ?? before)!.at}/${keyword}`, path, [b, a], `${keyword} ${what}${describeChange(before?.value, after?.value)}`, {
      item: keyword,
      before: before?.value,
      after: after?.value,
    });
  }
}

function describeChange(before: unknown, after: unknown): string {
  if (before === undefined) return `: ${show(after)}`;
  if (after === undefined) return ` (was ${show(before)})`;
  return `: ${show(before)} → ${show(after)}`;
}

/** Types accepted on one side only are one change each way; types on both compare their alternatives. */
function compareTypes(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
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

/** The alternatives of a type that accept values: a oneOf alternative another one contains accepts none (canonical.ts marks it dead). */
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

/** A walk that reports nothing, sharing the budget, the clock and the pairs under comparison of its parent. */
function scratchOf(walk: Walk): Walk {
  return { direction: walk.direction, findings: [], seen: new Set(), assumed: new Assumptions(walk.assumed), visits: walk.visits, clock: walk.clock, written: walk.written };
}

/** Do two schemas differ in anything the comparison sees? Asked in a scratch walk. */
function differs(walk: Walk, b: Canon, a: Canon): boolean {
  const scratch = scratchOf(walk);
  compareCanon(scratch, b, a, []);
  return scratch.findings.length > 0;
}

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

/** Per type, the keyword comparisons: one table, one comparator per row. */
type Comparator<F extends Facet> = (walk: Walk, b: F, a: F, path: Step[], canons: [Canon, Canon]) => void;
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

function compareFacet(walk: Walk, type: JsonType, b: Facet, a: Facet, path: Step[], canons: [Canon, Canon]): void {
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

function compareInteger(walk: Walk, b: NumberFacet, a: NumberFacet, path: Step[], canons: [Canon, Canon]): void {
  if (b.integer === a.integer) return;
  const at = `${a.at}/type`;
  const fraction = (from: NumberFacet, to: NumberFacet) => numberCandidates(from, to).find((n) => !Number.isInteger(n) && facetAccepts('number', from, n) && !facetAccepts('number', to, n));
  if (a.integer) emit(walk, 'type-narrowed', at, path, canons, 'only integers are valid now', { item: 'number', narrowing: () => fraction(b, a) });
  else emit(walk, 'type-widened', at, path, canons, 'numbers that are not integers are valid now', { item: 'number', widening: () => fraction(a, b) });
}

function compareNumberBound(side: 'min' | 'max'): Comparator<NumberFacet> {
  return (walk, b, a, path, canons) => {
    const change = boundChange(side, b[side], a[side]);
    if (!change) return;
    const keyword = side === 'min' ? 'minimum' : 'maximum';
    const witness = (from: NumberFacet, to: NumberFacet) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n) && violates(side, to[side], n));
    const detail = `${side === 'min' ? 'lower' : 'upper'} bound ${describeBound(b[side])} → ${describeBound(a[side])}`;
    const at = `${(a[side] ? a : b).at}/${keyword}`;
    if (change === 'tightened') emit(walk, 'bound-tightened', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, narrowing: () => witness(b, a) });
    else emit(walk, 'bound-relaxed', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, widening: () => witness(a, b) });
  };
}

function violates(side: 'min' | 'max', bound: Bound | undefined, n: number): boolean {
  if (!bound) return false;
  if (side === 'min') return bound.exclusive ? n <= bound.value : n < bound.value;
  return bound.exclusive ? n >= bound.value : n > bound.value;
}

/** Which way a bound moved: tightened means fewer values pass it. */
function boundChange(side: 'min' | 'max', before: Bound | undefined, after: Bound | undefined): 'tightened' | 'relaxed' | undefined {
  if (!before && !after) return undefined;
  if (!before) return 'tightened';
  if (!after) return 'relaxed';
  if (before.value === after.value) return before.exclusive === after.exclusive ? undefined : after.exclusive ? 'tightened' : 'relaxed';
  const raised = after.value > before.value;
  return (side === 'min') === raised ? 'tightened' : 'relaxed';
}

function describeBound(bound: Bound | undefined): string {
  if (!bound) return 'none';
  return bound.written ?? `${bound.exclusive ? 'exclusive ' : ''}${bound.value}`;
}

function compareMultipleOf(walk: Walk, b: NumberFacet, a: NumberFacet, path: Step[], canons: [Canon, Canon]): void {
  if (jsonEqual(b.multipleOf, a.multipleOf)) return;
  // Every value of `from` is a multiple of `m` when some divisor `from` requires is itself a multiple of `m`.
  const implied = (from: NumberFacet, m: number) => [...from.multipleOf, ...(from.integer ? [1] : [])].some((d) => isMultiple(d, m));
  const narrows = a.multipleOf.some((m) => !implied(b, m));
  const widens = b.multipleOf.some((m) => !implied(a, m));
  const at = `${a.at}/multipleOf`;
  const detail = `multipleOf ${b.multipleOf.join(', ') || 'none'} → ${a.multipleOf.join(', ') || 'none'}`;
  const witness = (from: NumberFacet, to: NumberFacet) => numberCandidates(from, to).find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n));
  if (narrows) emit(walk, 'bound-tightened', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), narrowing: () => witness(b, a) });
  if (widens) emit(walk, 'bound-relaxed', at, path, canons, detail, { item: 'multipleOf', before: unwrap(b.multipleOf), after: unwrap(a.multipleOf), widening: () => witness(a, b) });
}

/** minLength/maxLength, minItems/maxItems, minProperties/maxProperties: whole-number bounds. */
function countChange(keyword: string, before: number | undefined, after: number | undefined): 'tightened' | 'relaxed' | undefined {
  const isMin = keyword.startsWith('min');
  const b = before ?? (isMin ? 0 : Infinity);
  const a = after ?? (isMin ? 0 : Infinity);
  if (a === b) return undefined;
  return (isMin ? a > b : a < b) ? 'tightened' : 'relaxed';
}

function compareLength(keyword: 'minLength' | 'maxLength'): Comparator<StringFacet> {
  return (walk, b, a, path, canons) => {
    const change = countChange(keyword, b[keyword], a[keyword]);
    if (!change) return;
    const witness = (from: StringFacet, to: StringFacet) => {
      const limit = to[keyword];
      return stringCandidates(from, to)
        .concat(lengthsAround(from, to))
        .find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s) && (keyword === 'minLength' ? codePoints(s) < (limit ?? 0) : codePoints(s) > (limit ?? Infinity)));
    };
    emitCount(
      walk,
      keyword,
      change,
      b[keyword],
      a[keyword],
      a.at,
      path,
      canons,
      () => witness(b, a),
      () => witness(a, b),
    );
  };
}

/**
 * Strings of each length a bound names, from a valid sample grown or cut to that length: the
 * sample's last character repeated, its first, or the sample itself repeated, so that a string
 * just past the new bound still matches the patterns of both sides.
 */
function lengthsAround(from: StringFacet, to: StringFacet): string[] {
  const bases = stringCandidates(from)
    .filter((s) => s.length > 0 && facetAccepts('string', from, s))
    .slice(0, 4);
  const limit = candidateLengthLimit(from, to);
  const lengths = [from.minLength, from.maxLength, to.minLength - 1, (to.maxLength ?? -2) + 1].filter((n): n is number => n !== undefined && n >= 0 && n <= limit);
  const out: string[] = [];
  for (const n of lengths) {
    if (bases.length === 0) out.push('a'.repeat(n));
    for (const base of bases) for (const grown of growTo(base, n)) out.push(grown);
  }
  return out;
}

/** The base cut to n code points, or grown to n by its last character, its first, or itself repeated. */
function growTo(base: string, n: number): string[] {
  const chars = [...base];
  if (n <= chars.length) return [chars.slice(0, n).join('')];
  const extra = n - chars.length;
  const grown = [[...chars, ...Array<string>(extra).fill(chars.at(-1)!)], [...Array<string>(extra).fill(chars[0]!), ...chars], Array.from({ length: n }, (_, i) => chars[i % chars.length]!)];
  return [...new Set(grown.map((list) => list.join('')))];
}

function emitCount(
  walk: Walk,
  keyword: string,
  change: 'tightened' | 'relaxed',
  before: number | undefined,
  after: number | undefined,
  at: string,
  path: Step[],
  canons: [Canon, Canon],
  narrowing: () => unknown,
  widening: () => unknown,
): void {
  const detail = `${keyword} ${before ?? 'none'} → ${after ?? 'none'}`;
  if (change === 'tightened') emit(walk, 'bound-tightened', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, narrowing });
  else emit(walk, 'bound-relaxed', `${at}/${keyword}`, path, canons, detail, { item: keyword, before, after, widening });
}

function comparePatterns(walk: Walk, b: StringFacet, a: StringFacet, path: Step[], canons: [Canon, Canon]): void {
  const added = a.patterns.filter((p) => !b.patterns.includes(p));
  const removed = b.patterns.filter((p) => !a.patterns.includes(p));
  if (!added.length && !removed.length) return;
  const witness = (from: StringFacet, to: StringFacet) => [...stringCandidates(from, to), ...lengthsAround(from, to)].find((s) => facetAccepts('string', from, s) && !facetAccepts('string', to, s));
  const at = `${a.at}/pattern`;
  if (added.length && removed.length) {
    // `^[a-z0-9-]+$` → `^[-0-9a-z]+$`: a rewrite, no change, when neither search finds a string told apart.
    if (witness(b, a) === undefined && witness(a, b) === undefined && sameLanguage(b.patterns, a.patterns)) return;
    return emit(walk, 'pattern-changed', at, path, canons, `pattern ${show(unwrap(removed))} → ${show(unwrap(added))}`, {
      before: unwrap(removed),
      after: unwrap(added),
      narrowing: () => witness(b, a),
      widening: () => witness(a, b),
    });
  }
  for (const pattern of added) emit(walk, 'pattern-added', at, path, canons, `strings must match ${show(pattern)}`, { item: pattern, after: pattern, narrowing: () => witness(b, a) });
  for (const pattern of removed)
    emit(walk, 'pattern-removed', `${b.at}/pattern`, path, canons, `strings need not match ${show(pattern)}`, { item: pattern, before: pattern, widening: () => witness(a, b) });
}

/** Characters probe strings are made of: printable ASCII, a few beyond it, and each class range's ends and neighbours. */
const PROBE_ALPHABET = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), 'é', 'ß', 'Ω', 'я', '中', '😀', '\u00a0', '\t', '\n'];

function rangeEnds(pattern: string): string[] {
  const ends: string[] = [];
  for (const [, from, to] of pattern.matchAll(/([^\\[\]])-([^\\[\]])/gu)) {
    const [x, y] = [from!.codePointAt(0)!, to!.codePointAt(0)!];
    for (const code of [x - 1, x, y, y + 1, (x + y) >> 1]) if (code >= 0 && code <= 0x10ffff) ends.push(String.fromCodePoint(code));
  }
  return ends;
}

/**
 * Do two lists of patterns accept the same strings, as far as a bounded search can tell? Every
 * string of up to two characters over the probe alphabet (with the patterns' own literal
 * characters) and the strings each pattern generates are tried on a linear-time engine.
 */
function sameLanguage(before: string[], after: string[]): boolean {
  const all = [...before, ...after];
  if (!all.every(isLinear)) return false;
  const alphabet = [...new Set([...PROBE_ALPHABET, ...all.flatMap(rangeEnds)])];
  const probes = new Set<string>(['']);
  for (const x of alphabet) {
    probes.add(x);
    for (const y of alphabet) probes.add(x + y);
  }
  for (const pattern of all) for (const text of stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] })) for (const n of [0, 1, 2]) probes.add(text + text.slice(0, n));
  const matches = (patterns: string[], text: string) => patterns.every((pattern) => safeTest(pattern, text));
  for (const text of probes) if (matches(before, text) !== matches(after, text)) return false;
  return true;
}

function compareFormats(walk: Walk, b: StringFacet, a: StringFacet, path: Step[], canons: [Canon, Canon]): void {
  if (jsonEqual(b.formats, a.formats)) return;
  const [before, after] = [unwrap(b.formats), unwrap(a.formats)];
  emit(walk, 'format-changed', `${a.at}/format`, path, canons, `format ${show(before ?? 'none')} → ${show(after ?? 'none')}`, { before, after });
}

/** A whole-number bound on a size: the witness is a valid value of the facet one past the new bound. */
function compareSize<F extends ArrayFacet | ObjectFacet, K extends keyof F & string>(keyword: K, ofSize: (facet: F, size: number) => unknown): Comparator<F> {
  return (walk, b, a, path, canons) => {
    const change = countChange(keyword, b[keyword] as number | undefined, a[keyword] as number | undefined);
    if (!change) return;
    const witness = (from: F, to: F) => {
      const bound = to[keyword] as number | undefined;
      const size = keyword.startsWith('min') ? (bound ?? 0) - 1 : (bound ?? Infinity) + 1;
      return Number.isFinite(size) && size >= 0 && size <= 1_000 ? ofSize(from, size) : undefined;
    };
    emitCount(
      walk,
      keyword,
      change,
      b[keyword] as number | undefined,
      a[keyword] as number | undefined,
      a.at,
      path,
      canons,
      () => witness(b, a),
      () => witness(a, b),
    );
  };
}

function compareItemCount(keyword: 'minItems' | 'maxItems'): Comparator<ArrayFacet> {
  return compareSize<ArrayFacet, typeof keyword>(keyword, (facet, size) => arrayOfLength(facet, size, 0));
}

/** An object of the facet with `size` properties: the required ones first, then named, then made up. */
function objectOfSize(facet: ObjectFacet, size: number): Record<string, unknown> | undefined {
  const names = [...facet.required];
  for (let i = 0; names.length < size; i++) names.push([...facet.properties.keys()].find((n) => !names.includes(n)) ?? `extra${i}`);
  return names.length === size ? objectWith({ ...facet, minProperties: 0 }, names, 0) : undefined;
}

function comparePropertyCount(keyword: 'minProperties' | 'maxProperties'): Comparator<ObjectFacet> {
  return compareSize<ObjectFacet, typeof keyword>(keyword, objectOfSize);
}

function compareUnique(walk: Walk, b: ArrayFacet, a: ArrayFacet, path: Step[], canons: [Canon, Canon]): void {
  if (b.unique === a.unique) return;
  const twins = (from: ArrayFacet) => {
    const one = sample(from.prefix[0] ?? from.items);
    return one === undefined ? undefined : [one, one];
  };
  if (a.unique) emit(walk, 'constraint-added', `${a.at}/uniqueItems`, path, canons, 'items must be unique now', { item: 'uniqueItems', narrowing: () => twins(b) });
  else emit(walk, 'constraint-removed', `${b.at}/uniqueItems`, path, canons, 'items need not be unique now', { item: 'uniqueItems', widening: () => twins(a) });
}

/** Tuple positions, then the elements past them, each compared where an instance would hold it. */
function compareElements(walk: Walk, b: ArrayFacet, a: ArrayFacet, path: Step[]): void {
  const length = Math.max(b.prefix.length, a.prefix.length);
  for (let index = 0; index <= length; index++) {
    const bs = index < length ? (b.prefix[index] ?? b.items) : b.items;
    const as = index < length ? (a.prefix[index] ?? a.items) : a.items;
    compareCanon(walk, bs, as, [...path, { type: 'array', facets: [b, a], child: { index } }]);
  }
}

function compareProperties(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const names = [...new Set([...b.properties.keys(), ...a.properties.keys()])].sort();
  for (const name of names) {
    const step: Step = { type: 'object', facets: [b, a], child: { property: name } };
    const before = b.properties.get(name);
    const after = a.properties.get(name);
    const at = `${(after ? a : b).at}/properties/${pointerSegment(name)}`;
    if (before && after) compareCanon(walk, before, after, [...path, step]);
    else if (after) propertyAdded(walk, b, name, after, at, path, step, canons);
    else propertyRemoved(walk, b, a, name, before!, at, path, step, canons);
  }
}

/** A new property: reported once; compared further only where the old object already said something of the name. */
function propertyAdded(walk: Walk, b: ObjectFacet, name: string, after: Canon, at: string, path: Step[], step: Step, canons: [Canon, Canon]): void {
  emit(walk, 'property-added', at, path, canons, `property "${name}" added`, { item: name });
  const old = propertySchema(b, name);
  if (!isAny(old) && !isNever(old)) compareCanon(walk, old, after, [...path, step]);
}

function propertyRemoved(walk: Walk, b: ObjectFacet, a: ObjectFacet, name: string, before: Canon, at: string, path: Step[], step: Step, canons: [Canon, Canon]): void {
  const now = propertySchema(a, name);
  if (isNever(now)) {
    const narrowing = () => withProperty(b, name, sample(before));
    return emit(walk, 'closed-property-removed', at, path, canons, `property "${name}" removed from a closed object`, { item: name, narrowing });
  }
  if (isAny(now)) {
    const stranger = [0, 'a', true, null, {}, []].find((value) => !accepts(before, value));
    return emit(walk, 'property-removed', at, path, canons, `property "${name}" removed`, { item: name, widening: () => (stranger === undefined ? undefined : withProperty(a, name, stranger)) });
  }
  compareCanon(walk, before, now, [...path, step]);
}

function compareRequired(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const without = (facet: ObjectFacet, name: string) =>
    objectWith(
      facet,
      facet.required.filter((n) => n !== name),
      0,
    );
  for (const name of a.required) {
    if (b.required.includes(name)) continue;
    // Required with a default: how generators write a defaulted field; the server fills it in when a call leaves it out.
    if (a.properties.get(name)?.meaning.has('default'))
      emit(walk, 'required-added-defaulted', `${a.at}/required`, path, canons, `property "${name}" is required now, with a default`, { item: name, after: name });
    else emit(walk, 'required-added', `${a.at}/required`, path, canons, `property "${name}" is required now`, { item: name, after: name, narrowing: () => without(b, name) });
  }
  for (const name of b.required) {
    if (!a.required.includes(name))
      emit(walk, 'required-removed', `${a.at}/required`, path, canons, `property "${name}" is no longer required`, { item: name, before: name, widening: () => without(a, name) });
  }
}

function compareAdditional(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const name = freshName(b, a);
  // Patterns on both sides claim every name: no property reaches additionalProperties.
  if (name === undefined) return;
  const at = `${a.at}/additionalProperties`;
  if (isAny(b.additional) && isNever(a.additional)) {
    return emit(walk, 'additional-properties-closed', at, path, canons, 'the object is closed: unknown properties are rejected', { narrowing: () => withProperty(b, name, 'x') });
  }
  if (isNever(b.additional) && isAny(a.additional)) {
    return emit(walk, 'additional-properties-opened', at, path, canons, 'the object is open: unknown properties are allowed', { widening: () => withProperty(a, name, 'x') });
  }
  compareCanon(walk, b.additional, a.additional, [...path, { type: 'object', facets: [b, a], child: { property: name } }]);
}

function comparePatternProperties(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const patterns = [...new Set([...b.patternProperties, ...a.patternProperties].map((entry) => entry.pattern))].sort();
  // A key rewritten to the same language (TypeBox 0.34 `^(.*)$` → TypeBox 1 `^.*$`) claims the same names: one entry.
  const renamed = new Map<string, string>();
  const afterOnly = a.patternProperties.filter((entry) => !b.patternProperties.some((other) => other.pattern === entry.pattern));
  for (const { pattern } of b.patternProperties) {
    if (walk.clock.overdue() || a.patternProperties.some((entry) => entry.pattern === pattern)) continue;
    const twin = afterOnly.find((entry) => ![...renamed.values()].includes(entry.pattern) && sameLanguage([pattern], [entry.pattern]));
    if (twin) renamed.set(pattern, twin.pattern);
  }
  const targets = new Set(renamed.values());
  for (const pattern of patterns) {
    if (targets.has(pattern)) continue;
    const before = b.patternProperties.find((entry) => entry.pattern === pattern)?.schema;
    const written = renamed.get(pattern) ?? pattern;
    const after = a.patternProperties.find((entry) => entry.pattern === written)?.schema;
    const at = `${(after ? a : b).at}/patternProperties/${pointerSegment(after ? written : pattern)}`;
    if (before && after) {
      const key = stringCandidates({ at: '', minLength: 0, patterns: [pattern], formats: [] }).find((s) => safeTest(pattern, s) && !a.properties.has(s) && !b.properties.has(s));
      if (key !== undefined) compareCanon(walk, before, after, [...path, { type: 'object', facets: [b, a], child: { property: key } }]);
      else if (differs(walk, before, after)) emit(walk, 'logic-changed', at, path, canons, `patternProperties ${show(pattern)} changed (no name matching it could be made)`, { item: pattern });
    } else if (after) emit(walk, 'constraint-added', at, path, canons, `properties matching ${show(pattern)} are constrained now`, { item: pattern });
    else emit(walk, 'constraint-removed', at, path, canons, `properties matching ${show(pattern)} are no longer constrained`, { item: pattern });
  }
}

function compareDependencies(walk: Walk, b: ObjectFacet, a: ObjectFacet, path: Step[], canons: [Canon, Canon]): void {
  const names = [...new Set([...b.dependentRequired.keys(), ...a.dependentRequired.keys()])].sort();
  for (const name of names) {
    const before = b.dependentRequired.get(name) ?? [];
    const after = a.dependentRequired.get(name) ?? [];
    const at = `${a.at}/dependentRequired/${pointerSegment(name)}`;
    const trigger = (facet: ObjectFacet) => {
      const object = objectWith({ ...facet, dependentRequired: new Map() }, [...new Set([...facet.required, name, ...(facet.dependentRequired.get(name) ?? [])])], 0);
      return object;
    };
    if (after.some((need) => !before.includes(need)))
      emit(walk, 'constraint-added', at, path, canons, `with "${name}", ${list(after)} must be present now`, { item: `dependentRequired/${name}`, before, after, narrowing: () => trigger(b) });
    if (before.some((need) => !after.includes(need)))
      emit(walk, 'constraint-removed', at, path, canons, `with "${name}", ${list(before)} need not be present`, { item: `dependentRequired/${name}`, before, after, widening: () => trigger(a) });
  }
}

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

function isPatternSchema(value: unknown): value is { pattern: string } {
  return value !== null && typeof value === 'object' && typeof (value as { pattern?: unknown }).pattern === 'string';
}

/** Every property an object alternative of the canon names, with its schema (the first one named wins). */
function namedProperties(canon: Canon): Map<string, Canon> {
  const names = new Map<string, Canon>();
  for (const facet of (canon.types.object ?? []) as ObjectFacet[]) for (const [name, schema] of facet.properties) if (!names.has(name)) names.set(name, schema);
  return names;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function list(values: unknown[]): string {
  const shown = values.slice(0, 6).map(show).join(', ');
  return values.length > 6 ? `${shown}, … (${values.length} in all)` : shown;
}
