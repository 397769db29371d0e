// The walk of one schema comparison: its findings and their steps, the pairs under comparison,
// the documents as written, emit, and scratch walks that compare without reporting.

import { canonicalJson } from '../../json/rfc8785.js';
import type { Canon, Facet, JsonType } from '../../jsonschema/canon/types.js';
import { valueAtPointer } from '../../jsonschema/refs.js';
import { SCHEMA_FACTS, type Direction, type SchemaEffect, type SchemaFactName } from '../schema-facts.js';
import type { Clock } from './deadline.js';

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
  /** The shape of a witness past the size one is built at (`a string of 3,000,001 characters`): proven, not confirmed. */
  beyond?: string;
}

const EFFECT = new Map<string, SchemaEffect>(SCHEMA_FACTS.map((fact) => [fact.fact, fact.effect]));

export function effectOf(fact: SchemaFactName): SchemaEffect {
  return EFFECT.get(fact)!;
}

/**
 * Schema pairs already under comparison. A scratch walk (pairing union branches) sees its
 * parent's pairs too, so a union whose branches refer back to it (zod's `z.lazy` trees) meets
 * its own pair again and stops there, instead of opening a new scratch walk at every level.
 */
export class Assumptions {
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

export interface Walk {
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
  /** The comparison of two canons (./diff-schemas.ts), carried so that the comparators it reaches recurse without importing it. */
  compare: (walk: Walk, b: Canon, a: Canon, path: Step[]) => void;
}

/**
 * The text of each subschema of the two documents, by pointer, made once. Two union
 * alternatives written identically are one alternative: what they refer to may have changed,
 * and that is reported where it is defined, not as a difference between the two.
 */
export class WrittenForms {
  private readonly texts: [Map<string, string | undefined>, Map<string, string | undefined>] = [new Map(), new Map()];
  constructor(private readonly docs: [unknown, unknown]) {}

  /** The node as the server wrote it at a pointer of one side (0 before, 1 after). */
  nodeAt(side: 0 | 1, at: string): unknown {
    return valueAtPointer(this.docs[side], at);
  }

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

function writtenText(doc: unknown, at: string): string | undefined {
  const node = valueAtPointer(doc, at);
  return node !== null && typeof node === 'object' ? canonicalJson(node) : undefined;
}

export function emit(walk: Walk, fact: SchemaFactName, pointer: string, path: Step[], canons: [Canon, Canon], detail: string, extra: Partial<SchemaFinding>): void {
  const key = `${fact}\u0000${pointer}\u0000${extra.item ?? ''}`;
  if (walk.seen.has(key)) return; // a definition reached from two places is one change
  walk.seen.add(key);
  walk.findings.push({ fact, pointer, detail, path, canons, ...extra });
}

/** Compares two canons at a place inside the walk: the comparators recurse through here. */
export function compareCanon(walk: Walk, b: Canon, a: Canon, path: Step[]): void {
  walk.compare(walk, b, a, path);
}

/** A walk that reports nothing, sharing the budget, the clock and the pairs under comparison of its parent. */
export function scratchOf(walk: Walk): Walk {
  return { direction: walk.direction, findings: [], seen: new Set(), assumed: new Assumptions(walk.assumed), visits: walk.visits, clock: walk.clock, written: walk.written, compare: walk.compare };
}

/** Do two schemas differ in anything the comparison sees? Asked in a scratch walk. */
export function differs(walk: Walk, b: Canon, a: Canon): boolean {
  const scratch = scratchOf(walk);
  compareCanon(scratch, b, a, []);
  return scratch.findings.length > 0;
}

/** One keyword comparison of two alternatives of a type (./compare-facet.ts holds the table of them). */
export type Comparator<F extends Facet> = (walk: Walk, b: F, a: F, path: Step[], canons: [Canon, Canon]) => void;
