import type { CanonicalExample } from '../config/types.js';
import type { Recordings } from '../contract/recorded.js';
import type { Contract } from '../contract/types.js';
import { canonicalJson } from '../json/rfc8785.js';
import { validateAgainst } from '../jsonschema/validity.js';
import { oneLine } from '../errors.js';
import { failed, info, passed, type Evidence } from '../evidence/types.js';
import { RpcErrorResponse, type RpcSession } from '../transport/session.js';
import type { ClientJudges } from '../evidence/client-judges.js';
import { mcpParamHeaders } from './mcp-param-headers.js';
import { recordRequest } from './recorded-call.js';

type JsonObject = Record<string, unknown>;

/**
 * Canonical examples: each one's arguments must still validate against the tool's current
 * inputSchema (an example that no longer does is breaking evidence). Plainly read-only tools (`readOnly`: Discovery.readOnlyTools) are then
 * called (others only when the example allows side effects), and their structuredContent is
 * validated against the outputSchema, each violation with its path. With `recordings`, the result
 * of an example marked `record` is kept there (isError included), for the contract.
 */
export async function runExamples(
  session: RpcSession,
  contract: Contract,
  examples: CanonicalExample[],
  readOnly: ReadonlySet<string>,
  recordings?: Recordings,
  judges?: ClientJudges,
): Promise<Evidence[]> {
  const evidence: Evidence[] = [];
  for (const example of examples) evidence.push(...(await runExample(session, contract, example, readOnly, recordings, judges)));
  return evidence;
}

async function runExample(session: RpcSession, contract: Contract, example: CanonicalExample, readOnly: ReadonlySet<string>, recordings?: Recordings, judges?: ClientJudges): Promise<Evidence[]> {
  const subject = `example:${example.name}`;
  const tool = contract.tools[example.tool]?.definition;
  if (!tool) return [failed('example_tool_missing', subject, `tool ${JSON.stringify(example.tool)} is not offered any more`)];
  const argumentProblems = validateAgainst(tool.inputSchema, example.arguments);
  if (argumentProblems === undefined) return [failed('schema_not_compilable', subject, `the inputSchema of ${example.tool} does not compile`)];
  if (argumentProblems.length)
    return [failed('example_arguments_invalid', subject, `the example's arguments no longer match the inputSchema: ${argumentProblems.join('; ')}`, { violations: argumentProblems })];
  const results: Evidence[] = [passed('example_arguments_valid', subject, `arguments match the inputSchema of ${example.tool}`)];
  if (!example.call) return results;
  if (!readOnly.has(example.tool) && !example.allowSideEffects) {
    return [...results, info('example_not_called', subject, `${example.tool} is not plainly read-only (readOnlyHint: true, not destructiveHint: true): not called (set allowSideEffects to call it)`)];
  }
  let result: JsonObject;
  try {
    // Made as a recording is, recorded or not: an input_required answer is carried on to the final one.
    const headers = contract.protocol.era === 'stateless' ? mcpParamHeaders(tool.inputSchema, example.arguments) : undefined;
    const answer = await recordRequest(session, 'tools/call', { name: example.tool, arguments: example.arguments }, headers);
    if (example.record) recordings?.tools.push({ name: example.tool, arguments: example.arguments, ...answer });
    result = answer.rounds?.at(-1) ?? answer.result;
  } catch (error) {
    return [...results, callFailure(subject, example.tool, error)];
  }
  if (result.resultType !== 'input_required') judges?.judge('tools/call', { name: example.tool, arguments: example.arguments }, result);
  if (result.resultType === 'input_required') return [...results, failed('tool_call_failed', subject, 'the tool still asks for input (input_required) after the rounds the gate answers')];
  const isError = result.isError === true;
  if (isError !== (example.isError ?? false)) {
    return [...results, failed('tool_call_failed', subject, isError ? 'the tool answered with isError: true' : 'the tool answered without isError: true, which the example expects')];
  }
  return isError ? results : [...results, ...checkOutput(subject, tool, result, example.expect)];
}

/** JSON-RPC -32021 (2026-07-28): the request needs a client capability the client did not declare. */
const MISSING_CLIENT_CAPABILITY = -32021;

/** A call that failed; a -32021 answer is its own cause, naming the capabilities the tool now requires. */
function callFailure(subject: string, tool: string, error: unknown): Evidence {
  if (error instanceof RpcErrorResponse && error.code === MISSING_CLIENT_CAPABILITY) {
    const data = error.data as { requiredCapabilities?: unknown } | undefined;
    const required = data && typeof data.requiredCapabilities === 'object' && data.requiredCapabilities !== null ? Object.keys(data.requiredCapabilities).sort() : [];
    const named = required.length ? required.map((name) => JSON.stringify(name)).join(', ') : 'a capability it did not name';
    return failed(
      'client_capability_required',
      subject,
      `${tool} answered -32021 (missing required client capability): it requires the client capability ${oneLine(named, 200)}, which the gate did not declare (clientCapabilities)`,
      {
        tool,
        requiredCapabilities: required,
      },
    );
  }
  return failed('tool_call_failed', subject, `tools/call failed: ${oneLine((error as Error).message, 300)}`);
}

function checkOutput(subject: string, tool: JsonObject, result: JsonObject, expect: JsonObject | undefined): Evidence[] {
  const evidence: Evidence[] = [];
  const structured = result.structuredContent;
  if (tool.outputSchema !== undefined) {
    if (structured === undefined) evidence.push(failed('output_schema_violation', subject, 'the tool declares an outputSchema but returned no structuredContent'));
    else {
      const violations = validateAgainst(tool.outputSchema, structured) ?? ['/: the outputSchema does not compile'];
      evidence.push(
        violations.length
          ? failed('output_schema_violation', subject, `structuredContent does not match the outputSchema: ${violations.join('; ')}`, { violations })
          : passed('output_schema_conformance', subject, 'structuredContent matches the outputSchema'),
      );
    }
  }
  for (const [key, expected] of Object.entries(expect ?? {})) {
    const actual = (structured as JsonObject | undefined)?.[key];
    if (actual === undefined || canonicalJson(actual) !== canonicalJson(expected)) {
      evidence.push(failed('example_expectation_failed', subject, `structuredContent.${key} is ${JSON.stringify(actual) ?? 'absent'}, expected ${JSON.stringify(expected)}`));
    }
  }
  return evidence;
}
