import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { recordAcceptances } from '../src/commands/acceptances.js';
import { compareContracts } from '../src/diff/compare.js';
import { contractOf } from './helpers/contracts.js';
import { cli } from './helpers/cli.js';
import { corpus, tempDir, writeSide } from './helpers/fixture.js';
import { git, repositoryWithGolden } from './helpers/repository.js';
import { runActionProcess } from './helpers/run-action.js';

/** Accepting in one round (update --approve) and the action's review, locally (review). The action runs dist/index.js (`npm run build` first). */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const REASON = 'body is required from 2.0 on; every client sends it since #12';

/** A repository whose main has the golden contract of `before`, on a branch `feature` whose server now serves `after`: the golden file not yet updated. */
async function branch(): Promise<{ dir: string; base: string }> {
  const { dir, base } = await repositoryWithGolden('mcg-approve-', drift.before);
  git(dir, 'checkout', '-qb', 'feature');
  writeSide(dir, drift.after, 'side.json');
  return { dir, base };
}

/** The action on the pull request of `feature` into main, with no label. */
function pullRequestRun(dir: string, base: string) {
  const event = {
    pull_request: {
      number: 7,
      base: { sha: base, repo: { full_name: 'acme/notes' } },
      head: { sha: git(dir, 'rev-parse', 'HEAD'), repo: { full_name: 'acme/notes', fork: false } },
      labels: [],
    },
  };
  return runActionProcess(dir, { comment: 'never', annotations: 'false' }, {}, event);
}

describe('update --approve: accept an intended breaking change in one round', () => {
  it('writes an acceptance for each breaking change the review will find, and the next action run on the pull request passes without a label', async () => {
    const { dir, base } = await branch();
    const updated = await cli(['update', '--approve', REASON, '--expires', '2099-12-31'], dir);
    expect(updated).toMatchObject({ code: 0, stderr: '' });
    const policy = parse(readFileSync(join(dir, 'mcp-contract.policy.yaml'), 'utf8')) as { accept: Array<{ fingerprint: string }> };
    expect(policy.accept).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/), reason: REASON, expires: '2099-12-31' }]);
    const fingerprint = policy.accept[0]!.fingerprint;
    expect(updated.stdout.split('\n').slice(1)).toEqual([
      `accepted 1 breaking change since the merge base with main (${base.slice(0, 12)}) in mcp-contract.policy.yaml (created, until 2099-12-31): ${REASON}`,
      `  ${fingerprint} input-required-added (tool:create_note): inputSchema: property "body" is required now`,
      '',
      'next: commit what the gate wrote (CI reads only committed files):',
      '  git add contracts/notes.mcp-contract.json mcp-contract.policy.yaml',
      '',
    ]);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'body is required');

    const run = await pullRequestRun(dir, base);
    expect([run.code, run.outputs.verdict, run.outputs.unapproved, run.outputs.approved]).toEqual([0, 'pass', '', fingerprint]);
    expect(JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')).servers[0].review.approved).toEqual([{ fingerprint, by: `acceptance: ${REASON}` }]);
  });

  it('after a plain update, says the pull request needs --approve or the label; a second update --approve then accepts against the base', async () => {
    const { dir, base } = await branch();
    const plain = await cli(['update'], dir);
    expect(plain.code).toBe(0);
    expect(plain.stdout.split('\n').slice(1, 2)).toEqual([`1 breaking change since the merge base with main (${base.slice(0, 12)}): the pull request's review will need an approval`]);
    expect(plain.stdout).toContain(
      'next: accept it with your reason: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why" (writes mcp-contract.policy.yaml), or add the label mcp-contract:approved-breaking to the pull request',
    );
    expect(existsSync(join(dir, 'mcp-contract.policy.yaml'))).toBe(false);
    // The golden file already holds the change: the acceptance still comes from the base, as the review compares.
    const approved = await cli(['update', '--approve', REASON], dir);
    expect(approved.stdout).toContain('accepted 1 breaking change since the merge base with main');
    const again = await cli(['update', '--approve', REASON], dir);
    expect(again.stdout).toContain('nothing to accept for "notes": no unapproved breaking change since the merge base with main');
  });

  it.each([
    [['--approve', 'ok'], '--approve needs a reason of at least 3 characters: why the breaking change is fine'],
    [['--expires', '2099-01-01'], '--expires goes with --approve: it is the last day the acceptance holds'],
    [['--approve', REASON, '--expires', '2099-02-30'], '--expires must be a date as YYYY-MM-DD (got "2099-02-30")'],
    [['--approve', REASON, '--expires', '2020-01-01'], '--expires 2020-01-01 is past: the acceptance would approve nothing'],
    [['--base', 'no-such-branch'], '--base no-such-branch: no such commit in this repository'],
  ])('refuses %j before any server starts (exit 2)', async (args, message) => {
    const { dir } = await branch();
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: 'mcg-no-such-command' }] })); // started, it would be exit 3
    expect(await cli(['update', ...args], dir)).toEqual({ code: 2, stdout: '', stderr: `mcp-contract: ${message}\n` });
  });
});

describe('the policy file, as update --approve writes it', () => {
  const { changes } = compareContracts(contractOf(drift.before), contractOf(drift.after));
  const breaking = changes.filter((change) => change.level === 'breaking');

  it("keeps the file's comments and other entries, and renews an expired acceptance in place, its reason kept", async () => {
    const dir = tempDir('mcg-policy-');
    const file = join(dir, 'mcp-contract.policy.yaml');
    const text = [
      '# Reviewed by the API owners.',
      'accept:',
      '  - fingerprint: 0123456789abcdef # purge',
      '    reason: "purge is gone in 2.0"',
      `  - fingerprint: ${breaking[0]!.fingerprint}`,
      '    reason: temporary',
      '    expires: 2020-01-01',
      '',
    ].join('\n');
    writeFileSync(file, text);
    expect(await recordAcceptances(file, dir, [{ server: 'notes', change: breaking[0]! }], { reason: REASON, expires: '2099-12-31' })).toBe('updated');
    const written = readFileSync(file, 'utf8');
    expect(written.split('\n').slice(0, 4)).toEqual(text.split('\n').slice(0, 4));
    expect(parse(written).accept).toEqual([
      { fingerprint: '0123456789abcdef', reason: 'purge is gone in 2.0' },
      { fingerprint: breaking[0]!.fingerprint, reason: `temporary; renewed: ${REASON}`, expires: '2099-12-31' },
    ]);
    // Renewed again with the same reason: the reason is not repeated.
    await recordAcceptances(file, dir, [{ server: 'notes', change: breaking[0]! }], { reason: REASON, expires: '2099-12-30' });
    expect(parse(readFileSync(file, 'utf8')).accept[1]).toEqual({ fingerprint: breaking[0]!.fingerprint, reason: `temporary; renewed: ${REASON}`, expires: '2099-12-30' });
  });

  it('creates it, each entry under a comment that names the server, rule and entity; refuses a broken one and leaves it alone', async () => {
    const dir = tempDir('mcg-policy-');
    const file = join(dir, 'policy', 'accepted.yaml');
    expect(await recordAcceptances(file, dir, [{ server: 'notes', change: breaking[0]! }], { reason: REASON })).toBe('created');
    expect(readFileSync(file, 'utf8')).toContain(`  # notes: input-required-added (tool:create_note)\n  - fingerprint: ${breaking[0]!.fingerprint}\n    reason: "${REASON}"\n`);
    writeFileSync(file, 'accept: [{ fingerprint: nope }]');
    await expect(recordAcceptances(file, dir, [{ server: 'notes', change: breaking[0]! }], { reason: REASON })).rejects.toThrow(`policy ${file} at /accept/0: must have required property 'reason'`);
    expect(readFileSync(file, 'utf8')).toBe('accept: [{ fingerprint: nope }]');
  });
});

describe('review: the pull request review, locally', () => {
  /** The terminal report of the server "notes", between the headline and the next steps. */
  const serverLines = (base: string, drift: string[], intended: string[]) => [
    'server "notes" — contracts/notes.mcp-contract.json — 2025-06-18 (handshake era)',
    ...drift,
    '  evidence: 4 passed, 0 failed',
    ...intended.map((line) => line.replace('BASE', base.slice(0, 12))),
  ];
  const changeLines = [
    '  tool:create_note',
    '    ✖ breaking        input-required-added  /tools/create_note/definition/inputSchema/required',
    '      inputSchema: property "body" is required now',
    '      valid before, rejected now: {"title":"a"}',
  ];
  /** What the drift costs a model (docs/context-cost.md): said after the changes. */
  const costLines = ['  tool definitions: 347 → 349 tokens, +1 % (gpt-tokenizer o200k_base)', '  largest growers:', '    create_note: 150 → 152 (+2)'];

  it('gates the working tree against the merge base as the action does: the same unapproved fingerprint, exit 1; once accepted, exit 0', async () => {
    const { dir, base } = await branch();
    expect((await cli(['update'], dir)).code).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'body is required');
    const action = await pullRequestRun(dir, base);
    const fingerprint = action.outputs.unapproved!;
    expect([action.code, fingerprint]).toEqual([1, expect.stringMatching(/^[0-9a-f]{16}$/)]);

    const intended = ['  intended change since the base BASE: 1 breaking · 0 effect-relevant · 0 cosmetic', ...changeLines];
    expect(await cli(['review'], dir)).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        `mcp-contract review ${base.slice(0, 12)} (the merge base with main) → working tree: FAIL (highest: breaking, fail-on: effect-relevant) — unapproved breaking intended change input-required-added (tool:create_note)`,
        '',
        ...serverLines(base, ['  in sync: no change'], [...intended, `  unapproved ${fingerprint} input-required-added (tool:create_note)`]),
        '',
        'next: accept the breaking changes with your reason: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why" (writes mcp-contract.policy.yaml)',
        '  or: add the label mcp-contract:approved-breaking to the pull request; labels are on GitHub, and this local review cannot see them',
        '',
      ].join('\n'),
    });
    expect((await cli(['review', '--base', 'main'], dir)).code).toBe(1);
    const none = await cli(['review', '--base', 'HEAD'], dir);
    expect([none.code, none.stdout.split('\n').filter((line) => line.includes('intended change'))]).toEqual([
      0,
      [`  intended change: none since the base ${git(dir, 'rev-parse', 'HEAD').slice(0, 12)}`],
    ]);

    writeFileSync(join(dir, 'mcp-contract.policy.yaml'), stringify({ accept: [{ fingerprint, reason: REASON }] }));
    const accepted = await cli(['review'], dir);
    expect([accepted.code, accepted.stdout.split('\n').slice(2, -3)]).toEqual([
      0,
      serverLines(base, ['  in sync: no change'], [...intended, `  approved ${fingerprint} input-required-added (tool:create_note) by acceptance: ${REASON}`]),
    ]);
  });

  it('fails on drift the golden file does not follow (exit 1, as the action fails on it), and says it cannot see a label', async () => {
    const { dir, base } = await branch();
    expect(await cli(['review'], dir)).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        `mcp-contract review ${base.slice(0, 12)} (the merge base with main) → working tree: FAIL (highest: breaking, fail-on: effect-relevant) — breaking input-required-added (tool:create_note)`,
        '',
        ...serverLines(base, ['  1 breaking · 0 effect-relevant · 0 cosmetic', ...changeLines, ...costLines], ['  intended change: none since the base BASE']),
        '',
        'next: if the change is intended, accept it: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why"',
        '  or: the same without --approve, and the label mcp-contract:approved-breaking on the pull request',
        'note: labels are on GitHub, and this local review cannot see them (mcp-contract:approved-breaking approves breaking changes there)',
        '',
      ].join('\n'),
    });
    expect((await cli(['review', '--fail-on', 'never'], dir)).code).toBe(0);
  });

  it('outside git, without --base, is exit 2 saying what to give', async () => {
    const dir = tempDir('mcg-review-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'notes', command: 'mcg-no-such-command' }] }));
    expect(await cli(['review'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mcp-contract: no base to review against: not in a git repository, or none of origin/HEAD, main and master to start from; give --base REF\n',
    });
  });
});
