import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli, runNode } from './helpers/cli.js';
import { fixtureArgs, ROOT, tempDir, writeSide, type Side } from './helpers/fixture.js';
import { git } from './helpers/repository.js';
import type { ContextBudget } from '../src/config/types.js';
import { changeOf, type Change } from '../src/diff/change.js';
import { decideGate, type FailOn } from '../src/policy/gate.js';
import { policyRelaxations } from '../src/policy/relaxations.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * The context budget on a pull request's intended change: the golden contract at the base
 * against the one at the head, judged by the base config's `contextBudget`. A pull request that
 * grows its tool definitions and updates its golden file in the same commit shows no drift, so
 * the review is where the budget holds. Real git repositories, the fixture server as a child
 * process, `dist/cli.js` and `dist/index.js` as processes (`npm run build` first).
 */
const CLI = join(ROOT, 'dist/cli.js');
const REASON = 'the notes tools document their arguments now, see #40';

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: 'object', properties: { text: { type: 'string' } } } });
const BASE_TOOLS = [tool('create_note', 'Create a note with the given text.'), tool('delete_note', 'Delete the note with the given id.')];
/** A third tool: the list grows by 43.9 % (66 → 95 tokens). */
const GROWN_TOOLS = [...BASE_TOOLS, tool('archive_note', 'Archive a note.')];
const side = (tools: object[]): Side => ({ protocolVersion: '2025-06-18', serverInfo: { name: 'notes', version: '1.0.0' }, capabilities: { tools: {} }, tools });
const notes = (extra: Record<string, unknown> = {}) => ({ name: 'notes', command: process.execPath, args: fixtureArgs('side.json'), ...extra });
const writeConfig = (dir: string, servers: object[]) => writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers }));

/** A repository on main with `config`'s server serving `tools`, its golden contract written by snapshot; a branch `feature` checked out. */
async function repository(config: Record<string, unknown>, tools: object[]): Promise<{ dir: string; base: string }> {
  const dir = tempDir('mcg-review-budget-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeConfig(dir, [notes(config)]);
  writeSide(dir, side(tools), 'side.json');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-qb', 'feature');
  return { dir, base };
}

/** The server serves `tools` now; update rewrites the golden contract (`args`: --approve ...), and all is committed. */
async function grow(dir: string, tools: object[], args: string[] = []): Promise<string> {
  writeSide(dir, side(tools), 'side.json');
  const updated = await cli(['update', ...args], dir);
  expect([updated.code, updated.stderr]).toEqual([0, '']);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'grown');
  return updated.stdout;
}

interface ChangeShape {
  rule: string;
  level: string;
  entity: string;
  message: string;
  fingerprint: string;
}
interface ReportShape {
  verdict: string;
  causes: Array<{ kind: string; level: string; rule: string; fingerprint: string }>;
  servers: Array<{ changes: ChangeShape[]; notes: string[]; review: { changes: ChangeShape[]; unapproved: string[]; approved: Array<{ fingerprint: string; by: string }> } }>;
}

/** The action on a pull request of the checked-out head into `base`: its exit code, verdict, JSON report, summary and the SARIF and JUnit files. */
async function action(dir: string, base: string) {
  const event = {
    pull_request: {
      number: 7,
      base: { sha: base, repo: { full_name: 'acme/notes' } },
      head: { sha: git(dir, 'rev-parse', 'HEAD'), repo: { full_name: 'acme/notes', fork: false } },
      labels: [],
    },
  };
  const files = tempDir('mcg-review-budget-out-');
  const format = `sarif=${join(files, 'gate.sarif')}\njunit=${join(files, 'gate.xml')}`;
  const run = await runActionProcess(dir, { comment: 'never', annotations: 'false', format }, {}, event);
  const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as ReportShape;
  return { run, report, sarif: readFileSync(join(files, 'gate.sarif'), 'utf8'), junit: readFileSync(join(files, 'gate.xml'), 'utf8') };
}

/** Each intended change as [rule, level, entity, message]. */
const intended = (report: ReportShape) => report.servers[0]!.review.changes.map((change) => [change.rule, change.level, change.entity, change.message]);
const rulesOf = (report: ReportShape, fingerprints: string[]) => fingerprints.map((fingerprint) => report.servers[0]!.review.changes.find((change) => change.fingerprint === fingerprint)!.rule);
const fingerprintOf = (report: ReportShape, rule: string) => report.servers[0]!.review.changes.find((change) => change.rule === rule)!.fingerprint;
const causesOf = (report: ReportShape) => report.causes.map((cause) => [cause.kind, cause.level, cause.rule]);

const ADDED = ['tool-added', 'effect-relevant', 'tool:archive_note', 'tool "archive_note" added'];
const TOTAL = 'tool definitions cost 95 tokens (gpt-tokenizer o200k_base)';
const GROWTH = `${TOTAL}, 66 before: +43.9 %, above the budget of +10 % (contextBudget.growthPercent); largest growth: archive_note (+29)`;
const OVER = `${TOTAL}, above the budget of 80 (contextBudget.tokens); largest: create_note (33), delete_note (33), archive_note (29)`;

describe("the review judges the intended change by the base's contextBudget", () => {
  it('a pull request growing its tool definitions by 43.9 % past growthPercent 10 fails the review with that change alone, in every view; approved, it passes', async () => {
    const { dir, base } = await repository({ contextBudget: { growthPercent: 10 } }, BASE_TOOLS);
    const told = await grow(dir, GROWN_TOOLS);
    const { run, report, sarif, junit } = await action(dir, base);
    const fingerprint = fingerprintOf(report, 'context-budget-exceeded');
    // update says so before the pull request is opened.
    expect(told.split('\n').slice(1, 3)).toEqual([
      `1 change to approve since the merge base with main (${base.slice(0, 12)}): the pull request's review will need an approval`,
      `  ${fingerprint} context-budget-exceeded (server): ${GROWTH}`,
    ]);
    // In sync (the golden file was updated with the server): the review is where the budget holds.
    expect([run.code, run.outputs.verdict, report.servers[0]!.changes, report.servers[0]!.notes]).toEqual([1, 'fail', [], []]);
    expect([intended(report), rulesOf(report, report.servers[0]!.review.unapproved)]).toEqual([[ADDED, ['context-budget-exceeded', 'effect-relevant', 'server', GROWTH]], ['context-budget-exceeded']]);
    expect(report.causes).toEqual([{ kind: 'unapproved', server: 'notes', level: 'effect-relevant', rule: 'context-budget-exceeded', entity: 'server', pointer: '/tools', fingerprint }]);
    const md = GROWTH.replace(/[-():+.]/g, (c) => `\\${c}`).replace(/_/g, '\\_');
    expect(run.summary).toContain(`**Why it fails:** 1 unapproved effect-relevant intended change.`);
    expect(run.summary).toContain(`- 🟠 **effect-relevant** · \`context-budget-exceeded\` · ${md}\n  - **unapproved**: add the label`);
    expect(run.summary).toContain('mcp-contract update --config mcp-contract.yaml --approve "why"');
    expect(run.log).toContain(
      `::error::mcp-contract: fail (highest change: effect-relevant, fail-on: effect-relevant): notes: effect-relevant intended change not approved: context-budget-exceeded (server), fingerprint ${fingerprint}; `,
    );
    const results = (JSON.parse(sarif) as { runs: Array<{ results: Array<{ ruleId: string; level: string; message: { text: string } }> }> }).runs[0]!.results;
    expect(results.map((result) => [result.ruleId, result.level, result.message.text])).toEqual([
      ['context-budget-exceeded', 'error', `Effect-relevant intended change not approved: server: ${GROWTH}`],
    ]);
    expect(junit).toContain(
      `<failure type="unapproved" message="effect-relevant intended change not approved: context-budget-exceeded (server)">effect-relevant context-budget-exceeded at /tools: ${GROWTH} [${fingerprint}]</failure>`,
    );
    const local = await runNode([CLI, 'review', '--base', 'main'], dir);
    expect([local.code, local.stdout.split('\n').filter((line) => /budget|unapproved|^next: accept/.test(line))]).toEqual([
      1,
      [
        `mcp-contract review ${base.slice(0, 12)} (main) → working tree: FAIL (highest: effect-relevant, fail-on: effect-relevant) — unapproved effect-relevant intended change context-budget-exceeded (server)`,
        '    ▲ effect-relevant context-budget-exceeded  /tools',
        `      ${GROWTH}`,
        `  unapproved ${fingerprint} context-budget-exceeded (server)`,
        'next: accept the changes with your reason: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why" (writes mcp-contract.policy.yaml)',
      ],
    ]);

    // The printed command approves it: the acceptance is by the fingerprint, whatever the figures of the next run.
    const approved = await cli(['update', '--approve', REASON], dir);
    expect(approved.stdout.split('\n')[1]).toBe(`accepted 1 change to approve since the merge base with main (${base.slice(0, 12)}) in mcp-contract.policy.yaml (created): ${REASON}`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'approved');
    const passed = await action(dir, base);
    expect([passed.run.code, passed.run.outputs.verdict, passed.report.causes, passed.report.servers[0]!.review.approved]).toEqual([0, 'pass', [], [{ fingerprint, by: `acceptance: ${REASON}` }]]);
    expect((await runNode([CLI, 'review', '--base', 'main'], dir)).code).toBe(0);
  });

  it("the head golden contract's counts are never trusted: forged ones change nothing the budget judges", async () => {
    const { dir, base } = await repository({ contextBudget: { growthPercent: 10 } }, BASE_TOOLS);
    await grow(dir, GROWN_TOOLS);
    const golden = join(dir, 'contracts/notes.mcp-contract.json');
    // The added tool's count (counted afresh) and an unchanged tool's (the base's count is taken).
    const forged = readFileSync(golden, 'utf8').replace('"tokens": 29', '"tokens": 1').replace('"tokens": 33', '"tokens": 1');
    expect(forged.match(/"tokens": 1\n/g)).toHaveLength(2);
    writeFileSync(golden, forged);
    git(dir, 'commit', '-qam', 'forged counts');
    const { report } = await action(dir, base);
    expect(intended(report)).toEqual([ADDED, ['context-budget-exceeded', 'effect-relevant', 'server', GROWTH]]);
  });

  it('a pull request within the budget passes: no budget change', async () => {
    const { dir, base } = await repository({ contextBudget: { growthPercent: 50, tokens: 100 } }, BASE_TOOLS);
    await grow(dir, GROWN_TOOLS);
    const { run, report } = await action(dir, base);
    expect([run.code, run.outputs.verdict, intended(report), report.servers[0]!.review.unapproved, report.causes]).toEqual([0, 'pass', [ADDED], [], []]);
  });

  it('a pull request that raises its own budget is judged by the base budget, and the raise is a change of its own to approve', async () => {
    const { dir, base } = await repository({ contextBudget: { growthPercent: 10 } }, BASE_TOOLS);
    writeConfig(dir, [notes({ contextBudget: { growthPercent: 50 } })]);
    await grow(dir, GROWN_TOOLS);
    const raised = await action(dir, base);
    const RAISED = ['config-budget-raised', 'breaking', 'config', "this pull request raises contextBudget.growthPercent: +10 % → +50 % (the review judges by the base's +10 %)"];
    expect([raised.run.code, raised.run.outputs.verdict, intended(raised.report), rulesOf(raised.report, raised.report.servers[0]!.review.unapproved), causesOf(raised.report)]).toEqual([
      1,
      'fail',
      [RAISED, ADDED, ['context-budget-exceeded', 'effect-relevant', 'server', GROWTH]],
      ['context-budget-exceeded', 'config-budget-raised'],
      [
        ['unapproved', 'breaking', 'config-budget-raised'],
        ['unapproved', 'effect-relevant', 'context-budget-exceeded'],
      ],
    ]);
    // Leaving the budget out is a raise too, to no limit.
    writeConfig(dir, [notes()]);
    git(dir, 'commit', '-qam', 'no budget');
    const removed = await action(dir, base);
    expect([removed.run.code, intended(removed.report)]).toEqual([
      1,
      [
        ['config-budget-raised', 'breaking', 'config', "this pull request raises contextBudget.growthPercent: +10 % → no limit (the review judges by the base's +10 %)"],
        ADDED,
        ['context-budget-exceeded', 'effect-relevant', 'server', GROWTH],
      ],
    ]);
  });

  it("a head golden contract over the tokens budget: the intended change is the cause, the drift's same limit a note; approved, the run passes", async () => {
    const { dir, base } = await repository({ contextBudget: { tokens: 80 } }, BASE_TOOLS);
    await grow(dir, GROWN_TOOLS);
    const { run, report } = await action(dir, base);
    const fingerprint = fingerprintOf(report, 'context-budget-exceeded');
    expect([run.code, report.servers[0]!.changes, report.servers[0]!.notes, intended(report), causesOf(report)]).toEqual([
      1,
      [],
      [`Live vs golden, judged by the intended change's context-budget-exceeded (tokens) instead, the one to approve: ${OVER}`],
      [ADDED, ['context-budget-exceeded', 'effect-relevant', 'server', OVER]],
      [['unapproved', 'effect-relevant', 'context-budget-exceeded']],
    ]);
    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: REASON }] }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'approved');
    const passed = await action(dir, base);
    expect([passed.run.code, passed.run.outputs.verdict, passed.report.servers[0]!.changes]).toEqual([0, 'pass', []]);
  });

  it('drift and intended change both past growthPercent: one budget change, the intended one; the drift keeps its other changes', async () => {
    const { dir, base } = await repository({ contextBudget: { growthPercent: 10 } }, BASE_TOOLS);
    await grow(dir, GROWN_TOOLS);
    // The server grows again, and this time the golden contract is not updated.
    writeSide(dir, side([...GROWN_TOOLS, tool('pin_note', 'Pin a note to the top of the list.')]), 'side.json');
    const { run, report } = await action(dir, base);
    const drift = report.servers[0]!.changes.map((change) => [change.rule, change.entity]);
    expect([run.code, drift, report.servers[0]!.notes, intended(report), causesOf(report)]).toEqual([
      1,
      [['tool-added', 'tool:pin_note']],
      [
        "Live vs golden, judged by the intended change's context-budget-exceeded (growthPercent) instead, the one to approve: tool definitions cost 130 tokens (gpt-tokenizer o200k_base), 95 before: +36.8 %, above the budget of +10 % (contextBudget.growthPercent); largest growth: pin_note (+35)",
      ],
      [ADDED, ['context-budget-exceeded', 'effect-relevant', 'server', GROWTH]],
      [
        ['change', 'effect-relevant', 'tool-added'],
        ['unapproved', 'effect-relevant', 'context-budget-exceeded'],
      ],
    ]);
  });
});

describe('config-budget-raised', () => {
  it('is each limit the head raises or leaves out; a lower, equal or new limit is no relaxation', () => {
    const raised = (base: ContextBudget | undefined, head: ContextBudget | undefined) =>
      policyRelaxations({ contextBudget: base }, { contextBudget: head }).map((change) => [change.pointer, change.message, change.before, change.after]);
    expect(raised({ tokens: 20000, growthPercent: 10 }, { tokens: 25000 })).toEqual([
      ['/contextBudget/tokens', "this pull request raises contextBudget.tokens: 20,000 → 25,000 (the review judges by the base's 20,000)", 20000, 25000],
      ['/contextBudget/growthPercent', "this pull request raises contextBudget.growthPercent: +10 % → no limit (the review judges by the base's +10 %)", 10, undefined],
    ]);
    expect(raised({ tokens: 20000 }, undefined).map(([pointer]) => pointer)).toEqual(['/contextBudget/tokens']);
    expect([raised({ tokens: 20000, growthPercent: 10 }, { tokens: 20000, growthPercent: 5 }), raised(undefined, { tokens: 1 }), raised({ tokens: 5 }, { tokens: 5, growthPercent: 1 })]).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('the gate on an unapproved context budget of the intended change', () => {
  it('fails at its level when that is at or above fail-on, as the drift would; an unapproved breaking change fails whatever fail-on', () => {
    const budget = changeOf('context-budget-exceeded', 'server', '/tools', GROWTH, { item: 'growthPercent', before: 66, after: 95 });
    const raised = changeOf('config-budget-raised', 'config', '/contextBudget/growthPercent', 'raised', { before: 10, after: 50, item: 'growthPercent' });
    const server = (changes: Change[]) => ({ name: 'notes', changes: [], review: { changes, unapproved: changes.map((change) => change.fingerprint) } });
    const causes = (changes: Change[], failOn: FailOn) => decideGate([server(changes)], failOn).causes.map((cause) => [cause.kind, 'level' in cause ? cause.level : '']);
    expect([causes([budget], 'effect-relevant'), causes([budget], 'breaking'), causes([budget], 'never'), causes([budget, raised], 'breaking')]).toEqual([
      [['unapproved', 'effect-relevant']],
      [],
      [],
      [['unapproved', 'breaking']],
    ]);
  });
});
