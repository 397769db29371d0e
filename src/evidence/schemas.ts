import type { Contract } from '../contract/types.js';
import { checkSchemaValid } from '../jsonschema/validity.js';
import { failed, passed, type Evidence } from './types.js';

/**
 * Every input and output schema must be one ajv compiles in its dialect (2020-12 unless it
 * says draft-07): checked by checkSchemaValid (meta-schema, regexes, local refs; in step with
 * compile by test, without generating code for ten thousand schemas), once per distinct schema.
 */
export function evaluateSchemas(contract: Contract): Evidence[] {
  const broken: Evidence[] = [];
  const verdicts = new Map<string, string | undefined>();
  for (const [name, tool] of Object.entries(contract.tools)) {
    for (const key of ['inputSchema', 'outputSchema']) {
      const schema = tool.definition[key];
      if (schema === undefined) continue;
      const digest = tool.schemaDigests?.[key] ?? '';
      if (!verdicts.has(digest)) verdicts.set(digest, checkSchemaValid(schema));
      const problem = verdicts.get(digest);
      if (problem) broken.push(failed('schema_not_compilable', 'breaking', `tool:${name}`, `${key} is not a valid JSON Schema: ${problem}`, { pointer: `/tools/${name}/definition/${key}` }));
    }
  }
  if (broken.length) return broken;
  return [passed('schema_not_compilable', 'server', `every tool schema compiles (${Object.keys(contract.tools).length} tools)`)];
}
