import type { ValidateFunction } from 'ajv';
import { ajvFor, compileForgotten, forAjv, forAjvAbout, PatternUndecided, propertyNamesIn } from './validity.js';
import type { ArrayFacet, ObjectFacet } from './canonical.js';
import { arrayOfLength, withProperty } from './instances.js';
import { withSharedDefinitions } from './shared-definitions.js';

/** One step from a value to a value inside it (see src/diff/schema-diff.ts), on one side. */
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
