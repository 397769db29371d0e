import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, tempDir, writeSide } from './helpers/fixture.js';
import { git, repositoryWithGolden } from './helpers/repository.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * The review follows the server, not the path: the base golden contract is found through the
 * base commit's config (or git's rename detection), and a base missing from the clone fails.
 * The action runs dist/index.js (`npm run build` first).
 */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const REASON = 'body is required from 2.0 on; every client sends it since #12';
const OLD_GOLDEN = 'contracts/notes.mcp-contract.json';

/** The pull request event of the checked-out head into `base`, with no label. */
function pullRequest(dir: string, base: string) {
  return {
    pull_request: {
      number: 7,
      base: { sha: base, repo: { full_name: 'acme/notes' } },
      head: { sha: git(dir, 'rev-parse', 'HEAD'), repo: { full_name: 'acme/notes', fork: false } },
      labels: [],
    },
  };
}

/** A branch whose server makes the breaking change, with the config rewritten by `config` (the server's name or contract path), updated and committed; returns update's output. */
async function movedBranch(server: Record<string, unknown>, move?: string): Promise<{ dir: string; base: string; updated: string }> {
  const { dir, base } = await repositoryWithGolden('mcg-review-base-', drift.before);
  git(dir, 'checkout', '-qb', 'feature');
  writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs('side.json'), ...server }] }));
  if (move) git(dir, 'mv', OLD_GOLDEN, move);
  else git(dir, 'rm', '-q', OLD_GOLDEN);
  writeSide(dir, drift.after, 'side.json');
  const updated = await cli(['update'], dir);
  expect([updated.code, updated.stderr]).toEqual([0, '']);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'moved, and body is required');
  return { dir, base, updated: updated.stdout };
}

describe('the review follows the server, not the path', () => {
  const MOVED = `The golden contract moved: reviewed against ${OLD_GOLDEN} at the base (now golden/notes.json).`;
  const RENAMED = `The server was renamed: memo is notes of the base config (paired by its golden file), reviewed against ${OLD_GOLDEN} at the base (now contracts/memo.mcp-contract.json).`;
  it.each([
    ['a contract path changed in the config', { contract: 'golden/notes.json' }, undefined, MOVED],
    ['a server renamed (its default path with it), the golden file moved by git mv', { name: 'memo' }, 'contracts/memo.mcp-contract.json', RENAMED],
  ])('%s: update and the action review the breaking change against the old golden file', async (_what, server, move, note) => {
    const { dir, base, updated } = await movedBranch(server, move);
    const fingerprint = /^ {2}([0-9a-f]{16}) input-required-added/m.exec(updated)?.[1];
    expect(updated.split('\n').slice(1, 4)).toEqual([
      `note: ${note}`,
      `1 breaking change since the merge base with main (${base.slice(0, 12)}): the pull request's review will need an approval`,
      `  ${fingerprint} input-required-added (tool:create_note): inputSchema: property "body" is required now`,
    ]);
    const run = await runActionProcess(dir, { comment: 'never', annotations: 'false' }, {}, pullRequest(dir, base));
    expect([run.code, run.outputs.verdict, run.outputs.unapproved]).toEqual([1, 'fail', fingerprint]);
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect(report.servers[0].notes).toEqual([note]);
  });

  it('a new server (no such name at the base, no golden file renamed) has nothing to review', async () => {
    const { dir, base } = await repositoryWithGolden('mcg-review-base-', drift.before);
    git(dir, 'checkout', '-qb', 'feature');
    const servers = [
      { name: 'notes', command: process.execPath, args: fixtureArgs('side.json') },
      { name: 'memo', command: process.execPath, args: fixtureArgs('side.json') },
    ];
    // The two serve the same tools: the collision the PR creates is test/beyond.test.ts's, not this test's.
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ collisions: 'ignore', servers }));
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'a second server');
    const run = await runActionProcess(dir, { comment: 'never', annotations: 'false' }, {}, pullRequest(dir, base));
    const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8'));
    expect([run.code, report.servers.map((server: { review: { note?: string } }) => server.review.note)]).toEqual([
      0,
      [undefined, 'a new server: no server of the base config mcp-contract.yaml pairs with memo (by name, golden file, serverInfo.name or command), nothing to review'],
    ]);
  });

  it('a pull request whose base commit is not in the clone (fetch-depth: 1) fails with an ::error:: naming fetch-depth: 0', async () => {
    const { dir, base } = await movedBranch({ contract: 'golden/notes.json' });
    const shallow = join(tempDir('mcg-shallow-'), 'clone');
    git(dir, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${dir}`, shallow);
    const run = await runActionProcess(shallow, { comment: 'never', annotations: 'false' }, {}, pullRequest(shallow, base));
    expect([run.code, run.outputs.verdict, run.log.split('\n').filter((line) => line.startsWith('::error::'))]).toEqual([
      2,
      'error',
      [`::error::the base commit ${base.slice(0, 12)} is not in the clone, so the golden contracts at the base cannot be reviewed: check out with fetch-depth: 0 (actions/checkout)`],
    ]);
  });
});

describe("the action's mode: update approves with approve-reason", () => {
  it('accepts the breaking changes since the pull request base in the policy file, lists it in updated-files, and the review then passes', async () => {
    const { dir, base } = await repositoryWithGolden('mcg-update-approve-', drift.before);
    git(dir, 'checkout', '-qb', 'feature');
    writeSide(dir, drift.after, 'side.json');
    const event = pullRequest(dir, base);
    const update = await runActionProcess(dir, { mode: 'update', 'approve-reason': REASON, 'approve-expires': '2099-12-31' }, {}, event);
    expect([update.code, update.outputs['contract-changed'], update.outputs['updated-files']]).toEqual([0, 'true', `${OLD_GOLDEN}\nmcp-contract.policy.yaml`]);
    const policy = parse(readFileSync(join(dir, 'mcp-contract.policy.yaml'), 'utf8')) as { accept: Array<{ fingerprint: string }> };
    const fingerprint = policy.accept[0]!.fingerprint;
    expect(policy.accept).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/), reason: REASON, expires: '2099-12-31' }]);
    expect(update.summary).toContain('| notes | contracts/notes\\.mcp\\-contract\\.json | updated; 1 breaking accepted in the policy file |');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'body is required');
    const check = await runActionProcess(dir, { comment: 'never', annotations: 'false' }, {}, pullRequest(dir, base));
    expect([check.code, check.outputs.verdict, check.outputs.approved]).toEqual([0, 'pass', fingerprint]);
  });

  it('refuses approve-reason outside mode: update, and a short reason, before any server starts (exit 2)', async () => {
    const { dir } = await repositoryWithGolden('mcg-update-approve-', drift.before);
    const check = await runActionProcess(dir, { 'approve-reason': REASON });
    const short = await runActionProcess(dir, { mode: 'update', 'approve-reason': 'ok' });
    expect([check, short].map((run) => [run.code, run.log.split('\n').filter((line) => line.startsWith('::error::'))])).toEqual([
      [2, ['::error::input approve-reason goes with mode: update (got mode check): it accepts the breaking changes the update makes']],
      [2, ['::error::input approve-reason needs a reason of at least 3 characters: why the breaking change is fine']],
    ]);
  });
});

describe('update gates at the configured fail-on', () => {
  it('a server that acts on arguments its inputSchema forbids (negative_probe_accepted, effect-relevant) gets no golden at the default, one with --fail-on breaking', async () => {
    const dir = tempDir('mcg-update-fail-on-');
    const schema = { type: 'object', properties: { city: { type: 'string', maxLength: 20 } }, required: ['city'], additionalProperties: false };
    const side = {
      protocolVersion: '2025-11-25',
      serverInfo: { name: 'weather', version: '1.0.0' },
      capabilities: { tools: {} },
      tools: [{ name: 'lax', inputSchema: schema, annotations: { readOnlyHint: true } }],
    };
    const server = { name: 'weather', command: process.execPath, args: fixtureArgs(writeSide(dir, side)), contract: 'golden.json', probes: { negative: true, maxCallsPerTool: 1 } };
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [server] }));
    const refused = await cli(['update'], dir);
    expect([refused.code, refused.stdout, refused.stderr.split('\n')[0]!.replace(/: evidence negative_probe_accepted failed: .*/, ''), existsSync(join(dir, 'golden.json'))]).toEqual([
      1,
      '',
      'error: weather',
      false,
    ]);
    const accepted = await cli(['update', '--fail-on', 'breaking'], dir);
    expect([accepted.code, accepted.stderr, accepted.stdout.split(':')[0], existsSync(join(dir, 'golden.json'))]).toEqual([0, '', 'updated golden.json', true]);
  });
});
