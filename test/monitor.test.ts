import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { monitorMarker, syncDriftIssue } from '../src/github/monitor.js';
import type { DriftIssue, DriftIssues } from '../src/github/types.js';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, tempDir, writeSide } from './helpers/fixture.js';
import { FakeGitHub } from './helpers/github-api.js';
import { runActionProcess } from './helpers/run-action.js';

const drift = corpus().find((c) => c.id === 'input-required-added')!;
const MARKER = monitorMarker('Contract monitor:notes');

describe('mode: monitor (dist/index.js against a fake GitHub API)', () => {
  const github = new FakeGitHub();
  beforeAll(() => github.start());
  afterAll(() => github.stop());

  it('opens one issue on drift, updates it while the drift lasts, and closes it with a comment once in sync', async () => {
    const dir = tempDir('mcg-monitor-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs('side.json') }] }));
    writeSide(dir, drift.before, 'side.json');
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    // In the label's list: a person's issue with the marker, an unrelated issue of this bot, another bot's issue
    // with the marker, and a pull request of this bot with the marker (the issues API lists pull requests): none is taken.
    const label = ['mcp-contract-drift'];
    github.issues.push(
      { number: 900, title: 'copied', body: `${MARKER}\npasted by hand`, labels: label, state: 'open', user: { login: 'someone', type: 'User' }, html_url: 'x' },
      { number: 901, title: 'other', body: 'another bot issue', labels: label, state: 'open', user: { login: 'github-actions[bot]', type: 'Bot' }, html_url: 'y' },
      { number: 902, title: 'other bot', body: `${MARKER}\nby another bot`, labels: label, state: 'open', user: { login: 'renovate[bot]', type: 'Bot' }, html_url: 'z' },
      { number: 903, title: 'a pr', body: `${MARKER}\na pull request`, labels: label, state: 'open', user: { login: 'github-actions[bot]', type: 'Bot' }, html_url: 'p', pull_request: { url: 'p' } },
    );
    const run = () =>
      runActionProcess(
        dir,
        { mode: 'monitor', 'github-token': 'ghs_fake', comment: 'never' },
        { GITHUB_API_URL: github.url, GITHUB_EVENT_NAME: 'schedule', GITHUB_WORKFLOW: 'Contract monitor', GITHUB_SERVER_URL: 'https://github.example', GITHUB_RUN_ID: '41' },
        { schedule: '0 6 * * *' },
      );
    const mine = () => github.issues.filter((issue) => issue.number < 900);

    writeSide(dir, drift.after, 'side.json');
    const first = await run();
    expect(first.code, first.log).toBe(1);
    expect([first.outputs.verdict, first.outputs['issue-action'], first.outputs['issue-number']]).toEqual(['fail', 'opened', '1']);
    expect(first.outputs['issue-url']).toBe('https://github.example/acme/notes/issues/1');
    expect(first.outputs.breaking).toBe('1');
    expect(mine()).toHaveLength(1);
    const opened = mine()[0]!;
    expect([opened.state, opened.labels, opened.user.login]).toEqual(['open', ['mcp-contract-drift'], 'github-actions[bot]']);
    expect(opened.title).toBe('MCP contract drift: notes (highest breaking)');
    expect(opened.body.split('\n')[0]).toBe(MARKER);
    expect(opened.body).toContain('input-required-added');
    // It speaks of the deployed server: no pull request at hand, no `gh pr edit`.
    expect(opened.body).not.toContain('this pull request');
    expect(opened.body).not.toContain('gh pr edit');
    expect(opened.body).toContain(
      "If the deployed server's change is intended, accept it from a clone of this repository, in a pull request. Its breaking changes need an approval too: either update `contracts/notes.mcp-contract.json` and accept them with your reason in `mcp-contract.policy.yaml`, in one round,",
    );
    expect(opened.body).toContain('If it is not intended, fix or roll back the deployment: this issue is closed on the first run in sync.');
    expect(first.log).toContain('drift issue opened: #1 https://github.example/acme/notes/issues/1');

    // Still drifting, now with a second tool gone too: the same issue, its body replaced.
    const firstBody = opened.body;
    writeSide(dir, { ...drift.after, tools: (drift.after.tools as Array<{ name: string }>).filter((tool) => tool.name !== 'purge') }, 'side.json');
    github.requests = [];
    const second = await run();
    expect(second.code, second.log).toBe(1);
    expect([second.outputs['issue-action'], second.outputs['issue-number']]).toEqual(['updated', '1']);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.state).toBe('open');
    expect(mine()[0]!.body).not.toBe(firstBody);
    expect(mine()[0]!.body.split('\n')[0]).toBe(MARKER);
    expect(github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual(['PATCH /repos/acme/notes/issues/1']);
    expect(github.comments.filter((c) => c.issue === 1)).toEqual([]);

    // Back in sync: a closing comment, then the issue closed.
    writeSide(dir, drift.before, 'side.json');
    github.requests = [];
    const third = await run();
    expect(third.code, third.log).toBe(0);
    expect([third.outputs.verdict, third.outputs['issue-action'], third.outputs['issue-number']]).toEqual(['pass', 'closed', '1']);
    expect(github.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual(['POST /repos/acme/notes/issues/1/comments', 'PATCH /repos/acme/notes/issues/1']);
    expect(mine().map((issue) => [issue.number, issue.state, issue.state_reason])).toEqual([[1, 'closed', 'completed']]);
    expect(github.comments.filter((c) => c.issue === 1).map((c) => c.body)).toEqual([
      'The live server is back in sync with the golden contract: closing.\n\n[Workflow run](https://github.example/acme/notes/actions/runs/41)',
    ]);
    // The person's issue, the unrelated one, the other bot's and the pull request were never touched.
    expect(github.issues.filter((issue) => issue.number >= 900).map((issue) => [issue.number, issue.state, issue.body.split('\n')[1] ?? issue.body])).toEqual([
      [900, 'open', 'pasted by hand'],
      [901, 'open', 'another bot issue'],
      [902, 'open', 'by another bot'],
      [903, 'open', 'a pull request'],
    ]);
    expect(github.comments.filter((c) => c.issue >= 900)).toEqual([]);

    // In sync again: nothing to do; a later drift opens a new issue.
    const fourth = await run();
    expect([fourth.code, fourth.outputs['issue-action'], fourth.outputs['issue-number']]).toEqual([0, 'none', undefined]);
    expect(mine()).toHaveLength(1);
  }, 120_000);
});

describe('syncDriftIssue', () => {
  function memory(issues: DriftIssue[], failWith?: number): DriftIssues & { calls: string[] } {
    const calls: string[] = [];
    const refuse = () => {
      if (failWith) throw Object.assign(new Error('Resource not accessible by integration'), { status: failWith });
    };
    return {
      calls,
      listOpen: async (label) => (calls.push(`list ${label}`), issues),
      create: async ({ title }) => (refuse(), calls.push(`create ${title}`), { number: 5 }),
      update: async (number, change) => (refuse(), calls.push(`update ${number} ${Object.keys(change).join(',')}`), { number }),
      comment: async (number) => (refuse(), calls.push(`comment ${number}`), { id: 1 }),
      me: async () => 'octo',
    };
  }
  const plan = (drifted: boolean) => ({ marker: MARKER, label: 'mcp-contract-drift', drifted, title: 't', body: `${MARKER}\nbody`, closing: 'closing' });

  it("with a personal token, takes only that user's issue; says a refusal instead of throwing", async () => {
    const issues = [
      { number: 3, body: `${MARKER}\nbot`, user: { login: 'github-actions[bot]', type: 'Bot' } },
      { number: 4, body: `${MARKER}\nmine`, user: { login: 'octo', type: 'User' } },
    ];
    const api = memory(issues);
    expect(await syncDriftIssue(api, plan(true))).toEqual({ action: 'updated', number: 4, url: undefined });
    expect(api.calls).toEqual(['list mcp-contract-drift', 'update 4 title,body']);
    // A pull request by the same user with the marker is not an issue to take.
    const pr = memory([{ number: 6, body: `${MARKER}\npr`, user: { login: 'octo', type: 'User' }, pull_request: {} }]);
    expect(await syncDriftIssue(pr, plan(true))).toEqual({ action: 'opened', number: 5, url: undefined });
    expect(pr.calls).toEqual(['list mcp-contract-drift', 'create t']);
    expect(await syncDriftIssue(memory([]), plan(false))).toEqual({ action: 'none', reason: 'in sync, and no drift issue is open' });
    expect(await syncDriftIssue(memory([], 403), plan(true))).toEqual({
      action: 'failed',
      reason: "the token may not manage issues here (HTTP 403; it needs issues: write, and the repository's issues turned on)",
    });
  });
});
