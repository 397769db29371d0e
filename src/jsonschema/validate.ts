import { createHash } from 'node:crypto';
import type { Options } from 'ajv';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { gate as precompiled } from './precompiled/validators.cjs';

/** One JSON Schema violation: where (a JSON pointer into the data) and what. */
export interface Violation {
  pointer: string;
  message: string;
}

export type Validate = (data: unknown) => Violation[];

// The gate's own schemas are checked against the 2020-12 meta-schema by a test
// (test/schema-validity.test.ts), not on every start: that check compiles the meta-schema,
// most of the cost of a small `diff`. The build compiles them ahead (scripts/precompiled-source.ts).
export const GATE_OPTIONS: Options = { allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, validateSchema: false };
let ajv: Ajv2020 | undefined;

/** Every schema given to compileValidator, for the test that checks them against the meta-schema. */
const schemas: object[] = [];

export function compiledSchemas(): readonly object[] {
  return schemas;
}

/** The name of a schema's validator in the generated module: its exact text, hashed. */
export function precompiledKey(schema: object): string {
  return `v${createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 24)}`;
}

/**
 * One of the gate's own JSON Schemas (2020-12) as a function that lists violations: the
 * build's precompiled function, or compiled on first use (a schema changed since the build).
 */
export function compileValidator(schema: object): Validate {
  schemas.push(schema);
  let check: (((data: unknown) => boolean) & { errors?: ErrorObject[] | null }) | undefined;
  return (data) => {
    check ??= precompiled[precompiledKey(schema)] ?? (ajv ??= new Ajv2020(GATE_OPTIONS)).compile(schema);
    return check(data) ? [] : (check.errors ?? []).map(toViolation);
  };
}

function toViolation(error: ErrorObject): Violation {
  const extra =
    error.keyword === 'additionalProperties'
      ? ` ("${String((error.params as { additionalProperty?: string }).additionalProperty)}")`
      : error.keyword === 'enum'
        ? ` (${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : '';
  return { pointer: error.instancePath || '/', message: `${error.message ?? error.keyword}${extra}` };
}

export function describeViolation(violation: Violation): string {
  return `at ${violation.pointer}: ${violation.message}`;
}
