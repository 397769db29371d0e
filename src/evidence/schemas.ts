import type { Contract } from '../contract/types.js';
import { checkSchemaValid } from '../jsonschema/validity.js';
import { failed, passed, type Evidence } from './types.js';

/** Tools checked between two yields. */
const CHUNK = 100;

/**
 * Every input and output schema must be one ajv compiles in its dialect (2020-12 unless it
 * says draft-07): checked by checkSchemaValid (meta-schema, regexes, local refs; in step with
 * compile by test, without generating code for ten thousand schemas), once per distinct schema.
 * A hundred tools at a time, letting other work of the run in between (the comparison's worker
 * threads are handed their next batches there).
 */
export async function evaluateSchemas(contract: Contract): Promise<Evidence[]> {
  const broken: Evidence[] = [];
  const verdicts = new Map<string, string | undefined>();
  const tools = Object.entries(contract.tools);
  for (let start = 0; start < tools.length; start += CHUNK) {
    for (const [name, tool] of tools.slice(start, start + CHUNK)) {
      for (const key of ['inputSchema', 'outputSchema']) {
        const schema = tool.definition[key];
        if (schema === undefined) continue;
        const digest = tool.schemaDigests?.[key] ?? '';
        if (!verdicts.has(digest)) verdicts.set(digest, checkSchemaValid(schema));
        const problem = verdicts.get(digest);
        if (problem) broken.push(failed('schema_not_compilable', 'breaking', `tool:${name}`, `${key} is not a valid JSON Schema: ${problem}`, { pointer: `/tools/${name}/definition/${key}` }));
      }
    }
    await new Promise((resume) => setImmediate(resume));
  }
  if (broken.length) return broken;
  return [passed('schema_not_compilable', 'server', `every tool schema compiles (${tools.length} tools)`)];
}
