import { canonicalJson, jsonEqual } from '../contract/canonical.js';
import { isLocalRef, resolveLocalRef } from '../jsonschema/refs.js';
import { isSchemaObject, pointerSegment } from '../jsonschema/subschemas.js';

type Node = Record<string, unknown>;

/** One keyword-level difference between two schemas, before the direction gives it a level. */
export interface SchemaFinding {
  fact: string;
  /** JSON pointer relative to the schema root (in the after schema where it exists). */
  pointer: string;
  before?: unknown;
  after?: unknown;
  detail: string;
}

const MAX_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains'];
const MIN_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains'];
const ANNOTATIONS = ['title', 'description', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly', 'contentMediaType', 'contentEncoding', '$id', '$anchor', 'x-order'];
/** Subschema keywords compared by recursing into them. */
const RECURSE_SINGLE = ['contains', 'propertyNames', 'then', 'else', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems'];
/** Keywords handled by a dedicated comparison below (or reached through $ref, like $defs). */
const HANDLED = new Set([
  ...MAX_BOUNDS, ...MIN_BOUNDS, ...ANNOTATIONS, ...RECURSE_SINGLE,
  'type', 'nullable', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'patternProperties',
  'items', 'prefixItems', 'pattern', 'format', 'multipleOf', 'uniqueItems', 'anyOf', 'oneOf', 'allOf', 'not', 'if',
  'default', '$schema', '$ref', '$defs', 'definitions', 'dependentRequired', 'dependentSchemas', 'dependencies',
]);

/**
 * Compares two JSON Schemas keyword by keyword, at any depth, following local `$ref`s
 * into `$defs`/`definitions` (recursion-safe). Never fetches anything: a non-local
 * `$ref` is a finding, not a request. Draft-07 and 2020-12 forms are both understood.
 */
export function diffSchemas(before: unknown, after: unknown): SchemaFinding[] {
  const findings: SchemaFinding[] = [];
  const context: Context = { beforeRoot: before, afterRoot: after, findings, visiting: new Set() };
  compare(context, asNode(before), asNode(after), '');
  return findings;
}

interface Context {
  beforeRoot: unknown;
  afterRoot: unknown;
  findings: SchemaFinding[];
  /** `$ref` pairs being compared, so recursive schemas terminate. */
  visiting: Set<string>;
}

function compare(context: Context, before: Node, after: Node, pointer: string): void {
  if (jsonEqual(before, after)) return;
  const add = (fact: string, at: string, detail: string, b?: unknown, a?: unknown) =>
    context.findings.push({ fact, pointer: at, detail, ...(b === undefined ? {} : { before: b }), ...(a === undefined ? {} : { after: a }) });

  if (before.$ref !== undefined || after.$ref !== undefined) {
    if (compareRefs(context, before, after, pointer, add)) return;
  }
  compareType(before, after, pointer, add);
  compareEnum(before, after, pointer, add);
  compareValue('const', before, after, pointer, add, 'const');
  compareRequired(before, after, pointer, add);
  compareProperties(context, before, after, pointer, add);
  compareAdditional(context, before, after, pointer, add);
  compareMap(context, 'patternProperties', before, after, pointer, add);
  compareMap(context, 'dependentSchemas', before, after, pointer, add);
  compareItems(context, before, after, pointer, add);
  compareBounds(before, after, pointer, add);
  compareValue('pattern', before, after, pointer, add, 'pattern');
  compareValue('format', before, after, pointer, add, 'format');
  compareMultipleOf(before, after, pointer, add);
  compareFlag('uniqueItems', before, after, pointer, add);
  compareBranches(context, 'anyOf', before, after, pointer, add, 'variant');
  compareBranches(context, 'oneOf', before, after, pointer, add, 'variant');
  compareBranches(context, 'allOf', before, after, pointer, add, 'constraint');
  for (const keyword of ['not', 'if']) compareOpaque(keyword, before, after, pointer, add);
  for (const keyword of RECURSE_SINGLE) compareSubschema(context, keyword, before, after, pointer, add);
  for (const keyword of ['dependentRequired', 'dependencies']) compareOpaque(keyword, before, after, pointer, add);
  for (const keyword of ANNOTATIONS) {
    if (!jsonEqual(before[keyword], after[keyword])) add('annotation-changed', `${pointer}/${keyword}`, `${keyword} changed`, before[keyword], after[keyword]);
  }
  if (!jsonEqual(before.default, after.default)) add('default-changed', `${pointer}/default`, 'default changed', before.default, after.default);
  if (!jsonEqual(before.$schema, after.$schema)) add('dialect-changed', `${pointer}/$schema`, '$schema changed', before.$schema, after.$schema);
  for (const keyword of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (HANDLED.has(keyword) || jsonEqual(before[keyword], after[keyword])) continue;
    add('keyword-unclassified', `${pointer}/${pointerSegment(keyword)}`, `keyword "${keyword}" changed`, before[keyword], after[keyword]);
  }
}

type Add = (fact: string, pointer: string, detail: string, before?: unknown, after?: unknown) => void;

/** Follows local `$ref`s; returns true when the node was fully handled here. */
function compareRefs(context: Context, before: Node, after: Node, pointer: string, add: Add): boolean {
  for (const [side, node] of [['before', before], ['after', after]] as const) {
    const ref = node.$ref;
    if (ref !== undefined && (typeof ref !== 'string' || !isLocalRef(ref))) {
      add('remote-ref', `${pointer}/$ref`, `${side}: $ref ${JSON.stringify(ref)} points outside the schema; it was not fetched`, before.$ref, after.$ref);
      return true;
    }
  }
  const key = `${String(before.$ref)}|${String(after.$ref)}`;
  if (context.visiting.has(key)) return true; // the same pair is already being compared further up
  context.visiting.add(key);
  try {
    const b = before.$ref === undefined ? before : { ...resolveLocal(context.beforeRoot, before.$ref as string), ...withoutRef(before) };
    const a = after.$ref === undefined ? after : { ...resolveLocal(context.afterRoot, after.$ref as string), ...withoutRef(after) };
    compare(context, b, a, pointer);
  } finally {
    context.visiting.delete(key);
  }
  return true;
}

function withoutRef(node: Node): Node {
  const { $ref: _ref, ...rest } = node;
  return rest;
}

/** Resolves `#/...` inside the schema it belongs to; an unresolvable pointer resolves to an empty schema. */
function resolveLocal(root: unknown, ref: string): Node {
  return asNode(resolveLocalRef(root, ref));
}

function typesOf(node: Node): Set<string> | undefined {
  const type = node.type;
  if (type === undefined) return node.nullable === true ? undefined : undefined;
  const types = new Set(Array.isArray(type) ? (type as string[]) : [type as string]);
  if (node.nullable === true) types.add('null');
  return types;
}

/** Is every type of `inner` valid under `outer`? (integer is a subset of number) */
function typesWithin(inner: Set<string>, outer: Set<string>): boolean {
  return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}

function compareType(before: Node, after: Node, pointer: string, add: Add): void {
  const b = typesOf(before);
  const a = typesOf(after);
  if (!b && !a) return;
  const at = `${pointer}/type`;
  if (!b) return add('type-added', at, `type ${list(a!)} is required now`, undefined, after.type);
  if (!a) return add('type-removed', at, `the type constraint ${list(b)} is gone`, before.type, undefined);
  const within = typesWithin(a, b);
  const contains = typesWithin(b, a);
  if (within && contains) return;
  if (within) return add('type-narrowed', at, `type ${list(b)} narrowed to ${list(a)}`, before.type, after.type);
  if (contains) return add('type-widened', at, `type ${list(b)} widened to ${list(a)}`, before.type, after.type);
  add('type-changed', at, `type ${list(b)} changed to ${list(a)}`, before.type, after.type);
}

function compareEnum(before: Node, after: Node, pointer: string, add: Add): void {
  const b = before.enum;
  const a = after.enum;
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/enum`;
  if (!Array.isArray(b) && Array.isArray(a)) return add('enum-added', at, `values are limited to ${values(a)}`, b, a);
  if (Array.isArray(b) && !Array.isArray(a)) return add('enum-removed', at, `the list of values ${values(b)} is gone`, b, a);
  if (!Array.isArray(b) || !Array.isArray(a)) return add('keyword-unclassified', at, 'enum is not a list', b, a);
  const had = new Set(b.map(canonicalJson));
  const has = new Set(a.map(canonicalJson));
  const removed = b.filter((v) => !has.has(canonicalJson(v)));
  const added = a.filter((v) => !had.has(canonicalJson(v)));
  if (removed.length) add('enum-value-removed', at, `value${removed.length > 1 ? 's' : ''} ${values(removed)} removed`, b, a);
  if (added.length) add('enum-value-added', at, `value${added.length > 1 ? 's' : ''} ${values(added)} added`, b, a);
  if (!removed.length && !added.length) add('form-changed', at, 'enum values reordered', b, a);
}

/** A keyword with one value: added narrows, removed widens, a different value changes. */
function compareValue(keyword: string, before: Node, after: Node, pointer: string, add: Add, fact: string): void {
  const b = before[keyword];
  const a = after[keyword];
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/${keyword}`;
  if (b === undefined) return add(`${fact}-added`, at, `${keyword} ${JSON.stringify(a)} added`, b, a);
  if (a === undefined) return add(`${fact}-removed`, at, `${keyword} ${JSON.stringify(b)} removed`, b, a);
  add(`${fact}-changed`, at, `${keyword} ${JSON.stringify(b)} changed to ${JSON.stringify(a)}`, b, a);
}

function compareRequired(before: Node, after: Node, pointer: string, add: Add): void {
  const b = new Set(stringList(before.required));
  const a = new Set(stringList(after.required));
  const at = `${pointer}/required`;
  for (const name of a) if (!b.has(name)) add('required-added', at, `property "${name}" is required now`, undefined, name);
  for (const name of b) if (!a.has(name)) add('required-removed', at, `property "${name}" is no longer required`, name, undefined);
}

function compareProperties(context: Context, before: Node, after: Node, pointer: string, add: Add): void {
  const b = isSchemaObject(before.properties) ? before.properties : {};
  const a = isSchemaObject(after.properties) ? after.properties : {};
  for (const name of union(Object.keys(b), Object.keys(a))) {
    const at = `${pointer}/properties/${pointerSegment(name)}`;
    if (!(name in a)) {
      const closed = after.additionalProperties === false;
      add(closed ? 'closed-property-removed' : 'property-removed', at, `property "${name}" removed${closed ? ' from a closed object' : ''}`, b[name], undefined);
    } else if (!(name in b)) {
      add('property-added', at, `property "${name}" added`, undefined, a[name]);
    } else {
      compare(context, asNode(b[name]), asNode(a[name]), at);
    }
  }
}

function compareAdditional(context: Context, before: Node, after: Node, pointer: string, add: Add): void {
  const b = before.additionalProperties;
  const a = after.additionalProperties;
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/additionalProperties`;
  const closedBefore = b === false;
  const closedAfter = a === false;
  if (!closedBefore && closedAfter) return add('additional-properties-closed', at, 'the object is closed: unknown properties are rejected', b, a);
  if (closedBefore && !closedAfter) return add('additional-properties-opened', at, 'the object is open: unknown properties are allowed', b, a);
  compareSubschema(context, 'additionalProperties', before, after, pointer, add);
}

function compareMap(context: Context, keyword: string, before: Node, after: Node, pointer: string, add: Add): void {
  const b = isSchemaObject(before[keyword]) ? (before[keyword] as Node) : {};
  const a = isSchemaObject(after[keyword]) ? (after[keyword] as Node) : {};
  for (const key of union(Object.keys(b), Object.keys(a))) {
    const at = `${pointer}/${keyword}/${pointerSegment(key)}`;
    if (!(key in a)) add('constraint-removed', at, `${keyword} "${key}" removed`, b[key], undefined);
    else if (!(key in b)) add('constraint-added', at, `${keyword} "${key}" added`, undefined, a[key]);
    else compare(context, asNode(b[key]), asNode(a[key]), at);
  }
}

function compareItems(context: Context, before: Node, after: Node, pointer: string, add: Add): void {
  // Tuple forms: draft-07 `items: [...]`, 2020-12 `prefixItems: [...]`.
  const tuple = (node: Node) => (Array.isArray(node.prefixItems) ? node.prefixItems : Array.isArray(node.items) ? node.items : undefined);
  const bt = tuple(before);
  const at = tuple(after);
  if (bt || at) {
    const keyword = Array.isArray(after.prefixItems) || Array.isArray(before.prefixItems) ? 'prefixItems' : 'items';
    const b = bt ?? [];
    const a = at ?? [];
    for (let i = 0; i < Math.max(b.length, a.length); i++) {
      const here = `${pointer}/${keyword}/${i}`;
      if (i >= a.length) add('constraint-removed', here, `tuple position ${i} no longer described`, b[i], undefined);
      else if (i >= b.length) add('constraint-added', here, `tuple position ${i} described`, undefined, a[i]);
      else compare(context, asNode(b[i]), asNode(a[i]), here);
    }
  }
  const single = (node: Node) => (Array.isArray(node.items) ? undefined : node.items);
  const bs = single(before);
  const as = single(after);
  if (bs === undefined && as === undefined) return;
  compareSubschema(context, 'items', { items: bs }, { items: as }, pointer, add);
}

function compareBounds(before: Node, after: Node, pointer: string, add: Add): void {
  for (const keyword of [...MAX_BOUNDS, ...MIN_BOUNDS]) {
    const b = before[keyword];
    const a = after[keyword];
    if (jsonEqual(b, a)) continue;
    const at = `${pointer}/${keyword}`;
    if ((b !== undefined && typeof b !== 'number') || (a !== undefined && typeof a !== 'number')) {
      add('keyword-unclassified', at, `${keyword} is not a number (draft-04 form?)`, b, a);
      continue;
    }
    const isMax = MAX_BOUNDS.includes(keyword);
    const tighter = b === undefined || (a !== undefined && (isMax ? a < (b as number) : a > (b as number)));
    const describe = b === undefined ? `${keyword} ${a} added` : a === undefined ? `${keyword} ${b} removed` : `${keyword} ${b} → ${a}`;
    add(tighter ? 'bound-tightened' : 'bound-relaxed', at, describe, b, a);
  }
}

function compareMultipleOf(before: Node, after: Node, pointer: string, add: Add): void {
  const b = before.multipleOf;
  const a = after.multipleOf;
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/multipleOf`;
  if (b === undefined) return add('constraint-added', at, `multipleOf ${a} added`, b, a);
  if (a === undefined) return add('constraint-removed', at, `multipleOf ${b} removed`, b, a);
  add('multiple-of-changed', at, `multipleOf ${b} → ${a}`, b, a);
}

function compareFlag(keyword: string, before: Node, after: Node, pointer: string, add: Add): void {
  const b = before[keyword] === true;
  const a = after[keyword] === true;
  if (b === a) return;
  add(a ? 'constraint-added' : 'constraint-removed', `${pointer}/${keyword}`, `${keyword} ${a ? 'set' : 'unset'}`, before[keyword], after[keyword]);
}

/** anyOf/oneOf/allOf: equal branches are matched first, the rest pairwise by position, leftovers are added or removed. */
function compareBranches(context: Context, keyword: string, before: Node, after: Node, pointer: string, add: Add, kind: 'variant' | 'constraint'): void {
  const b = Array.isArray(before[keyword]) ? (before[keyword] as unknown[]) : undefined;
  const a = Array.isArray(after[keyword]) ? (after[keyword] as unknown[]) : undefined;
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/${keyword}`;
  if (!b) return add('constraint-added', at, `${keyword} added`, undefined, a);
  if (!a) return add('constraint-removed', at, `${keyword} removed`, b, undefined);
  const unmatchedAfter = a.map((schema, index) => ({ schema, index }));
  const unmatchedBefore: Array<{ schema: unknown; index: number }> = [];
  b.forEach((schema, index) => {
    const match = unmatchedAfter.findIndex((candidate) => jsonEqual(candidate.schema, schema));
    if (match === -1) unmatchedBefore.push({ schema, index });
    else unmatchedAfter.splice(match, 1);
  });
  const pairs = Math.min(unmatchedBefore.length, unmatchedAfter.length);
  for (let i = 0; i < pairs; i++) {
    compare(context, asNode(unmatchedBefore[i]!.schema), asNode(unmatchedAfter[i]!.schema), `${at}/${unmatchedAfter[i]!.index}`);
  }
  for (const extra of unmatchedBefore.slice(pairs)) add(`${kind}-removed`, `${at}/${extra.index}`, `${keyword} branch ${extra.index} removed`, extra.schema, undefined);
  for (const extra of unmatchedAfter.slice(pairs)) add(`${kind}-added`, `${at}/${extra.index}`, `${keyword} branch ${extra.index} added`, undefined, extra.schema);
}

/** not/if and dependency maps: added narrows, removed widens, changed cannot be given a direction. */
function compareOpaque(keyword: string, before: Node, after: Node, pointer: string, add: Add): void {
  const b = before[keyword];
  const a = after[keyword];
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/${keyword}`;
  if (b === undefined) return add('constraint-added', at, `${keyword} added`, b, a);
  if (a === undefined) return add('constraint-removed', at, `${keyword} removed`, b, a);
  add('logic-changed', at, `${keyword} changed`, b, a);
}

function compareSubschema(context: Context, keyword: string, before: Node, after: Node, pointer: string, add: Add): void {
  const b = before[keyword];
  const a = after[keyword];
  if (jsonEqual(b, a)) return;
  const at = `${pointer}/${keyword}`;
  const bAny = b === undefined || b === true || (isSchemaObject(b) && Object.keys(b).length === 0);
  const aAny = a === undefined || a === true || (isSchemaObject(a) && Object.keys(a).length === 0);
  if (bAny && aAny) return;
  if (bAny) return add('constraint-added', at, `${keyword} constrained`, b, a);
  if (aAny) return add('constraint-removed', at, `${keyword} no longer constrained`, b, a);
  compare(context, asNode(b), asNode(a), at);
}

/** Boolean schemas as objects: true accepts anything, false nothing. */
function asNode(schema: unknown): Node {
  if (schema === true || schema === undefined) return {};
  if (schema === false) return { not: {} };
  return isSchemaObject(schema) ? schema : { const: schema };
}


function union(a: string[], b: string[]): string[] {
  return [...new Set([...a, ...b])].sort();
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function list(types: Set<string>): string {
  return [...types].sort().join('|');
}

function values(items: unknown[]): string {
  const shown = items.slice(0, 8).map((v) => JSON.stringify(v)).join(', ');
  return items.length > 8 ? `${shown}, … (${items.length} in all)` : shown;
}
