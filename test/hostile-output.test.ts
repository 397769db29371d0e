import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { runNode, type CliResult as Run } from './helpers/cli.js';
import { leftoverProcesses, ROOT, stopChild, tempDir } from './helpers/fixture.js';
import { FakeGitHub } from './helpers/github-api.js';

/**
 * Secrets that a hostile server says back (on stderr as it crashes, in a 401 body or a JSON-RPC
 * error, in a tool description) appear in nothing the gate writes: dist/cli.js and dist/index.js
 * run as processes; every stream and file they wrote is scanned for the secret and its encodings.
 */
const HOSTILE = join(ROOT, 'test/fixtures/hostile-server.mjs');
const CLI = join(ROOT, 'dist/cli.js');
const ACTION = join(ROOT, 'dist/index.js');
/** Quotes, a backslash, a slash, a plus and a space: its JSON, URL and base64 forms all differ from it. */
const SECRET = 'Zq7hunterXyzzy42"q\\b/p+s w=';
/** Known to the gate only as its GitHub token; the server reads it from a file. */
const TOKEN = 'ghs_TokenQuux98765abcdefXYZ';
/** On every server this file starts: what is left running afterwards is found by it, not confused with another file's. */
const TAG = randomUUID();

/** Fragments of each secret's plain and base64 forms that survive any escaping (letters and digits only). */
function needles(secret: string): string[] {
  const longestRun = (text: string) => text.split(/[^A-Za-z0-9]+/).sort((a, b) => b.length - a.length)[0]!;
  const base64 = ['', 'user:', 'Bearer ', 'user:Bearer '].map((prefix) => {
    const start = Math.ceil((prefix.length * 4) / 3) + 1; // the first characters that depend on the secret alone
    return longestRun(
      Buffer.from(prefix + secret)
        .toString('base64')
        .slice(start, start + 16),
    );
  });
  return [longestRun(secret), ...base64];
}

/** Which fragments of which secrets a text holds: [] when nothing leaked. */
function leaks(text: string, secrets = [SECRET, TOKEN]): string[] {
  return secrets.flatMap(needles).filter((needle) => text.includes(needle));
}

function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, entry);
    if (statSync(path).isFile()) files[entry] = readFileSync(path, 'utf8');
  }
  return files;
}

/** Every file under `dir` that leaks, by name: [] when none does. */
function leakingFiles(dir: string): string[] {
  return Object.entries(filesUnder(dir))
    .filter(([, text]) => leaks(text).length > 0)
    .map(([name]) => name);
}

const gate = (args: string[], cwd: string) => runNode([CLI, ...args], cwd, { HOSTILE_SECRET: SECRET });

/** A project whose config names one hostile server, reached over stdio or HTTP. */
function writeConfig(dir: string, server: Record<string, unknown>): void {
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'hostile', era: 'handshake', ...server }] }));
}

const stdioServer = (mode: string, extra: string[] = []) => ({ command: process.execPath, args: [HOSTILE, '--mode', mode, '--tag', TAG, ...extra], envPassthrough: ['HOSTILE_SECRET'] });
const httpServer = (url: string) => ({ url, headers: { Authorization: 'Bearer ${env:HOSTILE_SECRET}' } });

interface HttpHostile {
  url: string;
  stop(): Promise<void>;
}

async function startHostileHttp(mode: string): Promise<HttpHostile> {
  const child = spawn(process.execPath, [HOSTILE, '--mode', mode, '--tag', TAG, '--http', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /FIXTURE_LISTENING (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => stopChild(child) };
}

/** The golden contract of the description mode (the secret redacted), then the server switched to `mode`. */
async function projectWithGolden(server: (mode: string) => Record<string, unknown>, mode: string): Promise<string> {
  const dir = tempDir('mcg-hostile-');
  writeConfig(dir, server('description'));
  expect(await gate(['snapshot'], dir)).toMatchObject({ code: 0, stderr: '' });
  writeConfig(dir, server(mode));
  return dir;
}

afterAll(async () => expect(await leftoverProcesses(TAG)).toEqual([]));

/** The echo with each form redacted (over HTTP the secret comes back with its "Bearer "; the end may be cut with "…"). */
const ECHO = /plain=(Bearer )?\*\*\* json="(Bearer )?\*\*\*" url=(Bearer%20)?\*\*\* b64=\S*\*\*\*/;

describe('secrets a server says back reach no output of the CLI', () => {
  it.each([
    ['stdio', 'stderr-crash', /^mcp-contract: server "hostile", tools\/list, page 1: the connection closed \(server process ended with exit code 1; stderr: fatal: could not authenticate with /],
    ['stdio', 'rpc-error', /^mcp-contract: server "hostile", tools\/list, page 1: the server declared this list but answered with JSON-RPC error -32001: upstream refused /],
    ['http', 'http-401', /^mcp-contract: server "hostile", initialize: HTTP 401: Error POSTing to endpoint: unauthorized: /],
    ['http', 'rpc-error', /^mcp-contract: server "hostile", tools\/list, page 1: the server declared this list but answered with JSON-RPC error -32001: upstream refused /],
  ])('over %s, %s: snapshot and check fail with the secret as ***', async (transport, mode, message) => {
    const http = transport === 'http' ? await startHostileHttp(mode) : undefined;
    const description = transport === 'http' ? await startHostileHttp('description') : undefined;
    try {
      const server = (which: string) => (transport === 'stdio' ? stdioServer(which) : httpServer(which === 'description' ? description!.url : http!.url));
      const dir = await projectWithGolden(server, mode);
      const snapshot = await gate(['snapshot', '--transcript', 'evidence', '--transcript-bodies'], dir);
      expect(snapshot.code).toBe(3);
      expect(snapshot.stderr.split('\n')).toEqual([expect.stringMatching(message), '']);
      expect(snapshot.stderr).toMatch(ECHO);
      const check = await gate(['check', '--report', 'report.json', '--transcript', 'evidence', '--transcript-bodies'], dir);
      expect(check.code).toBe(3);
      expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).servers[0].error.message).toMatch(ECHO);
      expect(leaks(snapshot.stdout + snapshot.stderr + check.stdout + check.stderr)).toEqual([]);
      expect(leakingFiles(dir)).toEqual([]);
    } finally {
      await Promise.all([http?.stop(), description?.stop()]);
    }
    expect(await leftoverProcesses(TAG)).toEqual([]);
  });

  it.each(['stdio', 'http'])('over %s, a description that holds the secret: the contract is redacted, says so, and check compares equal', async (transport) => {
    const http = transport === 'http' ? await startHostileHttp('description') : undefined;
    try {
      const dir = tempDir('mcg-hostile-');
      writeConfig(dir, transport === 'stdio' ? stdioServer('description') : httpServer(http!.url));
      const snapshot = await gate(['snapshot', '--transcript', 'evidence', '--transcript-bodies'], dir);
      expect(snapshot).toEqual({ code: 0, stdout: 'wrote contracts/hostile.mcp-contract.json: 2025-11-25 (handshake era), 1 tool, 0 resources, 0 resource templates, 0 prompts\n', stderr: '' });
      const contract = JSON.parse(readFileSync(join(dir, 'contracts/hostile.mcp-contract.json'), 'utf8'));
      expect(contract.redacted).toBe(true);
      expect(contract.tools.leaky.definition.description).toMatch(new RegExp(`^Calls home with ${ECHO.source}`));
      const check = await gate(['check', '--report', 'report.json', '--transcript', 'evidence', '--transcript-bodies'], dir);
      expect(check.code).toBe(0);
      expect(check.stdout.split('\n').slice(0, 4)).toEqual([
        'mcp-contract check: PASS (highest: none, fail-on: effect-relevant)',
        '',
        'server "hostile" — contracts/hostile.mcp-contract.json — 2025-11-25 (handshake era)',
        '  in sync: no change',
      ]);
      expect(Object.keys(filesUnder(dir)).sort()).toEqual(['contracts/hostile.mcp-contract.json', 'evidence/hostile.transcript.json', 'mcp-contract.yaml', 'report.json']);
      expect(leaks(snapshot.stdout + snapshot.stderr + check.stdout + check.stderr)).toEqual([]);
      expect(leakingFiles(dir)).toEqual([]);
    } finally {
      await http?.stop();
    }
  });
});

describe('secrets a server says back reach no output of the action', () => {
  const github = new FakeGitHub();
  beforeAll(() => github.start());
  afterAll(() => github.stop());

  async function runAction(dir: string, inputs: Record<string, string>): Promise<Run & { outputs: string; summary: string }> {
    const runner = tempDir('mcg-runner-');
    const [outputs, summary] = [join(runner, 'output'), join(runner, 'summary.md')];
    writeFileSync(outputs, '');
    writeFileSync(summary, '');
    // The report in the workspace (its default is the runner's temporary folder): leakingFiles reads it there.
    const given = { 'github-token': TOKEN, 'pr-number': '7', 'report-path': 'mcp-contract-report.json', ...inputs };
    const inputEnv = Object.fromEntries(Object.entries(given).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
    const run = await runNode([ACTION], dir, {
      GITHUB_WORKSPACE: dir,
      GITHUB_OUTPUT: outputs,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/hostile',
      GITHUB_WORKFLOW: 'contracts',
      HOSTILE_SECRET: SECRET,
      ...inputEnv,
    });
    return { ...run, outputs: readFileSync(outputs, 'utf8'), summary: readFileSync(summary, 'utf8') };
  }

  /** What the runner shows: its own `::add-mask::` commands are consumed by it, never shown. */
  const shown = (run: Run) =>
    (run.stdout + run.stderr)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n');

  it('update, check in sync, and a crashing server: comment, summary, outputs, annotations, report and contract hold no secret', async () => {
    const dir = tempDir('mcg-hostile-action-');
    const secretFile = join(tempDir('mcg-token-'), 'token');
    writeFileSync(secretFile, TOKEN); // the server knows the GitHub token by another way: the gate must still redact it
    writeConfig(dir, stdioServer('description', ['--secret-file', secretFile]));
    github.comments = [];

    const update = await runAction(dir, { mode: 'update' });
    expect(update.code).toBe(0);
    expect((update.stdout.match(/^::add-mask::.*$/gm) ?? []).sort()).toEqual([`::add-mask::${SECRET}`, `::add-mask::${TOKEN}`]);
    expect(JSON.parse(readFileSync(join(dir, 'contracts/hostile.mcp-contract.json'), 'utf8')).redacted).toBe(true);

    const inSync = await runAction(dir, { 'transcript-dir': 'evidence', 'transcript-bodies': 'true' });
    expect(inSync.code).toBe(0);
    expect(inSync.outputs).toMatch(/^verdict<<(\S+)\npass\n\1$/m);

    writeConfig(dir, stdioServer('stderr-crash', ['--secret-file', secretFile]));
    const crashed = await runAction(dir, { 'transcript-dir': 'evidence', 'transcript-bodies': 'true' });
    expect(crashed.code).toBe(3);
    expect(crashed.outputs).toMatch(
      /"message":"server \\"hostile\\", tools\/list, page 1: the connection closed \(server process ended with exit code 1; stderr: fatal: could not authenticate with plain=\*\*\* json=\\"\*\*\*\\" url=\*\*\* b64=\*\*\*/,
    );

    expect(github.comments.map((comment) => comment.body.split('\n')[1])).toEqual(['## ⚠️ MCP contract: error']); // one sticky comment, updated
    for (const run of [update, inSync, crashed]) expect(leaks(shown(run) + run.outputs + run.summary)).toEqual([]);
    expect(leaks(github.comments.map((comment) => comment.body).join('\n'))).toEqual([]);
    expect(leakingFiles(dir)).toEqual([]);
    expect(await leftoverProcesses(TAG)).toEqual([]);
  });

  it('over HTTP, a JSON-RPC error that echoes the Authorization header: the cause output and the summary hold ***', async () => {
    const http = await startHostileHttp('rpc-error');
    try {
      const dir = tempDir('mcg-hostile-action-');
      mkdirSync(join(dir, 'contracts'));
      writeFileSync(join(dir, 'contracts/hostile.mcp-contract.json'), readFileSync(join(await projectWithGolden(stdioServer, 'description'), 'contracts/hostile.mcp-contract.json')));
      writeConfig(dir, httpServer(http.url));
      const run = await runAction(dir, { comment: 'false' });
      expect(run.code).toBe(3);
      expect(run.summary).toMatch(
        /\*\*Not compared\.\*\* server "hostile", tools\/list, page 1\\: the server declared this list but answered with JSON\\-RPC error \\-32001\\: upstream refused plain=Bearer \\\*\\\*\\\*/,
      );
      expect(leaks(shown(run) + run.outputs + run.summary)).toEqual([]);
      expect(leakingFiles(dir)).toEqual([]);
    } finally {
      await http.stop();
    }
  });
});

describe('names that are JavaScript object members', () => {
  it('keeps a tool and a schema property named __proto__ through snapshot and check; envPassthrough: [constructor] passes nothing', async () => {
    const dir = tempDir('mcg-proto-');
    writeConfig(dir, { command: process.execPath, args: [HOSTILE, '--mode', 'proto', '--tag', TAG], envPassthrough: ['constructor'] });
    expect((await gate(['snapshot'], dir)).code).toBe(0);
    const text = readFileSync(join(dir, 'contracts/hostile.mcp-contract.json'), 'utf8');
    const contract = JSON.parse(text);
    expect(Object.keys(contract.tools)).toEqual(['__proto__', 'constructor', 'env_probe']);
    expect(Object.keys(contract.tools.__proto__.definition.inputSchema.properties)).toEqual(['__proto__', 'constructor']);
    expect(contract.tools.env_probe.definition.description).toBe('constructor variable: (unset)');
    // The server's own next check is in sync, schema evidence included.
    const check = await gate(['check'], dir);
    expect(check.code).toBe(0);
    expect(check.stdout.split('\n').slice(2, 4)).toEqual(['server "hostile" — contracts/hostile.mcp-contract.json — 2025-11-25 (handshake era)', '  in sync: no change']);
    expect(check.stderr).toBe('');
  });
});
