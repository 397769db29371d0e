import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, writeSide } from './helpers/fixture.js';
import { git, repositoryWithGolden } from './helpers/repository.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * The review pairs servers, not names or paths, and judges the intended change by the base
 * commit's policy: the side-steps of issue 32 (a renamed server, a config and golden moved past
 * git's rename detection, a removed server, a pull request lowering its own levels) fail the
 * review (`review` exit 1, the action's verdict fail) until approved. dist/ must be built.
 */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const REASON = 'body is required from 2.0 on; every client sends it since #12';
const OLD_GOLDEN = 'contracts/notes.mcp-contract.json';
const LABEL = 'mcp-contract:approved-breaking';

/** The pull request event of the checked-out head into `base`, with `labels`. */
function pullRequest(dir: string, base: string, labels: string[] = []) {
  return {
    pull_request: {
      number: 7,
      base: { sha: base, repo: { full_name: 'acme/notes' } },
      head: { sha: git(dir, 'rev-parse', 'HEAD'), repo: { full_name: 'acme/notes', fork: false } },
      labels: labels.map((name) => ({ name })),
    },
  };
}

/** The fixture server "notes" as the base config has it, with `extra` fields. */
const notes = (extra: Record<string, unknown> = {}) => ({ name: 'notes', command: process.execPath, args: fixtureArgs('side.json'), ...extra });

/** A feature branch off the base where the server requires `body` now; `change` rewrites the config and files, then update writes the golden contracts and all is committed. */
async function featureBranch(change: (dir: string) => void, updateArgs: string[] = []): Promise<{ dir: string; base: string }> {
  const { dir, base } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
  git(dir, 'checkout', '-qb', 'feature');
  writeSide(dir, drift.after, 'side.json');
  change(dir);
  const updated = await cli(['update', ...updateArgs], dir);
  expect([updated.code, updated.stderr]).toEqual([0, '']);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'feature');
  return { dir, base };
}

const writeConfig = (dir: string, config: Record<string, unknown>, file = 'mcp-contract.yaml') => writeFileSync(join(dir, file), stringify(config));

/** The review's changes and unapproved fingerprints of each server, from the action's JSON report; and its exit code and verdict. */
async function actionReview(dir: string, base: string, inputs: Record<string, string> = {}, labels: string[] = []) {
  const run = await runActionProcess(dir, { comment: 'never', annotations: 'false', ...inputs }, {}, pullRequest(dir, base, labels));
  const report = run.outputs['report-path'] ? (JSON.parse(readFileSync(run.outputs['report-path'], 'utf8')) as ReportShape) : undefined;
  return { run, report };
}

interface ReportShape {
  servers: Array<{
    name: string;
    notes: string[];
    review?: {
      changes: Array<{ rule: string; level: string; entity: string; message: string; fingerprint: string }>;
      unapproved: string[];
      approved: Array<{ fingerprint: string; by: string }>;
      note?: string;
    };
  }>;
}

/** Each server's intended changes as [rule, entity, message], and its unapproved rules. */
const reviewOf = (report: ReportShape | undefined) =>
  report!.servers.map((server) => ({
    name: server.name,
    changes: server.review?.changes.map((change) => [change.rule, change.entity, change.message]),
    unapproved: server.review?.unapproved.map((fingerprint) => server.review!.changes.find((change) => change.fingerprint === fingerprint)!.rule),
    notes: server.notes,
  }));

const REQUIRED = ['input-required-added', 'tool:create_note', 'inputSchema: property "body" is required now'];

describe('the review pairs servers, not names', () => {
  it('(a) a renamed server with a new golden path and a breaking change fails the review, paired by serverInfo.name, and says it was renamed; the label approves it', async () => {
    const { dir, base } = await featureBranch((dir) => {
      writeConfig(dir, { servers: [notes({ name: 'notes-next', contract: 'contracts/notes-next.json' })] });
    });
    // The old golden file stays where it was (nobody deletes it), so git pairs no rename.
    const { run, report } = await actionReview(dir, base);
    expect([run.code, run.outputs.verdict]).toEqual([1, 'fail']);
    expect(reviewOf(report)).toEqual([
      {
        name: 'notes-next',
        changes: [REQUIRED],
        unapproved: ['input-required-added'],
        notes: [`The server was renamed: notes-next is notes of the base config (paired by serverInfo.name), reviewed against ${OLD_GOLDEN} at the base (now contracts/notes-next.json).`],
      },
    ]);
    const local = await cli(['review', '--base', 'main'], dir);
    expect(local.code).toBe(1);
    const labelled = await actionReview(dir, base, {}, [LABEL]);
    expect([labelled.run.code, labelled.run.outputs.verdict, labelled.run.outputs.approved]).toEqual([0, 'pass', report!.servers[0]!.review!.unapproved[0]]);
  });

  it('(b) the config and the golden file both moved past git rename detection: the base config at its default name pairs the server by name', async () => {
    const { dir, base } = await featureBranch(
      (dir) => {
        git(dir, 'rm', '-q', 'mcp-contract.yaml', OLD_GOLDEN);
        mkdirSync(join(dir, 'ci'));
        // Rewritten enough that git sees no rename: other keys, other order, comments.
        const config = `# The gate's servers, moved under ci/.\nsemver: warn\nservers:\n  - contract: ../contracts/v2/notes.json\n    name: notes\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify(fixtureArgs(join(dir, 'side.json')))}\n    timeouts: { requestMs: 20000, totalMs: 120000 }\n    pageCap: 500\n    listChangedRestarts: 2\n`;
        writeFileSync(join(dir, 'ci/mcp-contract.yaml'), config);
        // More tools make the new golden file another file to git.
        const tools = Array.from({ length: 40 }, (_, i) => ({ name: `extra_${i}`, description: `An extra tool number ${i} with words of its own.`, inputSchema: { type: 'object' } }));
        writeSide(dir, { ...drift.after, tools: [...(drift.after.tools as unknown[]), ...tools] }, 'side.json');
      },
      ['--config', 'ci/mcp-contract.yaml'],
    );
    expect(git(dir, 'diff', '-M', '--name-status', base, 'HEAD').split('\n')).toEqual([
      'A\tci/mcp-contract.yaml',
      `D\t${OLD_GOLDEN}`,
      'A\tcontracts/v2/notes.json',
      'D\tmcp-contract.yaml',
      'M\tside.json',
    ]);
    const { run, report } = await actionReview(dir, base, { config: 'ci/mcp-contract.yaml' });
    expect([run.code, run.outputs.verdict]).toEqual([1, 'fail']);
    const [server] = reviewOf(report);
    expect([server!.unapproved, server!.changes!.filter((change) => change[0] !== 'tool-added'), server!.notes]).toEqual([
      ['input-required-added'],
      [REQUIRED],
      [`The golden contract moved: reviewed against ${OLD_GOLDEN} at the base (now contracts/v2/notes.json).`],
    ]);
    expect((await cli(['review', '--base', 'main', '--config', 'ci/mcp-contract.yaml'], dir)).code).toBe(1);
  });

  it("(b') a base config at no default name is found where the base commit's workflow gave it to the action", async () => {
    const { dir, base } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
    mkdirSync(join(dir, 'gate'));
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    git(dir, 'mv', 'mcp-contract.yaml', 'gate/servers.yaml');
    writeConfig(dir, { servers: [notes({ args: fixtureArgs(join(dir, 'side.json')), contract: `../${OLD_GOLDEN}` })] }, 'gate/servers.yaml');
    const step = { uses: 'mcp-contract-gate/mcp-contract-gate@v1', with: { config: 'gate/servers.yaml', 'fail-on': 'breaking' } };
    writeFileSync(join(dir, '.github/workflows/mcp.yml'), stringify({ on: 'pull_request', jobs: { gate: { 'runs-on': 'ubuntu-latest', steps: [{ uses: 'actions/checkout@v4' }, step] } } }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'the config under gate/, named by the workflow');
    const moved = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'feature');
    writeSide(dir, drift.after, 'side.json');
    git(dir, 'rm', '-q', 'gate/servers.yaml', OLD_GOLDEN);
    writeConfig(dir, { semver: 'warn', servers: [notes({ name: 'notes', args: fixtureArgs(join(dir, 'side.json')), contract: 'contracts/elsewhere/notes.json', pageCap: 400 })] }, 'other.yaml');
    expect((await cli(['update', '--config', 'other.yaml', '--base', moved], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'moved again');
    const { run, report } = await actionReview(dir, moved, { config: 'other.yaml' });
    expect([run.code, run.outputs.verdict, reviewOf(report)[0]!.unapproved]).toEqual([1, 'fail', ['input-required-added']]);
    void base;
  });

  it("(b'') a server the base's workflow gave by inputs (no config file) is paired with the renamed one the head's inputs give", async () => {
    const { dir } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    const inputs = (name: string) => ({ 'server-name': name, command: process.execPath, args: fixtureArgs('side.json').join('\n') });
    const workflow = (name: string) => ({ on: 'pull_request', jobs: { gate: { 'runs-on': 'ubuntu-latest', steps: [{ uses: 'mcp-contract-gate/mcp-contract-gate@v1', with: inputs(name) }] } } });
    git(dir, 'rm', '-q', 'mcp-contract.yaml');
    writeFileSync(join(dir, '.github/workflows/mcp.yml'), stringify(workflow('notes')));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'the server by inputs');
    const base = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'feature');
    writeSide(dir, drift.after, 'side.json');
    writeFileSync(join(dir, '.github/workflows/mcp.yml'), stringify(workflow('notes-next')));
    expect((await cli(['update', '--name', 'notes-next', '--', process.execPath, ...fixtureArgs('side.json')], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'renamed, body required');
    const { run, report } = await actionReview(dir, base, inputs('notes-next'));
    expect([run.code, run.outputs.verdict, reviewOf(report)]).toEqual([
      1,
      'fail',
      [
        {
          name: 'notes-next',
          changes: [REQUIRED],
          unapproved: ['input-required-added'],
          notes: [
            `The server was renamed: notes-next is notes of the base config (paired by serverInfo.name), reviewed against ${OLD_GOLDEN} at the base (now contracts/notes-next.mcp-contract.json).`,
          ],
        },
      ],
    ]);
  });

  it('(c) a server removed from the config is reviewed as every tool removed: breaking, approved by an acceptance in the policy file', async () => {
    const { dir, base } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
    const memoSide = {
      protocolVersion: '2025-06-18',
      serverInfo: { name: 'memo-server', version: '1.0.0' },
      capabilities: { tools: {} },
      tools: [
        { name: 'remember', inputSchema: { type: 'object' } },
        { name: 'forget', inputSchema: { type: 'object' } },
      ],
    };
    writeSide(dir, memoSide, 'memo.json');
    writeConfig(dir, { servers: [notes(), { name: 'memo', command: process.execPath, args: fixtureArgs('memo.json') }] });
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'a second server');
    const withMemo = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'feature');
    writeConfig(dir, { servers: [notes()] });
    git(dir, 'rm', '-q', 'contracts/memo.mcp-contract.json', 'memo.json');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memo removed');
    const { run, report } = await actionReview(dir, withMemo);
    expect([run.code, run.outputs.verdict]).toEqual([1, 'fail']);
    const gone = "Removed: the base config has the server memo and no server of the head's pairs with it (by name, golden file, serverInfo.name or command)";
    expect(reviewOf(report)).toEqual([
      { name: 'notes', changes: [], unapproved: [], notes: [] },
      {
        name: 'memo',
        changes: [
          ['tool-removed', 'tool:forget', 'tool "forget" removed'],
          ['tool-removed', 'tool:remember', 'tool "remember" removed'],
        ],
        unapproved: ['tool-removed', 'tool-removed'],
        notes: [`${gone}: its golden contract contracts/memo.mcp-contract.json at the base is reviewed as if every entity were removed.`],
      },
    ]);
    const accept = report!.servers[1]!.review!.unapproved.map((fingerprint) => ({ fingerprint, reason: 'memo moved to its own repository' }));
    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), stringify({ accept }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'accepted');
    const accepted = await actionReview(dir, withMemo);
    expect([accepted.run.code, accepted.run.outputs.verdict, accepted.run.outputs.approved!.split(/[\s,]+/).sort()]).toEqual([0, 'pass', accept.map((entry) => entry.fingerprint).sort()]);
    expect((await cli(['review', '--base', withMemo], dir)).code).toBe(0);
    void base;
  });

  it("a base config this gate cannot read (another version's keys) leaves the review by path, with a note", async () => {
    const { dir } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
    writeFileSync(join(dir, 'mcp-contract.yaml'), `${stringify({ servers: [notes()] })}retiredSetting: true\n`);
    git(dir, 'commit', '-qam', 'a key of another version');
    const base = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'feature');
    writeConfig(dir, { servers: [notes()] });
    writeSide(dir, drift.after, 'side.json');
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'body is required');
    const { run, report } = await actionReview(dir, base);
    expect([run.code, reviewOf(report)]).toEqual([
      1,
      [
        {
          name: 'notes',
          changes: [REQUIRED],
          unapproved: ['input-required-added'],
          notes: [
            `The config at the base commit (mcp-contract.yaml) cannot be read by this version of the gate (config mcp-contract.yaml at /: must NOT have additional properties (the key at line 8, column 1)): the base golden contract was found by path, and servers removed or renamed since cannot be told.`,
          ],
        },
      ],
    ]);
  });

  it('a base config that cannot be found, while the base commit holds golden contracts, fails the review naming where it looked', async () => {
    const { dir, base } = await featureBranch(
      (dir) => {
        git(dir, 'rm', '-q', 'mcp-contract.yaml');
        writeFileSync(
          join(dir, 'hidden.yaml'),
          `# servers\nservers:\n  - name: notes\n    pageCap: 300\n    command: ${JSON.stringify(process.execPath)}\n    args: ${JSON.stringify(fixtureArgs('side.json'))}\n`,
        );
      },
      ['--config', 'hidden.yaml'],
    );
    // The base commit's own config is at mcp-contract.yaml: found. A base with it elsewhere and no workflow naming it is not.
    git(dir, 'checkout', '-q', '-b', 'elsewhere', base);
    git(dir, 'mv', 'mcp-contract.yaml', 'servers.yaml');
    git(dir, 'commit', '-qm', 'config under another name');
    const hiddenBase = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-q', 'feature');
    const local = await cli(['review', '--base', hiddenBase, '--config', 'hidden.yaml'], dir);
    const message = `no config at the base commit ${hiddenBase.slice(0, 12)}, though it holds golden contracts: looked at hidden.yaml, mcp-contract.yaml, mcp-contract.yml, mcp-contract.json (the head's config, git's rename of it, the default names, the config input of the base's workflows); the review pairs each server with the base's`;
    expect([local.code, local.stderr.trim()]).toEqual([2, `mcp-contract: ${message}`]);
    const { run } = await actionReview(dir, hiddenBase, { config: 'hidden.yaml' });
    expect([run.code, run.outputs.verdict, run.log.split('\n').filter((line) => line.startsWith('::error::'))]).toEqual([2, 'error', [`::error::${message}`]]);
  });
});

describe("the review applies the base commit's levels, ignore entries and descriptions mode", () => {
  it('a pull request that lowers its own level fails on the change (judged at the base level) and on the lowering, each approved by an acceptance; the next pull request is judged by the new level', async () => {
    const { dir, base } = await featureBranch((dir) => writeConfig(dir, { servers: [notes({ levels: { 'input-required-added': 'cosmetic' } })] }));
    const { run, report } = await actionReview(dir, base);
    expect([run.code, run.outputs.verdict]).toEqual([1, 'fail']);
    expect(reviewOf(report)).toEqual([
      {
        name: 'notes',
        changes: [REQUIRED, ['config-level-lowered', 'config', 'this pull request lowers input-required-added: breaking → cosmetic (/servers/0/levels/input-required-added)']],
        unapproved: ['input-required-added', 'config-level-lowered'],
        notes: [],
      },
    ]);
    const lowered = report!.servers[0]!.review!.changes[1]!;
    expect(run.summary).toContain(
      `- 🔴 **breaking** · \`config-level-lowered\` · this pull request lowers input\\-required\\-added\\: breaking → cosmetic \\(/servers/0/levels/input\\-required\\-added\\) · fingerprint \`${lowered.fingerprint}\``,
    );
    const local = await cli(['review', '--base', 'main'], dir);
    expect([local.code, local.stdout.split('\n').filter((line) => line.includes('config-level-lowered'))]).toEqual([
      1,
      ['    ✖ breaking        config-level-lowered  /levels/input-required-added', `  unapproved ${lowered.fingerprint} config-level-lowered (config)`],
    ]);

    const accept = report!.servers[0]!.review!.unapproved.map((fingerprint) => ({ fingerprint, reason: REASON }));
    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), stringify({ accept }));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'accepted');
    const accepted = await actionReview(dir, base);
    expect([accepted.run.code, accepted.run.outputs.verdict, accepted.report!.servers[0]!.review!.approved]).toEqual([
      0,
      'pass',
      accept.map(({ fingerprint }) => ({ fingerprint, by: `acceptance: ${REASON}` })),
    ]);

    // Merged: the lowered level is the base now, and the next breaking change of the rule is cosmetic.
    git(dir, 'checkout', '-q', 'main');
    git(dir, 'merge', '-q', '--ff-only', 'feature');
    const merged = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'next');
    const next = structuredClone(drift.after) as { tools: Array<{ name: string; inputSchema: { required: string[] } }> };
    next.tools[0]!.inputSchema.required.push('priority');
    writeSide(dir, next, 'side.json');
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'priority is required');
    const later = await actionReview(dir, merged);
    expect([later.run.code, later.report!.servers[0]!.review!.changes.map((change) => [change.rule, change.level]), later.report!.servers[0]!.review!.unapproved]).toEqual([
      0,
      [['input-required-added', 'cosmetic']],
      [],
    ]);
  });

  it('update --approve accepts the lowering with the change it lowers, and the review then passes', async () => {
    const { dir, base } = await featureBranch((dir) => writeConfig(dir, { servers: [notes({ levels: { 'input-required-added': 'cosmetic' } })] }), ['--approve', REASON]);
    const { run, report } = await actionReview(dir, base);
    expect([
      run.code,
      run.outputs.verdict,
      report!.servers[0]!.review!.approved.map(({ fingerprint, by }) => [report!.servers[0]!.review!.changes.find((change) => change.fingerprint === fingerprint)!.rule, by]),
    ]).toEqual([
      0,
      'pass',
      [
        ['input-required-added', `acceptance: ${REASON}`],
        ['config-level-lowered', `acceptance: ${REASON}`],
      ],
    ]);
  });

  it('an ignore entry and a descriptions mode the pull request adds are causes of their own; the label approves them', async () => {
    const ignore = [{ rule: 'input-required-added', entity: 'tool:create_note', reason: 'body is required now' }];
    const { dir, base } = await featureBranch((dir) => writeConfig(dir, { descriptions: 'cosmetic', servers: [notes({ ignore })] }));
    const { run, report } = await actionReview(dir, base);
    expect([run.code, run.outputs.verdict]).toEqual([1, 'fail']);
    expect(reviewOf(report)).toEqual([
      {
        name: 'notes',
        changes: [
          REQUIRED,
          ['config-descriptions-lowered', 'config', 'this pull request lowers descriptions: auto → cosmetic'],
          ['config-ignore-added', 'config', 'this pull request adds an ignore entry (rule input-required-added, entity tool:create_note): body is required now'],
        ],
        unapproved: ['input-required-added', 'config-descriptions-lowered', 'config-ignore-added'],
        notes: [],
      },
    ]);
    const labelled = await actionReview(dir, base, {}, [LABEL]);
    expect([labelled.run.code, labelled.run.outputs.verdict, labelled.report!.servers[0]!.review!.approved.map((approval) => approval.by)]).toEqual([
      0,
      'pass',
      [`label ${LABEL}`, `label ${LABEL}`, `label ${LABEL}`],
    ]);
  });

  it("the base's ignore entry leaves a matching intended change out of the review, with a note; raising a level is no cause", async () => {
    const ignore = [{ rule: 'input-required-added', reason: 'callers are all ours' }];
    const { dir, base } = await repositoryWithGolden('mcg-review-pairs-', drift.before);
    writeConfig(dir, { servers: [notes({ ignore })] });
    git(dir, 'commit', '-qam', 'ignore required inputs');
    const withIgnore = git(dir, 'rev-parse', 'HEAD');
    git(dir, 'checkout', '-qb', 'feature');
    writeSide(dir, drift.after, 'side.json');
    writeConfig(dir, { servers: [notes({ ignore, levels: { 'tool-added': 'breaking' } })] });
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'body is required');
    const { run, report } = await actionReview(dir, withIgnore);
    const fingerprint = /[0-9a-f]{16}/.exec(report!.servers[0]!.notes[0] ?? '')?.[0];
    expect([run.code, reviewOf(report)]).toEqual([
      0,
      [
        {
          name: 'notes',
          changes: [],
          unapproved: [],
          notes: [`Left out of the review by the base config's ignore entry (rule input-required-added): ${fingerprint} input-required-added (tool:create_note): callers are all ours`],
        },
      ],
    ]);
    void base;
  });
});
