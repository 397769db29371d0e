import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixture.js';

const run = promisify(execFile);
const CONFORMANCE = join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
const NODE20_HOOK = join(ROOT, 'test/helpers/conformance-node20.mjs');
/** The gate from its sources, loaded by tsx (the client runs in a directory of its own). */
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * The official conformance suite's client scenarios the gate can run: it discovers, it calls no
 * tool, so the scenarios that judge a tools/call (tools_call, http-custom-headers,
 * sep-2322-*, elicitation, sse-retry's reconnection after a tool stream) do not apply to it.
 * The gate's `snapshot` is the client; the suite appends the server URL to the command.
 */
const SCENARIOS = ['initialize', 'request-metadata', 'http-standard-headers', 'json-schema-ref-no-deref'];

describe('the conformance suite, with the gate as the client', () => {
  it.each(SCENARIOS)('%s passes', async (scenario) => {
    const dir = tempDir(`mcg-conformance-${scenario}-`);
    const client = `${process.execPath} --import ${TSX} ${join(ROOT, 'src/cli.ts')} snapshot --out ${join(dir, 'contract.json')} --url`;
    const args = ['--import', NODE20_HOOK, CONFORMANCE, 'client', '--command', client, '--scenario', scenario, '-o', join(dir, 'results')];
    // The suite prints its verdict on stdout or stderr, and exits non-zero on a failure: both streams are read either way.
    const { stdout, stderr } = await run(process.execPath, args, { cwd: dir, timeout: 60_000 }).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const output = `${stdout}${stderr}`;
    expect(output.split('\n').filter((line) => /FAILURE|WARNING/.test(line))).toEqual([]);
    expect(output).toContain('OVERALL: PASSED');
  });
});
