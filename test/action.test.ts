import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, FIXTURE_SERVER, ROOT, startHttpFixture, tempDir, writeSide, type RunningServer } from './helpers/fixture.js';
import { FakeGitHub } from './helpers/github-api.js';

/**
 * dist/index.js run as a process, as GitHub runs it: INPUT_* variables, a pull_request event
 * file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and a real local HTTP server standing in
 * for the GitHub REST API (GITHUB_API_URL).
 */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const github = new FakeGitHub();
const running: RunningServer[] = [];
beforeAll(() => github.start());
afterAll(async () => {
  await github.stop();
  await Promise.all(running.map((server) => server.stop()));
});

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

interface Workspace {
  dir: string;
  base: string;
  head: string;
  golden: string;
}

/** A repository whose PR changes the server (before → after) and commits the updated golden contract with it. */
async function workspace(): Promise<Workspace> {
  const dir = tempDir('mcg-action-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'] }] }));
  writeSide(dir, drift.before, 'server-side.json');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  writeSide(dir, drift.after, 'server-side.json');
  expect((await cli(['update'], dir)).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'head: body is required now');
  return { dir, base, head: git(dir, 'rev-parse', 'HEAD'), golden: join(dir, 'contracts/notes.mcp-contract.json') };
}

interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

async function runAction(ws: Workspace, inputs: Record<string, string>, event: { labels?: string[]; fork?: boolean } = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  const files = tempDir('mcg-runner-');
  const eventFile = join(files, 'event.json');
  writeFileSync(eventFile, JSON.stringify({
    action: 'synchronize',
    pull_request: {
      number: 7,
      base: { sha: ws.base, repo: { full_name: 'acme/notes' } },
      head: { sha: ws.head, repo: { full_name: event.fork ? 'someone/notes' : 'acme/notes', fork: Boolean(event.fork) } },
      labels: (event.labels ?? []).map((name) => ({ name })),
    },
  }));
  const output = join(files, 'output');
  const summary = join(files, 'summary.md');
  writeFileSync(output, '');
  writeFileSync(summary, '');
  const inputEnv = Object.fromEntries(Object.entries({ 'github-token': 'test-token', ...inputs }).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]));
  const child = spawn(process.execPath, [join(ROOT, 'dist/index.js')], {
    cwd: ws.dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_WORKSPACE: ws.dir,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_API_URL: github.url,
      GITHUB_REPOSITORY: 'acme/notes',
      GITHUB_WORKFLOW: 'contracts',
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_RUN_ID: '42',
      ...inputEnv,
      ...env,
    },
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? -1)));
  return { code, stdout, outputs: parseOutputs(readFileSync(output, 'utf8')), summary: readFileSync(summary, 'utf8') };
}

/** GITHUB_OUTPUT's `name<<DELIMITER ... DELIMITER` form. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}

const marker = '<!-- mcp-contract-gate:comment contracts:notes -->';

describe('the action on a pull request', () => {
  it('creates one sticky comment among 120 earlier ones, then updates it in place', async () => {
    const ws = await workspace();
    github.comments = [];
    github.seedComments(120);
    const first = await runAction(ws, {});
    expect(first.code).toBe(1); // the PR intends a breaking change that nothing approved
    expect(github.comments).toHaveLength(121);
    const sticky = github.comments.at(-1)!;
    expect(sticky.body.startsWith(marker)).toBe(true);
    expect(sticky.body).toContain('❌ MCP contract: fail');
    expect(sticky.body).toContain('**unapproved breaking:**');
    expect(github.requests.some((r) => r.method === 'GET' && r.url.includes('page=2'))).toBe(true);
    expect(github.requests.every((r) => r.authorization === 'token test-token')).toBe(true);

    const second = await runAction(ws, {}, { labels: ['mcp-contract:approved-breaking'] });
    expect(second.code).toBe(0);
    expect(github.comments).toHaveLength(121); // updated, not added
    expect(github.comments.at(-1)!.id).toBe(sticky.id);
    expect(github.comments.at(-1)!.body).toContain('✅ MCP contract: pass');
    expect(github.comments.at(-1)!.body).toContain('by label mcp\\-contract\\:approved\\-breaking');
    expect(second.outputs.verdict).toBe('pass');
  });

  it('sets outputs and the job summary, with the machine-readable cause, and writes transcripts to upload', async () => {
    const ws = await workspace();
    const run = await runAction(ws, { 'transcript-dir': 'evidence' });
    expect(run.outputs['transcript-dir']).toBe(join(ws.dir, 'evidence'));
    const transcript = JSON.parse(readFileSync(join(ws.dir, 'evidence/notes.transcript.json'), 'utf8'));
    expect(transcript.messages.some((m: { method?: string }) => m.method === 'notifications/initialized')).toBe(true);
    const cause = JSON.parse(run.outputs.cause!);
    expect(run.outputs).toMatchObject({ verdict: 'fail', highest: 'none', breaking: '0', 'effect-relevant': '0', cosmetic: '0', 'contract-changed': 'false' });
    expect(cause.servers[0].review).toMatchObject({ base: ws.base, highest: 'breaking', unapproved: [expect.stringMatching(/^[0-9a-f]{16}$/)] });
    expect(run.summary).toContain('❌ MCP contract: fail');
    expect(run.summary).toContain('`input-required-added`');
    expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'))).toEqual(cause);
  });

  it('approves by a committed acceptance with a reason, and not once it has expired', async () => {
    const ws = await workspace();
    const fingerprint = JSON.parse((await runAction(ws, { comment: 'false' })).outputs.cause!).servers[0].review.unapproved[0];
    writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: 'body is required from 2.0 on; clients updated in #12' }] }));
    const accepted = await runAction(ws, { comment: 'false' });
    expect(accepted.code).toBe(0);
    expect(JSON.parse(accepted.outputs.cause!).servers[0].review.approved).toEqual([{ fingerprint, by: 'acceptance: body is required from 2.0 on; clients updated in #12' }]);
    writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: 'temporary', expires: '2020-01-01' }] }));
    expect((await runAction(ws, { comment: 'false' })).code).toBe(1);
    writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), 'accept: [{ fingerprint: nope }]');
    const broken = await runAction(ws, { comment: 'false' });
    expect(broken.code).toBe(2);
    expect(broken.stdout).toMatch(/::error::policy .*mcp-contract\.policy\.yaml at \/accept\/0: must have required property 'reason'/);
  });

  it('fails on drift, annotates the golden file, and never rewrites it', async () => {
    const ws = await workspace();
    const side = JSON.parse(readFileSync(join(ws.dir, 'server-side.json'), 'utf8'));
    side.tools = side.tools.filter((tool: { name: string }) => tool.name !== 'purge');
    writeFileSync(join(ws.dir, 'server-side.json'), JSON.stringify(side)); // the code changed, the golden file did not follow
    const before = readFileSync(ws.golden, 'utf8');
    const run = await runAction(ws, { comment: 'false' }, { labels: ['mcp-contract:approved-breaking'] });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', highest: 'breaking', breaking: '1' });
    const line = before.split('\n').findIndex((l) => l.startsWith('    "purge": {')) + 1;
    expect(run.stdout).toContain(`::error title=breaking%3A tool-removed (tool%3Apurge),file=contracts/notes.mcp-contract.json,line=${line}::tool "purge" removed`);
    // The intended change is approved by the label: a notice on its line, not an error.
    expect(run.stdout).toMatch(/::notice title=intended breaking%3A input-required-added \(tool%3Acreate_note\),file=contracts\/notes.mcp-contract.json,line=\d+::inputSchema: property "body" is required now/);
    expect(run.summary).toContain('**Drift.**');
    expect(run.summary).toContain('npx -p mcp-contract-gate mcp-contract update --config mcp-contract.yaml --server notes');
    expect(readFileSync(ws.golden, 'utf8')).toBe(before);
  });

  it('applies timeout inputs to every server, and refuses a bad one (exit 2)', async () => {
    const ws = await workspace();
    writeFileSync(join(ws.dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json', '--fault', 'no-answer'] }] }));
    const run = await runAction(ws, { comment: 'false', 'request-timeout-ms': '500' });
    expect(run.code).toBe(3);
    expect(JSON.parse(run.outputs.cause!).servers[0].error.message).toContain('tools/list, page 1: no answer within 500 ms');
    const bad = await runAction(ws, { comment: 'false', 'total-timeout-ms': 'soon' });
    expect(bad.code).toBe(2);
    expect(bad.stdout).toContain('::error::input total-timeout-ms must be a whole number of milliseconds (got "soon")');
  });

  it('on a read-only (fork) token warns, and still writes the summary, outputs and exit code', async () => {
    const ws = await workspace();
    github.readOnly = true;
    try {
      const run = await runAction(ws, {}, { fork: true });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::warning::could not comment on pull request #7: the token may not write to this pull request \(HTTP 403/);
      expect(run.summary).toContain('❌ MCP contract: fail');
      expect(run.outputs.verdict).toBe('fail');
    } finally {
      github.readOnly = false;
    }
  });

  it('without a token skips the comment with a warning, and keeps the verdict', async () => {
    const ws = await workspace();
    const before = github.requests.length;
    const run = await runAction(ws, { 'github-token': '' });
    expect(run.stdout).toContain('::warning::no github-token: the pull request comment is skipped');
    expect(github.requests.length).toBe(before);
    expect(run.code).toBe(1);
  });

  it('mode update rewrites the golden contract and says so; it commits nothing', async () => {
    const ws = await workspace();
    writeSide(ws.dir, { ...drift.after, tools: [] }, 'server-side.json');
    const run = await runAction(ws, { mode: 'update' });
    expect(run.code).toBe(0);
    expect(run.outputs['contract-changed']).toBe('true');
    expect(JSON.parse(readFileSync(ws.golden, 'utf8')).tools).toEqual({});
    expect(git(ws.dir, 'rev-parse', 'HEAD')).toBe(ws.head);
    expect(git(ws.dir, 'status', '--porcelain')).toContain('contracts/notes.mcp-contract.json');
    expect((await runAction(ws, { mode: 'update' })).outputs['contract-changed']).toBe('false');
  });

  it('masks header values that come from secrets, and keeps them out of the contract', async () => {
    const ws = await workspace();
    const server = await startHttpFixture(join(ws.dir, 'server-side.json'), { era: 'handshake' });
    running.push(server);
    const run = await runAction(ws, { url: server.url, 'server-name': 'notes', headers: 'Authorization: Bearer ${env:NOTES_TOKEN}', comment: 'false' }, {}, { NOTES_TOKEN: 's3cr3t-value' });
    expect(run.stdout).toContain('::add-mask::s3cr3t-value');
    expect(run.stdout.split('\n').filter((l) => l.includes('s3cr3t-value'))).toEqual(['::add-mask::s3cr3t-value']);
    expect(run.outputs.cause).not.toContain('s3cr3t-value');
    expect(run.summary).not.toContain('s3cr3t-value');
    expect(run.code).toBe(1); // the review still finds the unapproved breaking change
  });

  it('mode report merges reports made by other jobs into one comment and one verdict', async () => {
    const ws = await workspace();
    const first = await runAction(ws, { comment: 'false', 'report-path': 'a.json' }, { labels: ['mcp-contract:approved-breaking'] });
    const other = tempDir('mcg-other-');
    copyFileSync(join(ws.dir, 'a.json'), join(other, 'b.json'));
    const b = JSON.parse(readFileSync(join(other, 'b.json'), 'utf8'));
    b.servers[0].name = 'second';
    writeFileSync(join(other, 'b.json'), JSON.stringify(b));
    expect(first.code).toBe(0);
    github.comments = [];
    const merged = await runAction(ws, { mode: 'report', reports: `a.json\n${other}`, 'pr-number': '9' });
    expect(merged.code).toBe(0);
    expect(JSON.parse(merged.outputs.cause!).servers.map((s: { name: string }) => s.name)).toEqual(['notes', 'second']);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain('<!-- mcp-contract-gate:comment contracts:notes,second -->');
    expect(existsSync(join(ws.dir, 'mcp-contract-report.json'))).toBe(true);
  });

  it('gates several servers in one run: one that cannot be discovered is reported while the others are compared', async () => {
    const ws = await workspace();
    const config = { servers: [
      { name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'] },
      { name: 'broken', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json', '--fault', 'initialize-error'], contract: 'contracts/notes.mcp-contract.json' },
      { name: 'notes-copy', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'], contract: 'contracts/notes.mcp-contract.json' },
    ] };
    writeFileSync(join(ws.dir, 'mcp-contract.yaml'), stringify(config));
    github.comments = [];
    const run = await runAction(ws, { concurrency: '2' }, { labels: ['mcp-contract:approved-breaking'] });
    expect(run.code).toBe(3);
    const cause = JSON.parse(run.outputs.cause!);
    expect(cause.verdict).toBe('error');
    expect(cause.servers.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([['notes', 'compared'], ['broken', 'error'], ['notes-copy', 'compared']]);
    expect(cause.servers[1].error.message).toMatch(/server "broken", initialize: the server answered with JSON-RPC error -32603/);
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.body).toContain('<!-- mcp-contract-gate:comment contracts:broken,notes,notes-copy -->');
  });
});
