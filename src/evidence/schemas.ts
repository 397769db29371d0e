import type { Contract } from '../contract/types.js';
import { checkSchemaCompiles } from '../diff/schema-validity.js';
import { failed, passed, type Evidence } from './types.js';

/** Every input and output schema must compile with ajv in its dialect (2020-12 unless it says draft-07). */
export function evaluateSchemas(contract: Contract): Evidence[] {
  const broken: Evidence[] = [];
  for (const [name, tool] of Object.entries(contract.tools)) {
    for (const key of ['inputSchema', 'outputSchema']) {
      const schema = tool.definition[key];
      if (schema === undefined) continue;
      const problem = checkSchemaCompiles(schema);
      if (problem) broken.push(failed('schema_not_compilable', 'breaking', `tool:${name}`, `${key} is not a valid JSON Schema: ${problem}`, { pointer: `/tools/${name}/definition/${key}` }));
    }
  }
  if (broken.length) return broken;
  return [passed('schema_not_compilable', 'server', `every tool schema compiles (${Object.keys(contract.tools).length} tools)`)];
}
