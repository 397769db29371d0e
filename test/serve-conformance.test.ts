// The official MCP conformance suite (@modelcontextprotocol/conformance) against `serve --http` of
// the suite's own reference server's contract (test/fixtures/conformance/, snapshotted by the gate),
// in both eras. The expected-failures files list only what a contract cannot hold, each with its
// reason; the suite fails the run on an unexpected failure and on a listed check that passes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/fixture.js';
import { httpServer, stopServers } from './helpers/serve.js';

const FIXTURES = join(ROOT, 'test/fixtures/conformance');
const CONTRACT = join(FIXTURES, 'everything-server.mcp-contract.json');
const SUITE = join(ROOT, 'node_modules/@modelcontextprotocol/conformance/dist/index.js');
/** Node 20 lacks fs.globSync, which the suite's bundle imports. */
const HOOK = join(ROOT, 'test/helpers/conformance-node20.mjs');

/** The suite as its own process (in a scratch directory: it may write results there), to its exit. */
function conformance(url: string, revision: string): Promise<{ code: number | null; out: string }> {
  const args = ['--import', HOOK, SUITE, 'server', '--url', url, '--requirements', revision, '--expected-failures', join(FIXTURES, `expected-failures-${revision}.yaml`)];
  const child = spawn(process.execPath, args, { cwd: tempDir('mcg-conformance-'), env: { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' } });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

/** The scenario lines the suite prints ("✓ name: N passed, M failed"), as [name, passed?]. */
const scenarios = (out: string) => [...out.matchAll(/^([✓✗]) ([\w-]+): \d+ passed/gmu)].map((m) => [m[2], m[1] === '✓'] as const);

describe('serve passes the official MCP conformance suite, but for what a contract cannot hold', () => {
  let url = '';
  beforeAll(async () => void (url = await httpServer(CONTRACT)));
  afterAll(stopServers);

  it.each(['2025-11-25', '2026-07-28'])(
    '--requirements %s: every failure is in the baseline, no baselined check passes',
    async (revision) => {
      const { code, out } = await conformance(url, revision);
      expect([code, out.includes('Baseline check passed: all failures are expected.')], out.slice(-3000)).toEqual([0, true]);
      expect(scenarios(out).length).toBeGreaterThan(20);
    },
    300_000,
  );
});
