import type { ValidateFunction } from 'ajv';
import { ajvFor, compileForgotten, forAjv, forAjvAbout, PatternUndecided, propertyNamesIn } from './validity.js';
import { setOwn } from '../json/own.js';
import type { ArrayFacet, ObjectFacet } from './canon/types.js';
import { arrayOfLength, sample, withProperty } from './instances.js';
import { withSharedDefinitions } from './shared-definitions.js';

/** One step from a value to a value inside it (see src/diff/schema/walk.ts), on one side. */
export interface PathStep {
  type: string;
  facets: [unknown, unknown];
  child: { property: string } | { index: number };
}

export type Side = 0 | 1;

/**
 * Places `leaf` where `path` leads inside an otherwise minimal valid instance of the side's
 * schema: the required properties and leading elements around it are valid samples.
 */
export function embed(path: readonly PathStep[], side: Side, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [step, ...rest] = path as [PathStep, ...PathStep[]];
  const inner = embed(rest, side, leaf);
  if (inner === undefined) return undefined;
  if ('property' in step.child) return withProperty(step.facets[side] as ObjectFacet, step.child.property, inner);
  const facet = step.facets[side] as ArrayFacet;
  const index = step.child.index;
  const array = arrayOfLength(facet, Math.max(facet.minItems, index + 1), 0);
  if (!array) return undefined;
  array[index] = inner;
  return array;
}

/** Properties of the holding object tried beside the leaf, one at a time. */
const HOLDER_PROPERTIES = 16;

/**
 * The leaf placed as `embed` places it, in objects that also hold other properties the side's
 * object names: one more at a time, then all of them. An alternative of a union that takes the
 * plain value (a split `{type, paragraph, bulleted_list_item}` → `anyOf` of one object per
 * type) refuses it with a property only the other alternative allows.
 */
export function* richerEmbeddings(path: readonly PathStep[], side: Side, leaf: unknown): Generator<unknown> {
  let last = path.length - 1;
  while (last >= 0 && !('property' in path[last]!.child)) last--;
  if (last < 0 || leaf === undefined) return;
  const step = path[last]!;
  const facet = step.facets[side] as ObjectFacet;
  const inner = embed(path.slice(last + 1), side, leaf);
  const base = inner === undefined ? undefined : withProperty(facet, (step.child as { property: string }).property, inner);
  if (!base) return;
  const extras: Array<[string, unknown]> = [];
  for (const [name, schema] of [...facet.properties].slice(0, HOLDER_PROPERTIES)) {
    if (Object.hasOwn(base, name)) continue;
    const value = sample(schema);
    if (value !== undefined) extras.push([name, value]);
  }
  const holders = extras.map(([name, value]) => withOwn({ ...base }, name, value));
  if (extras.length > 1) holders.push(extras.reduce((holder, [name, value]) => withOwn(holder, name, value), { ...base }));
  for (const holder of holders) {
    const placed = embed(path.slice(0, last), side, holder);
    if (placed !== undefined) yield placed;
  }
}

function withOwn(object: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  setOwn(object, name, value);
  return object;
}

/**
 * Compiled validators by schema object. The first question about a schema compiles it pruned to
 * the property names of that one value (forAjvAbout), about half the work; a question about a
 * value with other names compiles the whole schema, once, for every question after it.
 */
interface Validators {
  names?: string;
  pruned?: ValidateFunction | null;
  whole?: ValidateFunction | null;
}
const compiled = new WeakMap<object, Validators>();

/** Does ajv accept the value under the server's schema? Undefined when it cannot say (see ajvJudgement). */
export function ajvAccepts(schema: unknown, value: unknown): boolean | undefined {
  const judgement = ajvJudgement(schema, value);
  return typeof judgement === 'boolean' ? judgement : undefined;
}

/**
 * ajv's verdict on a value, or why there is none: `cannot` when the schema does not compile or
 * validation overflows (a schema that refers to itself without progress, nesting past ajv's
 * reach), `capped` when a backtracking-only pattern was not run on text that long.
 */
export function ajvJudgement(schema: unknown, value: unknown): boolean | 'cannot' | 'capped' {
  if (typeof schema === 'boolean') return schema;
  if (schema === null || typeof schema !== 'object') return 'cannot';
  const validate = validatorFor(schema, value);
  if (validate === null) return 'cannot';
  try {
    return validate(value);
  } catch (error) {
    return error instanceof PatternUndecided ? 'capped' : 'cannot';
  }
}

function validatorFor(schema: object, value: unknown): ValidateFunction | null {
  let validators = compiled.get(schema);
  if (!validators) compiled.set(schema, (validators = {}));
  if (validators.whole !== undefined) return validators.whole;
  const names = propertyNamesIn(value);
  const key = JSON.stringify([...names].sort());
  if (validators.names === undefined) {
    validators.names = key;
    validators.pruned = compileOnce(schema, forAjvAbout(schema, names));
  }
  if (validators.names === key) return validators.pruned!;
  return (validators.whole = compileOnce(schema, forAjv(schema)));
}

function compileOnce(schema: object, prepared: Record<string, unknown>): ValidateFunction | null {
  const ajv = ajvFor(schema, false);
  try {
    return compileForgotten(ajv, withSharedDefinitions(ajv, prepared) ?? prepared);
  } catch {
    return null;
  }
}

/** A witness holds when ajv accepts it under exactly the side it came from. */
export function confirms(before: unknown, after: unknown, value: unknown, validSide: Side): { validBefore: boolean; validAfter: boolean } | undefined {
  if (value === undefined) return undefined;
  const validBefore = ajvAccepts(before, value);
  const validAfter = ajvAccepts(after, value);
  if (validBefore === undefined || validAfter === undefined) return undefined;
  const holds = validSide === 0 ? validBefore && !validAfter : validAfter && !validBefore;
  return holds ? { validBefore, validAfter } : undefined;
}
