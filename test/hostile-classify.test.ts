// Hostile servers whose schemas make classifying the long part of a run: timeouts.totalMs
// bounds it like every other phase, and a signal ends the run at once, also mid-classification.
// The CLI runs as a real process (dist/cli.js): its duration and its exit are the point.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli, runNode } from './helpers/cli.js';
import { fixtureArgs, leftoverProcesses, processesMatching, ROOT, tempDir, writeSide } from './helpers/fixture.js';

const BIN = join(ROOT, 'dist/cli.js');

/**
 * Tools whose inputSchema is an anyOf of object branches, each requiring a property of its own;
 * `changed`, every branch gains an optional property. No discriminator pairs the branches, so
 * the comparison weighs every old branch against every new one: quadratic in `branches`.
 */
function unionSide(tools: number, branches: number, changed: boolean): Record<string, unknown> {
  const branch = (t: number, i: number) => ({
    type: 'object',
    properties: { [`p${t}_${i}`]: { type: 'string' }, ...(changed ? { [`q${i}`]: { type: 'integer' } } : {}) },
    required: [`p${t}_${i}`],
  });
  return {
    protocolVersion: '2025-11-25',
    serverInfo: { name: 'unions', version: '1.0.0' },
    capabilities: { tools: {} },
    tools: Array.from({ length: tools }, (_, t) => ({
      name: `union${t}`,
      description: 'Takes one of many shapes.',
      inputSchema: { type: 'object', anyOf: Array.from({ length: branches }, (_, i) => branch(t, i)) },
    })),
  };
}

/** A project whose golden contract has the unchanged unions and whose server now serves the changed ones. */
async function unionProject(tools: number, branches: number, server: Record<string, unknown> = {}): Promise<{ dir: string; side: string }> {
  const dir = tempDir('mcg-hostile-classify-');
  const side = writeSide(dir, unionSide(tools, branches, false));
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'unions', command: process.execPath, args: fixtureArgs(side), ...server }] }));
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  writeSide(dir, unionSide(tools, branches, true));
  return { dir, side };
}

describe('timeouts.totalMs bounds classifying', () => {
  it('a changed anyOf of 3,000 object branches ends within the total deadline, undecided with the reason', async () => {
    const totalMs = 4_000;
    const { dir } = await unionProject(1, 3_000, { timeouts: { totalMs, oracleMs: 1_000 } });
    const result = await runNode([BIN, 'check', '--format', 'json'], dir);
    const [server] = JSON.parse(result.stdout).servers;
    expect(result.code).toBe(1);
    expect(server.changes.map((change: { rule: string; item: string }) => [change.rule, change.item])).toEqual([['input-undecided', 'deadline']]);
    // Cut short, or reached after the deadline (compared by a worker thread that started late): json-schema-diff is due only for the first, and is not run.
    const notRun = `json-schema-diff not run on tool:union0 inputSchema: the total deadline (timeouts.totalMs: ${totalMs} ms) had passed; the change stays undecided`;
    expect(server.notes.filter((note: string) => note !== notRun)).toEqual([
      `the total deadline (timeouts.totalMs: ${totalMs} ms) passed: the schemas of 1 entities were not compared and are reported as undecided: tool:union0`,
    ]);
    // How long it takes beyond the deadline is a figure of `npm run bench` (section 6), not asserted here.
  });
});

describe('a signal during a busy classification', () => {
  it.each([
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ] as const)('%s ends check within seconds with exit %i, and no process of the run is left', async (signal, code) => {
    // 300 changed unions of 60 branches: tens of seconds of classifying, all of it after the server has gone.
    const { dir, side } = await unionProject(300, 60);
    const gate = spawn(process.execPath, [BIN, 'check'], { cwd: dir, stdio: 'ignore' });
    const exited = once(gate, 'exit');
    const running = () => processesMatching(side).length > 0;
    // The server is started, then closed after the walk: classifying begins.
    while (!running() && gate.exitCode === null) await new Promise((wake) => setTimeout(wake, 20));
    while (running() && gate.exitCode === null) await new Promise((wake) => setTimeout(wake, 20));
    await new Promise((wake) => setTimeout(wake, 300));
    expect(gate.exitCode).toBeNull();
    gate.kill(signal);
    // A gate that did not answer the signal while classifying is killed (exit code null): its own exit code is the answer.
    const late = setTimeout(() => gate.kill('SIGKILL'), 10_000);
    const [exitCode] = await exited;
    clearTimeout(late);
    expect(exitCode).toBe(code);
    expect(await leftoverProcesses(side)).toEqual([]);
  });
});
