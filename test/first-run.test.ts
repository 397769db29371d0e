import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadAcceptances } from '../src/config/policy.js';
import { InputError } from '../src/errors.js';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, ROOT, tempDir, writeSide, type FixtureOptions } from './helpers/fixture.js';

/**
 * What a first run meets (issue 18): a server still starting (`npx -y` downloading), a server
 * that greets on stdout, a typo in the config, and `diff` asked only what changed. The CLI in
 * this process, every server a real child process.
 */
const drift = corpus().find((c) => c.id === 'input-required-added')!;

/** A project whose config serves `side` with `fixture` options, and `server` settings of its own. */
function project(fixture: FixtureOptions, server: Record<string, unknown> = {}, side = drift.before): string {
  const dir = tempDir('mcg-first-');
  const file = writeSide(dir, side);
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs(file, fixture), ...server }] }));
  return dir;
}

describe('a server that is slow to start', () => {
  const RAISE = 'raise --timeout to 60000 (in the action: timeout; in the config: timeouts.requestMs)';
  const NPX = 'a server started with npx -y may still be downloading on its first run';

  it('fails in words (the step, the wait, npx, the flag to raise), and --timeout rescues it', async () => {
    const dir = project({ startupDelayMs: 2_000 }, { era: 'handshake', timeouts: { requestMs: 300 } });
    const failed = await cli(['snapshot'], dir);
    expect(failed).toEqual({ code: 3, stdout: '', stderr: `mcp-contract: server "notes": the server did not answer initialize within 300 ms; ${NPX}: ${RAISE}\n` });
    const rescued = await cli(['snapshot', '--timeout', '10000'], dir);
    expect(rescued).toMatchObject({ code: 0, stderr: '' });
    expect(rescued.stdout).toMatch(/^wrote contracts\/notes\.mcp-contract\.json: /);
    expect((await cli(['check', '--timeout', '10000'], dir)).code).toBe(0);
  });

  it('in the auto era names both steps it waited for (server/discover, then initialize on a fresh start)', async () => {
    const dir = project({ startupDelayMs: 2_000 }, { timeouts: { requestMs: 300 } });
    expect(await cli(['snapshot'], dir)).toEqual({
      code: 3,
      stdout: '',
      stderr: `mcp-contract: server "notes": the server did not answer server/discover nor initialize within 300 ms; ${NPX}: ${RAISE}\n`,
    });
  });

  it('--total-timeout bounds the whole run, over the config', async () => {
    const dir = project({ startupDelayMs: 2_000 }, { era: 'handshake' });
    expect(await cli(['snapshot', '--total-timeout', '300'], dir)).toEqual({
      code: 3,
      stdout: '',
      stderr: 'mcp-contract: server "notes", initialize: the total deadline passed (timeouts.totalMs: 300 ms)\n',
    });
  });

  it.each([
    [['--timeout', 'soon'], '--timeout must be a whole number of milliseconds (got "soon")'],
    [['--timeout', '0'], '--timeout must be a whole number of milliseconds (got "0")'],
    [['--total-timeout', '1.5'], '--total-timeout must be a whole number of milliseconds (got "1.5")'],
    // A Node timer of 2^31 ms or more fires after 1 ms: refused, not shortened.
    [['--timeout', '2147483648'], '--timeout must be at most 2147483647 milliseconds, about 24.8 days (got "2147483648")'],
    [['--total-timeout', '99999999999'], '--total-timeout must be at most 2147483647 milliseconds, about 24.8 days (got "99999999999")'],
  ])('a bad %j is exit 2 before any server starts', async (args, message) => {
    const dir = project({});
    expect(await cli(['snapshot', ...args], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${message}\n` });
  });
});

describe('a server that prints a banner on stdout before its first message', () => {
  const WARNING =
    'mcp-contract: warning: server "notes": skipped 2 lines that are not JSON on stdout before the first message (a banner or log; an MCP server logs to stderr); stdout: strict in the config fails on them\n';

  it('is tolerated by default, with a warning that counts the lines, in snapshot and check', async () => {
    const dir = project({ banner: 2 });
    const snapshot = await cli(['snapshot'], dir);
    expect(snapshot).toMatchObject({ code: 0, stderr: WARNING });
    expect(await cli(['check'], dir)).toMatchObject({ code: 0, stderr: WARNING });
  });

  it('fails with stdout: strict (exit 3, "not JSON")', async () => {
    const dir = project({ banner: 2 }, { stdout: 'strict' });
    const failed = await cli(['snapshot'], dir);
    expect(failed.code).toBe(3);
    expect(failed.stderr).toMatch(/^mcp-contract: server "notes", server\/discover: server wrote a line that is not JSON to stdout: "fixture banner 1: starting up"\n$/);
  });

  it('a line that is not JSON after the first message still fails, tolerant or not', async () => {
    const failed = await cli(['snapshot'], project({ fault: 'non-json-stdout' }));
    expect(failed.code).toBe(3);
    expect(failed.stderr).toContain('server wrote a line that is not JSON to stdout: "log: serving tools/list"');
  });

  it('stdout is refused for an HTTP server (exit 2)', async () => {
    const dir = tempDir('mcg-first-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'web', url: 'http://127.0.0.1:9/mcp', stdout: 'strict' }] }));
    expect((await cli(['snapshot'], dir)).stderr).toBe(`mcp-contract: config ${join(dir, 'mcp-contract.yaml')} at /servers/0: "stdout" is for a stdio server ("command"), not a "url"\n`);
  });
});

describe('a server that crashes at start', () => {
  it("says its Error line once, not its stack's tail twice (exit 3)", async () => {
    const dir = tempDir('mcg-first-');
    // Deep enough that the last lines of stderr are all stack frames.
    writeFileSync(join(dir, 'crash.mjs'), "function deep(n) { if (n === 0) throw new Error('No active cluster!'); return deep(n - 1); }\ndeep(12);\n");
    expect(await cli(['snapshot', '-o', 'c.json', '--', process.execPath, 'crash.mjs'], dir)).toEqual({
      code: 3,
      stdout: '',
      stderr:
        'mcp-contract: server "server", server/discover: the connection closed (server process ended with exit code 1; stderr: Error: No active cluster!); the initialize fallback failed the same way\n',
    });
  });
});

describe('a typo in the config', () => {
  const configError = async (server: Record<string, unknown>) => {
    const dir = tempDir('mcg-first-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', ...server }] }));
    const result = await cli(['snapshot'], dir);
    expect(result.code).toBe(2);
    return result.stderr.replace(`config ${join(dir, 'mcp-contract.yaml')} `, 'config FILE ');
  };

  it.each([
    [{ comand: 'node' }, 'at /servers/0: unknown key `comand` (line 3, column 5); did you mean `command`?'],
    [{ command: 'node', timeouts: { requestMS: 5 } }, 'at /servers/0/timeouts: unknown key `requestMS` (line 5, column 7); did you mean `requestMs`?'],
    [{ command: 'node', envPassThrough: ['A'] }, 'at /servers/0: unknown key `envPassThrough` (line 4, column 5); did you mean `envPassthrough`?'],
    [{ command: 'node', examples: [{ tool: 't', arguments: {}, expcet: {} }] }, 'at /servers/0/examples/0: unknown key `expcet` (line 7, column 9); did you mean `expect`?'],
  ])('names the closest known key: %j', async (server, message) => {
    expect(await configError(server)).toBe(`mcp-contract: config FILE ${message}\n`);
  });

  it('names the line and column of a value the schema refuses: a timeout past what a timer keeps', async () => {
    expect(await configError({ command: 'node', timeouts: { requestMs: 2_147_483_648 } })).toBe(
      'mcp-contract: config FILE at /servers/0/timeouts/requestMs: must be <= 2147483647 (line 5, column 18)\n',
    );
  });

  it('names no key that is far from every known one, or not a short identifier: its place only', async () => {
    expect(await configError({ command: 'node', aws_secret_access_key: 'x' })).toBe('mcp-contract: config FILE at /servers/0: must NOT have additional properties (the key at line 4, column 5)\n');
    expect(await configError({ command: 'node', 'com\u202emand': 'x' })).toBe('mcp-contract: config FILE at /servers/0: must NOT have additional properties (the key at line 4, column 5)\n');
  });
});

describe('a typo in the policy file', () => {
  it('names the closest known key too', async () => {
    const dir = tempDir('mcg-first-');
    const file = join(dir, 'mcp-contract.policy.yaml');
    writeFileSync(file, 'accept:\n  - fingerprint: 0123456789abcdef\n    reason: the old tool is gone\n    expries: 2027-01-31\n');
    await expect(loadAcceptances(file, dir)).rejects.toThrow(`policy ${file} at /accept/0: unknown key \`expries\` (line 4, column 5); did you mean \`expires\`?`);
  });

  it('refuses a day the calendar does not have, by line and column', async () => {
    const dir = tempDir('mcg-first-');
    const file = join(dir, 'mcp-contract.policy.yaml');
    writeFileSync(file, 'accept:\n  - fingerprint: 0123456789abcdef\n    reason: the old tool is gone\n    expires: 2027-02-30\n');
    await expect(loadAcceptances(file, dir)).rejects.toThrow(new InputError(`policy ${file} at /accept/0/expires: must be a day of the calendar (YYYY-MM-DD) (line 4, column 14)`));
    writeFileSync(file, 'accept:\n  - fingerprint: 0123456789abcdef\n    reason: the old tool is gone\n    expires: 2028-02-29\n');
    expect(await loadAcceptances(file, dir)).toEqual([{ fingerprint: '0123456789abcdef', reason: 'the old tool is gone', expires: '2028-02-29' }]);
  });

  it("loads the README's policy example, its fingerprint quoted", async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const example = /```yaml\n(# mcp-contract\.policy\.yaml[\s\S]*?)```/.exec(readme)![1]!;
    const dir = tempDir('mcg-first-');
    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), example);
    expect(await loadAcceptances(join(dir, 'mcp-contract.policy.yaml'), dir)).toEqual([
      { fingerprint: '3b4c1d2e5f60718a', reason: 'purge is gone in 2.0; every client moved to purge_all in #123', expires: '2027-01-31' },
    ]);
  });

  it('says to quote a fingerprint YAML reads as a number, with its line and column', async () => {
    const dir = tempDir('mcg-first-');
    const file = join(dir, 'mcp-contract.policy.yaml');
    writeFileSync(file, 'accept:\n  - fingerprint: 1234567812345678\n    reason: the old tool is gone\n');
    await expect(loadAcceptances(file, dir)).rejects.toThrow(
      new InputError(`policy ${file} at /accept/0/fingerprint: must be string (line 2, column 18): YAML reads it as a number; quote it ('...')`),
    );
  });
});

describe('diff without --fail-on', () => {
  async function contracts(): Promise<string> {
    const dir = tempDir('mcg-first-');
    for (const [name, side] of [
      ['a', drift.before],
      ['b', drift.after],
    ] as const) {
      const file = writeSide(dir, side, `${name}.side.json`);
      expect((await cli(['snapshot', '--name', 'notes', '--out', `${name}.json`, '--', process.execPath, ...fixtureArgs(file)], dir)).code).toBe(0);
    }
    return dir;
  }

  it('says what it found, no PASS or FAIL; with --fail-on it gates like check', async () => {
    const dir = await contracts();
    const found = await cli(['diff', 'a.json', 'b.json'], dir);
    expect(found.code).toBe(0);
    expect(found.stdout.split('\n')[0]).toBe('mcp-contract diff a.json → b.json: highest: breaking; 1 breaking, 0 effect-relevant, 0 cosmetic — breaking input-required-added (tool:create_note)');
    const gated = await cli(['diff', 'a.json', 'b.json', '--fail-on', 'breaking'], dir);
    expect(gated.code).toBe(1);
    expect(gated.stdout.split('\n')[0]).toBe('mcp-contract diff a.json → b.json: FAIL (highest: breaking, fail-on: breaking) — breaking input-required-added (tool:create_note)');
    const never = await cli(['diff', 'a.json', 'b.json', '--fail-on', 'never'], dir);
    expect(never.stdout.split('\n')[0]).toMatch(/^mcp-contract diff a\.json → b\.json: PASS \(highest: breaking, fail-on: never\)/);
    const enforced = await cli(['diff', 'a.json', 'b.json', '--semver', 'enforce'], dir); // a failure is said, whatever the options
    expect(enforced.code).toBe(1);
    expect(enforced.stdout.split('\n')[0]).toMatch(/^mcp-contract diff a\.json → b\.json: FAIL \(highest: breaking, fail-on: never\)/);
    const same = await cli(['diff', 'a.json', 'a.json'], dir);
    expect(same).toMatchObject({
      code: 0,
      stdout: 'mcp-contract diff a.json → a.json: highest: none; 0 breaking, 0 effect-relevant, 0 cosmetic\n\nserver "notes" — a.json — 2025-06-18 (handshake era)\n  in sync: no change\n',
    });
  });

  it('a comparison is not a gate: without --fail-on, no verdict in any format and the two files by name; with it, a verdict over OLD → NEW', async () => {
    const dir = await contracts();
    const found = await cli(['diff', 'a.json', 'b.json', '--format', 'markdown', '--format', 'sarif=out.sarif'], dir);
    expect(found.code).toBe(0);
    const markdown = found.stdout;
    expect(markdown.split('\n').filter((line) => line.startsWith('#') || line.startsWith('Highest') || line.startsWith('| notes') || line.startsWith('**'))).toEqual([
      '## MCP contract diff: a\\.json → b\\.json',
      'Highest change: **breaking** · a comparison, not a gate: no verdict (`--fail-on` makes it one).',
      '| notes | a\\.json → b\\.json: 1 change | 1 | 0 | 0 | — |',
      '### notes',
      '**Changes** from `a.json` to `b.json`:',
      '**tool\\:create\\_note**',
      '**Context cost.** tool definitions: 347 → 349 tokens, +1 % (gpt-tokenizer o200k_base)',
    ]);
    expect(markdown).not.toMatch(/golden|live|drift|\bpass\b|fails|✅|❌|mcp-contract-gate:cause/i);
    expect(markdown).toContain('--- a.json\n+++ b.json\n'); // the definition diff, headed by the two files
    expect(JSON.parse(readFileSync(join(dir, 'out.sarif'), 'utf8')).runs[0].properties).toEqual({ failOn: 'never', highest: 'breaking', driftHighest: 'breaking', intendedHighest: 'none' });
    const gated = await cli(['diff', 'a.json', 'b.json', '--fail-on', 'breaking', '--format', 'markdown'], dir);
    expect(gated.code).toBe(1);
    expect(gated.stdout.split('\n').filter((line) => line.startsWith('## ') || line.startsWith('Highest') || line.startsWith('**Why'))).toEqual([
      '## ❌ MCP contract: fail · a\\.json → b\\.json',
      'Highest change: **breaking** · fails on: **breaking** and above.',
      '**Why it fails:** 1 breaking change.',
    ]);
    expect(gated.stdout).not.toMatch(/golden|live|drift/i);
  });
});
