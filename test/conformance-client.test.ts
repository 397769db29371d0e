import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { ROOT, tempDir } from './helpers/fixture.js';

const run = promisify(execFile);
const CONFORMANCE = join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const NODE20_HOOK = join(ROOT, 'test/helpers/conformance-node20.mjs');
/** The gate from its sources, loaded by tsx (the client runs in a directory of its own). */
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * The official conformance suite's client scenarios the gate runs as it discovers: the gate's
 * `snapshot` is the client; the suite appends the server URL to the command.
 */
const DISCOVERING = ['initialize', 'request-metadata', 'http-standard-headers', 'json-schema-ref-no-deref'];

/**
 * Scenarios that judge a tools/call: the gate makes it as a canonical example of a config entry,
 * run at the suite's URL (`--config F --server NAME --url URL`). The examples name the scenario's
 * tools; how the gate calls them (arguments sent, every input_required round carried on with the
 * exact requestState and a new id, elicitations accepted with the schema's defaults) is the gate's.
 */
const CALLING: Record<string, { clientCapabilities?: object; examples: Array<{ tool: string; arguments: object }>; judged?: string }> = {
  tools_call: { examples: [{ tool: 'add_numbers', arguments: { a: 2, b: 3 } }] },
  // test_mrtr_no_result_type answers without resultType: the gate takes it as complete (the suite's check passes),
  // and says that @modelcontextprotocol/client 2.4.0 refuses it (client_rejects, breaking): the gate's exit is 1.
  'sep-2322-client-request-state': {
    judged:
      'error: scenario: evidence client_rejects failed: @modelcontextprotocol/client 2.4.0 rejects tools/call: Invalid result for tools/call: missing required resultType — servers implementing protocol revision 2026-07-28 MUST include it (the absent-means-complete bridge applies only to earlier-revision servers)',
    clientCapabilities: { elicitation: {} },
    examples: ['test_mrtr_echo_state', 'test_mrtr_no_state', 'test_mrtr_unrelated', 'test_mrtr_no_result_type'].map((tool) => ({ tool, arguments: {} })),
  },
  'elicitation-sep1034-client-defaults': { clientCapabilities: { elicitation: {} }, examples: [{ tool: 'test_client_elicitation_defaults', arguments: {} }] },
  // The calls the scenario's context asks for: every x-mcp-header property mirrored into its Mcp-Param header, encoded.
  'http-custom-headers': {
    examples: [
      {
        tool: 'test_custom_headers',
        arguments: {
          region: 'us-west1',
          priority: 42,
          verbose: false,
          debug: true,
          empty_val: '',
          method_val: 'test-method',
          float_val: 3.14159,
          non_ascii_val: 'Hello, 世界',
          whitespace_val: ' padded ',
          leading_space_val: ' us-west1',
          trailing_space_val: 'us-west1 ',
          internal_space_val: 'us west 1',
          control_char_val: 'line1\nline2',
          crlf_val: 'line1\r\nline2',
          tab_val: '\tindented',
          query: 'SELECT * FROM users',
        },
      },
      // The context sends verbose: null, which the tool's schema (boolean) refuses, and an example must
      // match its schema; absent is the valid way to leave it out, and its header is omitted alike.
      { tool: 'test_custom_headers_null', arguments: { region: 'us-east1', priority: 1, query: 'SELECT 1' } },
    ],
  },
};

/** What the suite printed running `client` for `scenario`, both streams (it exits non-zero on a failure). */
async function suiteOutput(scenario: string, dir: string, client: string): Promise<string> {
  const args = ['--import', NODE20_HOOK, CONFORMANCE, 'client', '--command', client, '--scenario', scenario, '-o', join(dir, 'results')];
  const { stdout, stderr } = await run(process.execPath, args, { cwd: dir, timeout: 60_000 }).catch((error: { stdout?: string; stderr?: string }) => ({
    stdout: error.stdout ?? '',
    stderr: error.stderr ?? '',
  }));
  return `${stdout}${stderr}`;
}

const problems = (output: string) => output.split('\n').filter((line) => /FAILURE|WARNING/.test(line));

/** The suite's verdict on `client` for `scenario`: the lines that report a failure or warning, and whether it passed overall. */
async function verdict(scenario: string, dir: string, client: string) {
  const output = await suiteOutput(scenario, dir, client);
  return [problems(output), output.includes('OVERALL: PASSED')];
}

/** The suite's checks, each passed, and the gate's own words on stderr (it exited 1 on them). */
async function checksOnly(scenario: string, dir: string, client: string) {
  const output = await suiteOutput(scenario, dir, client);
  return [problems(output), /Passed: (\d+)\/\1, 0 failed, 0 warnings/.test(output), output.split('\n').filter((line) => line.startsWith('error: '))];
}

const GATE = `${process.execPath} --import ${TSX} ${join(ROOT, 'src/cli.ts')}`;

describe('the conformance suite, with the gate as the client', () => {
  it.each(DISCOVERING)('%s passes', async (scenario) => {
    const dir = tempDir(`mcg-conformance-${scenario}-`);
    expect(await verdict(scenario, dir, `${GATE} snapshot --out ${join(dir, 'contract.json')} --url`)).toEqual([[], true]);
  });

  it.each(Object.keys(CALLING))('%s passes, the calls made as canonical examples', async (scenario) => {
    const dir = tempDir(`mcg-conformance-${scenario}-`);
    const { clientCapabilities = {}, examples, judged } = CALLING[scenario]!;
    const entry = { name: 'scenario', url: 'http://127.0.0.1:9/mcp', contract: 'contract.json', clientCapabilities, examples: examples.map((e) => ({ ...e, allowSideEffects: true })) };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [entry] }));
    const command = `${GATE} snapshot --config ${join(dir, 'mcp-contract.yaml')} --server scenario --url`;
    if (judged) expect(await checksOnly(scenario, dir, command)).toEqual([[], true, [judged]]);
    else expect(await verdict(scenario, dir, command)).toEqual([[], true]);
  });
});
