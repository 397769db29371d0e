// The official MCP conformance suite (@modelcontextprotocol/conformance) against `serve --http` of
// the suite's own reference server's contracts (test/fixtures/conformance/, snapshotted by the gate
// with the config there, one per era, every fixture call recorded). The expected-failures files list
// only what a contract cannot hold, each with its reason; the suite fails the run on an unexpected
// failure and on a listed check that passes. A snapshot of each served contract, with the same
// config, gives back its bytes: the recorded answers survive the round trip.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { ROOT, tempDir } from './helpers/fixture.js';
import { httpServer, stopServers } from './helpers/serve.js';

const FIXTURES = join(ROOT, 'test/fixtures/conformance');
/** The contract each revision's suite is run against: the era the reference server answers that revision in. */
const CONTRACTS: Record<string, string> = {
  '2025-11-25': 'everything-server.2025-11-25.mcp-contract.json',
  '2026-07-28': 'everything-server.mcp-contract.json',
};
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
  afterAll(stopServers);

  it.each(Object.keys(CONTRACTS))(
    '--requirements %s: every failure is in the baseline, no baselined check passes',
    async (revision) => {
      const { code, out } = await conformance(await httpServer(join(FIXTURES, CONTRACTS[revision]!)), revision);
      expect([code, out.includes('Baseline check passed: all failures are expected.')], out.slice(-3000)).toEqual([0, true]);
      expect(scenarios(out).length).toBeGreaterThan(20);
    },
    300_000,
  );
});

describe('the recorded answers survive serve: a snapshot of the served contract is the contract', () => {
  afterAll(stopServers);
  /** The fixture config's entries, each pointed at `serve` of its own contract. */
  const entries = (parse(readFileSync(join(FIXTURES, 'mcp-contract.yaml'), 'utf8')) as { servers: Array<Record<string, unknown>> }).servers;

  it.each(entries.map((entry) => [entry.name as string, entry] as const))(
    '%s',
    async (_name, entry) => {
      const dir = tempDir('mcg-conformance-snapshot-');
      const served = join(FIXTURES, entry.contract as string);
      writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ ...entry, url: await httpServer(served), contract: 'out.json' }] }));
      expect(await cli(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
      expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(readFileSync(served, 'utf8'));
    },
    120_000,
  );
});
