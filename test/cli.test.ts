import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import packageJson from '../package.json' with { type: 'json' };
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, leftoverProcesses, processesMatching, ROOT, tempDir, writeSide } from './helpers/fixture.js';

const run = promisify(execFile);
const drift = corpus().find((c) => c.id === 'input-required-added')!;

/** A project directory with a config pointing at the fixture, a golden contract of `before`. */
async function project(): Promise<{ dir: string; golden: string; serve: (side: 'before' | 'after') => void }> {
  const dir = tempDir('mcg-cli-');
  writeSide(dir, drift.before, 'before.json');
  writeSide(dir, drift.after, 'after.json');
  const serve = (side: 'before' | 'after') =>
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(join(dir, `${side}.json`)) }] }));
  serve('before');
  const snapshot = await cli(['snapshot'], dir);
  expect(snapshot.code).toBe(0);
  return { dir, golden: join(dir, 'contracts/notes.mcp-contract.json'), serve };
}

describe('mcp-contract (in process)', () => {
  it('check passes in sync, fails on drift with the reason, and never writes the golden file', async () => {
    const { dir, golden, serve } = await project();
    const before = readFileSync(golden, 'utf8');
    const mtime = statSync(golden).mtimeMs;
    expect((await cli(['check'], dir)).code).toBe(0);
    serve('after');
    const failed = await cli(['check', '--report', 'out/report.json'], dir);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain('mcp-contract check: FAIL (highest: breaking, fail-on: effect-relevant)');
    expect(failed.stdout).toContain('input-required-added');
    expect(failed.stdout).toContain('inputSchema: property "body" is required now');
    expect(readFileSync(golden, 'utf8')).toBe(before);
    expect(statSync(golden).mtimeMs).toBe(mtime);
    const report = JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8'));
    expect(report).toMatchObject({ verdict: 'fail', highest: 'breaking', counts: { breaking: 1, 'effect-relevant': 0, cosmetic: 0 } });
    expect(report.servers[0]).toMatchObject({ name: 'notes', contract: 'contracts/notes.mcp-contract.json', protocol: { era: 'handshake', revision: '2025-06-18' } });
    expect((await cli(['check', '--fail-on', 'never'], dir)).code).toBe(0);
  });

  it('update accepts the change: the golden file follows the server, and check passes again', async () => {
    const { dir, golden, serve } = await project();
    serve('after');
    const updated = await cli(['update'], dir);
    // Outside git, the intended change starts from the golden file before the update: it is breaking, and says what it needs.
    expect(updated.stdout.split('\n')).toEqual([
      'updated contracts/notes.mcp-contract.json: 2025-06-18 (handshake era), 3 tools, 2 resources, 1 resource template, 1 prompt',
      "1 breaking change since the golden contract before this update: the pull request's review will need an approval",
      '  1397b675c5ba4ece input-required-added (tool:create_note): inputSchema: property "body" is required now',
      'next: accept it with your reason: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why" (writes mcp-contract.policy.yaml), or add the label mcp-contract:approved-breaking to the pull request',
      '',
    ]);
    expect(readFileSync(golden, 'utf8')).toContain('"body"');
    expect((await cli(['check'], dir)).code).toBe(0);
  });

  it('diff compares two contract files without a server', async () => {
    const { dir, golden, serve } = await project();
    serve('after');
    await cli(['snapshot', '--out', 'after.mcp-contract.json'], dir);
    const result = await cli(['diff', golden, 'after.mcp-contract.json', '--fail-on', 'breaking'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('✖ breaking        input-required-added');
  });

  it('writes the same report bytes on every run', async () => {
    const { dir, serve } = await project();
    serve('after');
    await cli(['check', '--report', 'a.json'], dir);
    await cli(['check', '--report', 'b.json'], dir);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe(readFileSync(join(dir, 'b.json'), 'utf8'));
  });

  it.each([
    ['a golden file that is not JSON', '{"format": "mcp-contract",', /contract .*notes\.mcp-contract\.json at \/: not JSON/],
    ['a file of another format', JSON.stringify({ hello: 'world' }), /contract .*notes\.mcp-contract\.json at \/: must have required property 'format' \(not an mcp-contract v1 file\)/],
    ['a newer format version', JSON.stringify({ format: 'mcp-contract', formatVersion: 2 }), /at \/formatVersion: format version 2 is newer than this mcp-contract-gate reads \(1\); upgrade the gate/],
  ])('check refuses %s: exit 2, file and pointer named, nothing written', async (_what, text, message) => {
    const { dir, golden } = await project();
    writeFileSync(golden, text);
    const result = await cli(['check'], dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(message);
    expect(readFileSync(golden, 'utf8')).toBe(text);
  });

  it('check refuses a hand-edited definition whose digest no longer matches', async () => {
    const { dir, golden } = await project();
    const contract = JSON.parse(readFileSync(golden, 'utf8'));
    contract.tools.create_note.definition.description = 'Edited by hand.';
    writeFileSync(golden, JSON.stringify(contract, null, 2));
    const result = await cli(['check'], dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('at /tools/create_note/digest: the digest does not match the definition (edited by hand?); regenerate it with the update command of the gate');
  });

  it.each([
    ['servers: []', /config .*mcp-contract\.yaml at \/servers: must NOT have fewer than 1 items/],
    ['servers: [{ name: a, command: x, url: "http://h/mcp" }]', /at \/servers\/0: a server needs either "command" \(stdio\) or "url" \(HTTP\), not both/],
    ['servers: [{ name: a, command: x, timeouts: { requestMs: "fast" } }]', /at \/servers\/0\/timeouts\/requestMs: must be integer/],
    ['servers: [{ name: a, command: x }, { name: a, command: y }]', /at \/servers\/1\/name: the name of \/servers\/0 again; each server needs its own\n$/],
    ['servers: [{ name: a, command: x, colour: red }]', /at \/servers\/0: must NOT have additional properties \(the key at line 1, column 34\)\n$/],
    ['servers: [ { name: a', /: not valid YAML or JSON \(bad indent at line 1, column 21\)\n$/],
    ['servers: []\nk: 1\nk: 2\n', /: not valid YAML or JSON \(duplicate key at line 3, column 1\)\n$/],
  ])('a bad config is exit 2 with the file and pointer: %s', async (text, message) => {
    const dir = tempDir('mcg-config-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), text);
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('usage errors are exit 2', async () => {
    const dir = tempDir('mcg-usage-');
    expect((await cli(['snapshot'], dir)).stderr).toMatch(/no config: give --config FILE/);
    expect((await cli(['frobnicate'], dir)).code).toBe(2);
    expect((await cli(['check', '--fail-on', 'sometimes', '--', 'x'], dir)).code).toBe(2);
    expect((await cli(['diff', 'only-one.json'], dir)).code).toBe(2);
    const missing = await cli(['diff', 'a.json', 'b.json'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/contract .*a\.json: no such file; create it with the snapshot command of the gate and commit it/);
  });
});

describe('dist/cli.js as a process', () => {
  const bin = join(ROOT, 'dist/cli.js');
  let dir: string;
  beforeAll(async () => {
    ({ dir } = await project());
  });

  it('prints its version and help', async () => {
    expect((await run(process.execPath, [bin, '--version'])).stdout).toBe(`${packageJson.version}\n`);
    const help = (await run(process.execPath, [bin, '--help'])).stdout;
    for (const command of ['snapshot', 'check', 'update', 'diff']) expect(help).toContain(command);
  });

  it('exits 0 in sync, 1 on drift, 3 when the server cannot be discovered', async () => {
    await expect(run(process.execPath, [bin, 'check'], { cwd: dir })).resolves.toMatchObject({ stderr: '' });
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(join(dir, 'after.json')) }] }));
    await expect(run(process.execPath, [bin, 'check'], { cwd: dir })).rejects.toMatchObject({ code: 1 });
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(join(dir, 'after.json'), { fault: 'initialize-error' }) }] }));
    await expect(run(process.execPath, [bin, 'check'], { cwd: dir })).rejects.toMatchObject({ code: 3 });
  });

  it('ends its servers when it is itself terminated (a cancelled CI job)', async () => {
    const hung = tempDir('mcg-sigterm-');
    const side = writeSide(hung, drift.before);
    writeFileSync(
      join(hung, 'mcp-contract.yaml'),
      stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(side, { fault: 'no-answer' }), timeouts: { requestMs: 60_000 } }] }),
    );
    const gate = spawn(process.execPath, [bin, 'snapshot'], { cwd: hung, stdio: 'ignore' });
    while (processesMatching(side).length === 0) await new Promise((wake) => setTimeout(wake, 50));
    gate.kill('SIGTERM');
    const [code] = await once(gate, 'exit');
    expect(code).toBe(143);
    expect(await leftoverProcesses(side)).toEqual([]);
  });
});

describe('the README', () => {
  it('documents a configuration the gate accepts', async () => {
    const { parseConfig } = await import('../src/config/load.js');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const yaml = /## Configuration[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)![1]!;
    const config = parseConfig(yaml, 'README.md');
    expect(config.servers[0]).toMatchObject({ name: 'weather', protocolVersion: '2025-11-25', protocolMatrix: ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] });
  });

  it('opens with the two commands: run the example, run the tests', () => {
    const opening = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').slice(0, 6).join('\n');
    expect(opening).toContain('npm ci && npm start');
    expect(opening).toContain('npm ci && npm test');
    expect(packageJson.scripts.start).toBe('node dist/cli.js check');
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toContain('npm test');
  });
});
