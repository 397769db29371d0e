import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { corpus, FIXTURE_SERVER, fixtureArgs, ROOT, tempDir, writeSide, type Side } from './helpers/fixture.js';
import { parseXml } from './helpers/xml.js';

/** dist/cli.js as a process (`npm run build` first): formats, semver, ignore entries, --env. */
const BIN = join(ROOT, 'dist/cli.js');
const drift = corpus().find((c) => c.id === 'input-required-added')!;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function mcpContract(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { PATH: process.env.PATH, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A project: a config serving `before` (the golden contract is snapshotted from it), and a way to serve another side. */
async function project(config: Record<string, unknown> = {}): Promise<{ dir: string; serve: (side: Side, extra?: Record<string, unknown>) => void }> {
  const dir = tempDir('mcg-local-');
  const serve = (side: Side, extra: Record<string, unknown> = {}) => {
    const file = writeSide(dir, side, 'side.json');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ ...config, servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(file), ...extra }] }));
  };
  serve(drift.before);
  const snapshot = await mcpContract(['snapshot'], dir);
  expect(snapshot).toMatchObject({ code: 0, stderr: '' });
  return { dir, serve };
}

const withVersion = (side: Side, version: string): Side => ({ ...side, serverInfo: { ...(side.serverInfo as object), version } });

describe('--format', () => {
  let dir: string;
  beforeAll(async () => {
    const made = await project();
    dir = made.dir;
    made.serve(drift.after);
  });

  it('writes several formats at once, each to its file, and the terminal report to stdout', async () => {
    const result = await mcpContract(['check', '--format', 'sarif=out/contract.sarif', '--format', 'junit=out/contract.junit.xml', '--format', 'markdown=out/', '--report', 'out/report.json'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(0, 3)).toEqual([
      'mcp-contract check: FAIL (highest: breaking, fail-on: effect-relevant) — breaking input-required-added (tool:create_note)',
      '',
      'server "notes" — contracts/notes.mcp-contract.json — 2025-06-18 (handshake era)',
    ]);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['contract.junit.xml', 'contract.sarif', 'mcp-contract-report.md', 'report.json']);
    const sarif = JSON.parse(readFileSync(join(dir, 'out/contract.sarif'), 'utf8'));
    const report = JSON.parse(readFileSync(join(dir, 'out/report.json'), 'utf8'));
    const changes = report.servers[0].changes as Array<{ rule: string; fingerprint: string; pointer: string }>;
    expect(sarif.runs[0].results.map((r: { ruleId: string; partialFingerprints: Record<string, string> }) => [r.ruleId, r.partialFingerprints['mcpContractChange/v1']])).toEqual(
      changes.map((c) => [c.rule, c.fingerprint]),
    );
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'contracts/notes.mcp-contract.json' });
    const junit = parseXml(readFileSync(join(dir, 'out/contract.junit.xml'), 'utf8'));
    const failing = junit.children[0]!.children.filter((t) => t.children.some((c) => c.name === 'failure')).map((t) => t.attributes.name);
    expect(failing).toEqual(['tool:create_note']);
    expect(readFileSync(join(dir, 'out/mcp-contract-report.md'), 'utf8').split('\n')[0]).toBe('## ❌ MCP contract: fail');
  });

  it('SARIF paths are from the repository root, whatever folder the gate runs in', async () => {
    execFileSync('git', ['init', '-q'], { cwd: dir });
    mkdirSync(join(dir, 'sub'), { recursive: true });
    const result = await mcpContract(['check', '--config', '../mcp-contract.yaml', '--format', 'sarif=../out/sub.sarif', '--format', 'json'], join(dir, 'sub'));
    expect(JSON.parse(result.stdout).servers[0].contract).toBe('../contracts/notes.mcp-contract.json');
    const sarif = JSON.parse(readFileSync(join(dir, 'out/sub.sarif'), 'utf8'));
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'contracts/notes.mcp-contract.json' });
  });

  it('NAME alone goes to stdout instead of the terminal report', async () => {
    const result = await mcpContract(['check', '--format', 'json'], dir);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ format: 'mcp-contract-report', verdict: 'fail' });
  });

  it.each([
    [['--format', 'json', '--format', 'sarif'], 'mcp-contract: only one format can go to stdout (got json, sarif): give the others a file, as NAME=FILE'],
    [['--format', 'html=out.html'], 'mcp-contract: --format "html": not a format (terminal, json, markdown, sarif, junit, changelog)'],
    [['--format', 'sarif='], 'mcp-contract: --format sarif=: name a file after "=", or "-" for stdout'],
    [['--format', 'sarif=a.out', '--format', 'junit=a.out'], `mcp-contract: two reports would be written to ${join('DIR', 'a.out')}`],
    [['--semver', 'strict'], "error: option '--semver <mode>' argument 'strict' is invalid. Allowed choices are off, warn, enforce."],
  ])('a bad --format or --semver is exit 2, before any server starts: %j', async (args, line) => {
    const result = await mcpContract(['check', ...args], dir);
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(line.replace('DIR', dir));
  });
});

describe('diff', () => {
  it('names both files in its header, and gives semver advice for the two versions', async () => {
    const dir = tempDir('mcg-diff-');
    for (const [name, side] of [
      ['base', withVersion(drift.before, '1.4.2')],
      ['head', withVersion(drift.after, '1.5.0')],
    ] as const) {
      const file = writeSide(dir, side, `${name}.side.json`);
      expect((await mcpContract(['snapshot', '--name', 'notes', '--out', `${name}.json`, '--', process.execPath, FIXTURE_SERVER, '--side', file], dir)).code).toBe(0);
    }
    const warned = await mcpContract(['diff', 'base.json', 'head.json', '--semver', 'warn'], dir);
    expect(warned.code).toBe(0);
    const lines = warned.stdout.trimEnd().split('\n');
    expect([lines[0], lines.at(-1)]).toEqual([
      // No --fail-on: what it found, no PASS or FAIL.
      'mcp-contract diff base.json → head.json: highest: breaking; 1 breaking, 0 effect-relevant, 1 cosmetic — breaking input-required-added (tool:create_note), and 1 more',
      '  semver (warn): requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for input-required-added on tool:create_note',
    ]);
    const enforced = await mcpContract(['diff', 'base.json', 'head.json', '--semver', 'enforce', '--format', 'json'], dir);
    expect(enforced.code).toBe(1);
    const report = JSON.parse(enforced.stdout);
    expect(report.verdict).toBe('fail');
    expect(report.servers[0].semver).toEqual({
      mode: 'enforce',
      status: 'too-small',
      required: 'major',
      requiredVersion: '2.0.0',
      base: '1.4.2',
      head: '1.5.0',
      cause: { rule: 'input-required-added', entity: 'tool:create_note', fingerprint: report.servers[0].changes.find((c: { rule: string }) => c.rule === 'input-required-added').fingerprint },
      message: 'requires 2.0.0 (base 1.4.2, head 1.5.0): too small, major for input-required-added on tool:create_note',
    });
  });
});

describe('semver in the config', () => {
  it('enforce at the top level fails a check whose version did not move; a server setting of warn wins', async () => {
    const { dir, serve } = await project({ semver: 'enforce' });
    serve(drift.after);
    const enforced = await mcpContract(['check', '--fail-on', 'never'], dir);
    expect(enforced.code).toBe(1);
    expect(enforced.stdout).toContain('\n  semver (enforce): requires 0.10.0 (base 0.9.2, head 0.9.2): too small, major for input-required-added on tool:create_note\n');
    serve(drift.after, { semver: 'warn' });
    expect((await mcpContract(['check', '--fail-on', 'never'], dir)).code).toBe(0);
    expect((await mcpContract(['check', '--fail-on', 'never', '--semver', 'enforce'], dir)).code).toBe(1);
  });
});

describe('ignore entries', () => {
  it('leave a matched change out of the gate and list it, with its reason, in every report', async () => {
    const { dir, serve } = await project({ ignore: [{ rule: 'input-required-added', pointer: '/tools/*/definition/inputSchema/**', reason: 'the notes server makes body required on purpose' }] });
    serve(drift.after);
    const result = await mcpContract(['check', '--report', 'report.json', '--format', 'markdown=report.md'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        'mcp-contract check: PASS (highest: none, fail-on: effect-relevant)',
        '',
        'server "notes" — contracts/notes.mcp-contract.json — 2025-06-18 (handshake era)',
        '  in sync: no change but the ignored ones',
        // The ignored change still grows the tool list: what it costs a model is said (docs/context-cost.md).
        '  tool definitions: 347 → 349 tokens, +1 % (gpt-tokenizer o200k_base)',
        '  largest growers:',
        '    create_note: 150 → 152 (+2)',
        '  ignored by the config (not gated): 1 change',
        '    ○ breaking        input-required-added  /tools/create_note/definition/inputSchema/required',
        '      tool:create_note: inputSchema: property "body" is required now',
        '      reason: the notes server makes body required on purpose',
        '  evidence: 4 passed, 0 failed',
        '',
      ].join('\n'),
    );
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect([report.counts, report.servers[0].changes]).toEqual([{ breaking: 0, 'effect-relevant': 0, cosmetic: 0 }, []]);
    expect(report.servers[0].ignored.map((i: { change: { rule: string }; reason: string; matched: unknown }) => [i.change.rule, i.reason, i.matched])).toEqual([
      ['input-required-added', 'the notes server makes body required on purpose', { rule: 'input-required-added', pointer: '/tools/*/definition/inputSchema/**' }],
    ]);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('\n**Ignored by the config** (not gated): 1 change.\n');
  });

  it.each([
    [{ pointer: '/tools/*/definition/description' }, 'at /servers/0/ignore/0: an ignore entry needs a reason (it would ignore every change its pointer matches); say why the change may pass the gate'],
    [{ rule: 'description-changed', reason: '' }, 'at /servers/0/ignore/0: an ignore entry needs a reason (it would ignore every change its rule matches); say why the change may pass the gate'],
    [{ entity: 'tool:x', reason: 'volatile' }, 'at /servers/0/ignore/0: an ignore entry needs a "rule" or a "pointer" (or both)'],
    [
      { rule: 'description-changd', reason: 'volatile' },
      'at /servers/0/ignore/0/rule: unknown rule id `description-changd`; the nearest ids: `description-changed`, `description-poisoned`, `instructions-changed` (docs/rules.md)',
    ],
  ])('an entry without a reason, or matching anything, is exit 2 naming it: %j', async (entry, message) => {
    const dir = tempDir('mcg-ignore-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: 'x', ignore: [entry] }] }));
    const result = await mcpContract(['check'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`mcp-contract: config ${join(dir, 'mcp-contract.yaml')} ${message}\n`);
  });
});

describe('--env and --env-passthrough', () => {
  const side = JSON.stringify(drift.before);

  it('give a command-line server its environment: literal values, and variables passed on', async () => {
    const dir = tempDir('mcg-env-');
    const server = ['--', process.execPath, FIXTURE_SERVER]; // the fixture serves FIXTURE_SIDE when it has no --side
    const literal = await mcpContract(['snapshot', '--name', 'notes', '--env', `FIXTURE_SIDE=${side}`, ...server], dir);
    expect(literal).toMatchObject({ code: 0, stdout: 'wrote contracts/notes.mcp-contract.json: 2025-06-18 (handshake era), 3 tools, 2 resources, 1 resource template, 1 prompt\n' });
    expect((await mcpContract(['check', '--name', 'notes', '--env-passthrough', 'FIXTURE_SIDE', ...server], dir, { FIXTURE_SIDE: side })).code).toBe(0);
    // Not passed on: the server serves its default side, which is drift.
    expect((await mcpContract(['check', '--name', 'notes', ...server], dir, { FIXTURE_SIDE: side })).code).toBe(1);
  });

  it.each([
    [['--env', 'NOVALUE', '--', 'x'], 'mcp-contract: --env "NOVALUE": give NAME=VALUE, NAME made of letters, digits and _ (not starting with a digit)'],
    [['--env', '1A=secret-value', '--', 'x'], 'mcp-contract: --env "1A"=...: give NAME=VALUE, NAME made of letters, digits and _ (not starting with a digit)'],
    [['--env-passthrough', 'A-B', '--', 'x'], 'mcp-contract: --env-passthrough "A-B": a variable name is letters, digits and _ (not starting with a digit)'],
    [['--env', 'A=1', '--url', 'http://127.0.0.1:9/mcp'], 'mcp-contract: --env and --env-passthrough are for a stdio server (`-- COMMAND ARGS...`), not --url'],
    [['--env', 'A=1'], 'mcp-contract: --env and --env-passthrough are for a server on the command line (`-- COMMAND ARGS...`); in a config, use env and envPassthrough'],
  ])('a bad one is exit 2: %j', async (args, line) => {
    const result = await mcpContract(['check', ...args], tempDir('mcg-env-'));
    expect([result.code, result.stderr]).toEqual([2, `${line}\n`]);
  });
});

describe('the README', () => {
  it('documents an ignore entry the gate accepts', async () => {
    const { parseConfig } = await import('../src/config/load.js');
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const yaml = /\*\*Ignoring a volatile field\.\*\*[\s\S]*?```yaml\n([\s\S]*?)```/.exec(readme)![1]!;
    const [server] = parseConfig(yaml, 'README.md').servers;
    expect(server!.ignore).toEqual([
      {
        pointer: '/tools/*/definition/description',
        rule: 'description-changed',
        reason: 'the descriptions embed the allowed directories, which differ per machine',
        origin: 'config README.md at /servers/0/ignore/0',
      },
    ]);
  });
});

describe('diff --config', () => {
  it("applies the ignore entries of the config's server named like the contracts", async () => {
    const { dir, serve } = await project({ ignore: [{ rule: 'input-required-added', reason: 'intended' }] });
    serve(drift.after);
    expect((await mcpContract(['snapshot', '--out', 'after.json'], dir)).code).toBe(0);
    const plain = await mcpContract(['diff', 'contracts/notes.mcp-contract.json', 'after.json', '--fail-on', 'breaking'], dir);
    const configured = await mcpContract(['diff', 'contracts/notes.mcp-contract.json', 'after.json', '--fail-on', 'breaking', '--config', 'mcp-contract.yaml', '--format', 'json'], dir);
    expect([plain.code, configured.code]).toEqual([1, 0]);
    expect(JSON.parse(configured.stdout).servers[0].ignored.map((i: { change: { rule: string } }) => i.change.rule)).toEqual(['input-required-added']);
  });
});
