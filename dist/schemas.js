import { i as isObjectRoot, d as checkSchemaValid } from './validity.js';
import { p as passed, f as failed } from './types.js';

/** Tools checked between two yields. */
const CHUNK = 100;
/**
 * Every input and output schema must be one ajv compiles in its dialect (2020-12 unless it
 * says draft-07): checked by checkSchemaValid (meta-schema, regexes, local refs; in step with
 * compile by test, without generating code for ten thousand schemas), once per distinct schema.
 * A hundred tools at a time, letting other work of the run in between (the comparison's worker
 * threads are handed their next batches there).
 */
async function evaluateSchemas(contract) {
    return [rootsAreObjects(contract), ...(await schemasCompile(contract))];
}
/** The most tools a failing check names; the rest are counted. */
const NAMED = 20;
/**
 * Every inputSchema has `type: "object"` at its root, as the spec requires: official SDK
 * clients reject the whole tools/list otherwise, so a baseline without it is caught when it is
 * made, not later as dozens of breaking changes when the server is fixed.
 */
function rootsAreObjects(contract) {
    const bad = Object.entries(contract.tools)
        .filter(([, tool]) => !isObjectRoot(tool.definition.inputSchema))
        .map(([name]) => `tool:${name}`);
    if (bad.length === 0)
        return passed('input_schema_not_object', 'server', 'every inputSchema has type "object" at its root');
    const named = bad.slice(0, NAMED).join(', ') + (bad.length > NAMED ? `, … (${bad.length} in all)` : '');
    return failed('input_schema_not_object', bad.length === 1 ? bad[0] : 'server', `inputSchema without type "object" at its root (official SDK clients reject the whole tools/list): ${named}`, {
        tools: bad,
    });
}
async function schemasCompile(contract) {
    const broken = [];
    const verdicts = new Map();
    const tools = Object.entries(contract.tools);
    for (let start = 0; start < tools.length; start += CHUNK) {
        for (const [name, tool] of tools.slice(start, start + CHUNK)) {
            for (const key of ['inputSchema', 'outputSchema']) {
                const schema = tool.definition[key];
                if (schema === undefined)
                    continue;
                const digest = tool.schemaDigests?.[key] ?? '';
                if (!verdicts.has(digest))
                    verdicts.set(digest, checkSchemaValid(schema));
                const problem = verdicts.get(digest);
                if (problem)
                    broken.push(failed('schema_not_compilable', `tool:${name}`, `${key} is not a valid JSON Schema: ${problem}`, { pointer: `/tools/${name}/definition/${key}` }));
            }
        }
        await new Promise((resume) => setImmediate(resume));
    }
    if (broken.length)
        return broken;
    return [passed('schema_not_compilable', 'server', `every tool schema compiles (${tools.length} tools)`)];
}

export { evaluateSchemas as e };
