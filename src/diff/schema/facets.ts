// The keyword comparisons of number, string and array alternatives (bounds, multipleOf, lengths,
// patterns, formats, sizes, uniqueness, elements), each finding with the values that show it.

import { jsonEqual } from '../../json/rfc8785.js';
import type { ArrayFacet, Bound, Canon, NumberFacet, ObjectFacet, StringFacet } from '../../jsonschema/canon/types.js';
import {
  arrayOfLength,
  BUILT_LENGTH_LIMIT,
  BUILT_SIZE_LIMIT,
  buildableLength,
  candidateLengthLimit,
  codePoints,
  facetAccepts,
  growTo,
  isMultiple,
  numberCandidates,
  sample,
  stringCandidates,
  stringsOfLength,
} from '../../jsonschema/instances.js';
import { grouped } from '../change.js';
import { show, unwrap } from './describe.js';
import { stringPatternVerdict } from './patterns.js';
import { compareCanon, emit, type Comparator, type Step, type Walk } from './walk.js';

export function compareInteger(walk: Walk, b: NumberFacet, a: NumberFacet, path: Step[], canons: [Canon, Canon]): void {
  if (b.integer === a.integer) return;
  const at = `${a.at}/type`;
  const fraction = (from: NumberFacet, to: NumberFacet) => numberCandidates(from, to).find((n) => !Number.isInteger(n) && facetAccepts('number', from, n) && !facetAccepts('number', to, n));
  if (a.integer) emit(walk, 'type-narrowed', at, path, canons, 'only integers are valid now', { item: 'number', narrowing: () => fraction(b, a) });
  else emit(walk, 'type-widened', at, path, canons, 'numbers that are not integers are valid now', { item: 'number', widening: () => fraction(a, b) });
}

export function compareNumberBound(side: 'min' | 'max'): Comparator<NumberFacet> {
  return (walk, b, a, path, canons) => {
    const change = boundChange(side, b[side], a[side]);
    if (!change) return;
    const keyword = side === 'min' ? 'minimum' : 'maximum';
    const witness = (from: NumberFacet, to: NumberFacet) =>
      [...numberCandidates(from, to), ...numbersPast(side, from, to)].find((n) => facetAccepts('number', from, n) && !facetAccepts('number', to, n) && violates(side, to[side], n));
    const detail = `${side === 'min' ? 'lower' : 'upper'} bound ${describeBound(b[side])} → ${describeBound(a[side])}`;
    const at = `${(a[side] ? a : b).at}/${keyword}`;
    if (change === 'tightened') emit(walk, 'bound-tightened', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, narrowing: () => witness(b, a) });
    else emit(walk, 'bound-relaxed', at, path, canons, detail, { item: keyword, before: b[side]?.value, after: a[side]?.value, widening: () => witness(a, b) });
  };
}

/**
 * Numbers just past `to`'s bound on `side`, built from it whatever its size: the bound itself
 * (past an exclusive one), the next number a double holds, the next integer, the next multiple
 * of what `from` requires, halfway to `from`'s bound, and that bound.
 */
function numbersPast(side: 'min' | 'max', from: NumberFacet, to: NumberFacet): number[] {
  const bound = to[side]?.value;
  if (bound === undefined) return [];
  const step = side === 'max' ? 1 : -1;
  const next = side === 'max' ? Math.floor(bound) + 1 : Math.ceil(bound) - 1;
  const out = [bound, nextDouble(bound, step), next, bound + step];
  for (const m of [...from.multipleOf, ...(from.integer ? [1] : [])]) {
    const k = side === 'max' ? Math.floor(bound / m) + 1 : Math.ceil(bound / m) - 1;
    out.push(k * m, (k - step) * m);
  }
  const far = from[side]?.value;
  if (far !== undefined) out.push((bound + far) / 2, far);
  return out.filter(Number.isFinite);
}

/** The double next to x, up (step 1) or down (step -1). */
function nextDouble(x: number, step: 1 | -1): number {
  if (x === 0) return step * Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigInt64(0);
  view.setBigInt64(0, bits + (x > 0 === step > 0 ? 1n : -1n));
  return view.getFloat64(0);
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

export function compareMultipleOf(walk: Walk, b: NumberFacet, a: NumberFacet, path: Step[], canons: [Canon, Canon]): void {
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

export function compareLength(keyword: 'minLength' | 'maxLength'): Comparator<StringFacet> {
  return (walk, b, a, path, canons) => {
    const change = countChange(keyword, b[keyword], a[keyword]);
    if (!change) return;
    // The length just past the bound of `to`: a string of it, valid under `from`, is the witness, built at any size.
    const target = (to: StringFacet) => (keyword === 'minLength' ? to.minLength - 1 : (to.maxLength ?? Infinity) + 1);
    const witness = (from: StringFacet, to: StringFacet) => {
      const limit = to[keyword];
      const tells = (s: string) => facetAccepts('string', from, s) && !facetAccepts('string', to, s) && (keyword === 'minLength' ? codePoints(s) < (limit ?? 0) : codePoints(s) > (limit ?? Infinity));
      const built = () => (target(to) <= buildableLength(from, to) ? stringsOfLength(from, target(to)).find(tells) : undefined);
      return stringCandidates(from, to).concat(lengthsAround(from, to)).find(tells) ?? built();
    };
    const length = target(change === 'tightened' ? a : b);
    const beyond = length > BUILT_LENGTH_LIMIT && Number.isFinite(length) ? `a string of ${grouped(length)} characters` : undefined;
    emitCount(
      walk,
      { keyword, change, before: b[keyword], after: a[keyword], at: a.at, beyond },
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

/** A whole-number bound that changed: its keyword, its values, and the shape of a witness too large to build. */
interface CountChange {
  keyword: string;
  change: 'tightened' | 'relaxed';
  before: number | undefined;
  after: number | undefined;
  at: string;
  beyond: string | undefined;
}

function emitCount(walk: Walk, count: CountChange, path: Step[], canons: [Canon, Canon], narrowing: () => unknown, widening: () => unknown): void {
  const { keyword, before, after, beyond } = count;
  const detail = `${keyword} ${before ?? 'none'} → ${after ?? 'none'}`;
  const extra = { item: keyword, before, after, ...(beyond === undefined ? {} : { beyond }) };
  if (count.change === 'tightened') emit(walk, 'bound-tightened', `${count.at}/${keyword}`, path, canons, detail, { ...extra, narrowing });
  else emit(walk, 'bound-relaxed', `${count.at}/${keyword}`, path, canons, detail, { ...extra, widening });
}

/** `pattern` compared as the strings it accepts (./patterns.ts); a witness from the automata, else from the probes. */
export function comparePatterns(walk: Walk, b: StringFacet, a: StringFacet, path: Step[], canons: [Canon, Canon]): void {
  if (jsonEqual(b.patterns, a.patterns)) return;
  const verdict = stringPatternVerdict(b, a, () => walk.clock.overdue());
  if (!verdict) return;
  const witness = (text: string | undefined, from: StringFacet, to: StringFacet) => {
    const tells = (s: string) => facetAccepts('string', from, s) && !facetAccepts('string', to, s);
    return text !== undefined && tells(text) ? text : [...stringCandidates(from, to), ...lengthsAround(from, to)].find(tells);
  };
  const extra = { narrowing: () => witness(verdict.lost, b, a), widening: () => witness(verdict.gained, a, b) };
  const [added, removed] = [a.patterns.filter((p) => !b.patterns.includes(p)), b.patterns.filter((p) => !a.patterns.includes(p))];
  if (verdict.fact === 'pattern-added') for (const pattern of added) emit(walk, verdict.fact, `${a.at}/pattern`, path, canons, verdict.detail, { item: pattern, after: pattern, ...extra });
  else if (verdict.fact === 'pattern-removed') for (const pattern of removed) emit(walk, verdict.fact, `${b.at}/pattern`, path, canons, verdict.detail, { item: pattern, before: pattern, ...extra });
  else emit(walk, verdict.fact, `${a.at}/pattern`, path, canons, verdict.detail, { before: unwrap(removed), after: unwrap(added), ...extra });
}

export function compareFormats(walk: Walk, b: StringFacet, a: StringFacet, path: Step[], canons: [Canon, Canon]): void {
  if (jsonEqual(b.formats, a.formats)) return;
  const [before, after] = [unwrap(b.formats), unwrap(a.formats)];
  emit(walk, 'format-changed', `${a.at}/format`, path, canons, `format ${show(before ?? 'none')} → ${show(after ?? 'none')}`, { before, after });
}

/** A whole-number bound on a size: the witness is a valid value of the facet one past the new bound, built at any size up to BUILT_SIZE_LIMIT. */
export function compareSize<F extends ArrayFacet | ObjectFacet, K extends keyof F & string>(keyword: K, ofSize: (facet: F, size: number) => unknown, shape: (size: string) => string): Comparator<F> {
  return (walk, b, a, path, canons) => {
    const change = countChange(keyword, b[keyword] as number | undefined, a[keyword] as number | undefined);
    if (!change) return;
    const target = (to: F) => {
      const bound = to[keyword] as number | undefined;
      return keyword.startsWith('min') ? (bound ?? 0) - 1 : (bound ?? Infinity) + 1;
    };
    const witness = (from: F, to: F) => {
      const size = target(to);
      return Number.isFinite(size) && size >= 0 && size <= BUILT_SIZE_LIMIT ? ofSize(from, size) : undefined;
    };
    const size = target(change === 'tightened' ? a : b);
    const beyond = size > BUILT_SIZE_LIMIT && Number.isFinite(size) ? shape(grouped(size)) : undefined;
    const count = { keyword, change, before: b[keyword] as number | undefined, after: a[keyword] as number | undefined, at: a.at, beyond };
    emitCount(
      walk,
      count,
      path,
      canons,
      () => witness(b, a),
      () => witness(a, b),
    );
  };
}

export function compareItemCount(keyword: 'minItems' | 'maxItems'): Comparator<ArrayFacet> {
  return compareSize<ArrayFacet, typeof keyword>(
    keyword,
    (facet, size) => arrayOfLength(facet, size, 0),
    (size) => `an array of ${size} items`,
  );
}

export function compareUnique(walk: Walk, b: ArrayFacet, a: ArrayFacet, path: Step[], canons: [Canon, Canon]): void {
  if (b.unique === a.unique) return;
  const twins = (from: ArrayFacet) => {
    const one = sample(from.prefix[0] ?? from.items);
    return one === undefined ? undefined : [one, one];
  };
  if (a.unique) emit(walk, 'constraint-added', `${a.at}/uniqueItems`, path, canons, 'items must be unique now', { item: 'uniqueItems', narrowing: () => twins(b) });
  else emit(walk, 'constraint-removed', `${b.at}/uniqueItems`, path, canons, 'items need not be unique now', { item: 'uniqueItems', widening: () => twins(a) });
}

/** Tuple positions, then the elements past them, each compared where an instance would hold it. */
export function compareElements(walk: Walk, b: ArrayFacet, a: ArrayFacet, path: Step[]): void {
  const length = Math.max(b.prefix.length, a.prefix.length);
  for (let index = 0; index <= length; index++) {
    const bs = index < length ? (b.prefix[index] ?? b.items) : b.items;
    const as = index < length ? (a.prefix[index] ?? a.items) : a.items;
    compareCanon(walk, bs, as, [...path, { type: 'array', facets: [b, a], child: { index } }]);
  }
}
