// The entry of the schema comparison: two schemas canonicalised, then compared place by place
// (opaque keywords, meaning keywords, types and their alternatives) under a visit budget and the deadline.

import { jsonEqual } from '../../json/rfc8785.js';
import { canonicalize } from '../../jsonschema/canon/builder.js';
import { JSON_TYPES, type Canon } from '../../jsonschema/canon/types.js';
import type { Direction, SchemaFactName } from '../schema-facts.js';
import { Clock } from './deadline.js';
import { show } from './describe.js';
import { compareOpaque } from './opaque.js';
import { compareTypes } from './unions.js';
import { Assumptions, emit, WrittenForms, type SchemaFinding, type Step, type Walk } from './walk.js';

/** Node visits allowed per schema pair: deterministic, unlike a clock; past it the pair is undecided. */
const VISIT_BUDGET = 5_000;

/** Compares what two schemas accept; never fetches anything (a remote `$ref` is opaque). */
export function diffSchemas(before: unknown, after: unknown, direction: Direction = 'input'): SchemaFinding[] {
  const walk: Walk = {
    direction,
    findings: [],
    seen: new Set(),
    assumed: new Assumptions(),
    visits: { left: VISIT_BUDGET },
    clock: new Clock(),
    written: new WrittenForms([before, after]),
    compare: compareCanon,
  };
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

/** The comparison at one place; the walk carries it (walk.compare), so the comparators below recurse through ./walk.ts. */
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
