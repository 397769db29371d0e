import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';

/** One JSON Schema violation: where (a JSON pointer into the data) and what. */
export interface Violation {
  pointer: string;
  message: string;
}

export type Validate = (data: unknown) => Violation[];

// The gate's own schemas are checked against the 2020-12 meta-schema by a test
// (test/schema-validity.test.ts), not on every start: that check compiles the meta-schema,
// most of the cost of a small `diff`.
const ajv = new Ajv2020({ allErrors: false, strict: true, strictRequired: false, allowUnionTypes: true, validateSchema: false });

/** Every schema given to compileValidator, for the test that checks them against the meta-schema. */
const schemas: object[] = [];

export function compiledSchemas(): readonly object[] {
  return schemas;
}

/**
 * One of the gate's own JSON Schemas (2020-12) as a function that lists violations. Compiled
 * on its first use, not at import: a run pays only for the schemas it checks data against.
 */
export function compileValidator(schema: object): Validate {
  schemas.push(schema);
  let check: ReturnType<typeof ajv.compile> | undefined;
  return (data) => {
    check ??= ajv.compile(schema);
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
