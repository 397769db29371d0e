import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import packageJson from '../package.json' with { type: 'json' };
import { runNode } from './helpers/cli.js';
import { fixtureArgs, ROOT, tempDir, writeSide } from './helpers/fixture.js';
import { git } from './helpers/repository.js';
import { runActionProcess } from './helpers/run-action.js';

/**
 * A server the pull request removes from the config: never run, reviewed as every entity of its
 * golden contract at the base removed. Every view says so (not "in sync"), and the accept command
 * printed for it (`update --server NAME --approve`) accepts the removal, after which the review
 * passes. dist/ must be built: the CLI and the action run as processes, on real git repositories.
 */
const CLI = join(ROOT, 'dist/cli.js');
const gate = (args: string[], dir: string) => runNode([CLI, ...args], dir);
const PROGRAM = `npx -p ${packageJson.name}@${packageJson.version} mcp-contract`;
const REASON = 'memo moved to its own repository';

const NOTES = {
  protocolVersion: '2025-06-18',
  serverInfo: { name: 'notes-server', version: '1.0.0' },
  capabilities: { tools: {}, prompts: {} },
  tools: [{ name: 'create_note', inputSchema: { type: 'object' } }],
};
const MEMO = {
  protocolVersion: '2025-06-18',
  serverInfo: { name: 'memo-server', version: '1.0.0' },
  capabilities: { tools: {}, prompts: {} },
  tools: [
    { name: 'remember', inputSchema: { type: 'object' } },
    { name: 'forget', inputSchema: { type: 'object' } },
  ],
  prompts: [{ name: 'recall' }],
};

const server = (name: string, side: string, extra: Record<string, unknown> = {}) => ({ name, command: process.execPath, args: fixtureArgs(side), ...extra });
const writeConfig = (dir: string, servers: Array<Record<string, unknown>>) => writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers }));

/** main: the servers notes and memo with their golden contracts; the branch feature checked out, nothing changed yet. Returns main's commit. */
async function twoServers(): Promise<{ dir: string; base: string }> {
  const dir = tempDir('mcg-removed-');
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'config', 'user.email', 'test@example.invalid');
  git(dir, 'config', 'user.name', 'test');
  writeSide(dir, NOTES, 'notes.json');
  writeSide(dir, MEMO, 'memo.json');
  writeConfig(dir, [server('notes', 'notes.json'), server('memo', 'memo.json')]);
  const updated = await gate(['update'], dir);
  expect([updated.code, updated.stderr]).toEqual([0, '']);
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'notes and memo');
  const base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'checkout', '-qb', 'feature');
  return { dir, base };
}

/** The branch removes memo from the config, with its golden contract and side file. */
function removeMemo(dir: string): void {
  writeConfig(dir, [server('notes', 'notes.json')]);
  git(dir, 'rm', '-q', 'contracts/memo.mcp-contract.json', 'memo.json');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'memo removed');
}

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

interface ReportShape {
  servers: Array<{
    name: string;
    status: string;
    notes: string[];
    review?: { changes: Array<{ entity: string; fingerprint: string }>; unapproved: string[]; approved: Array<{ fingerprint: string; by: string }> };
  }>;
}

/** The action on the pull request into `base`: its run, and the JSON report. */
async function actionReview(dir: string, base: string, inputs: Record<string, string> = {}) {
  const run = await runActionProcess(dir, { comment: 'never', annotations: 'false', ...inputs }, {}, pullRequest(dir, base));
  const report = JSON.parse(readFileSync(run.outputs['report-path']!, 'utf8')) as ReportShape;
  return { run, report };
}

/** A server's section of the Markdown page: from its heading to the next server's (or the end), trailing blank lines left out. */
function section(markdown: string, name: string): string[] {
  const lines = markdown.split('\n');
  const from = lines.indexOf(`### ${name}`);
  const to = lines.findIndex((line, index) => index > from && line.startsWith('### '));
  return lines
    .slice(from, to === -1 ? undefined : to)
    .join('\n')
    .trimEnd()
    .split('\n');
}

/** A server's block of the terminal report: from its `server "NAME"` line to the next blank line. */
function block(text: string, name: string): string[] {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => line.startsWith(`server ${JSON.stringify(name)} `));
  const to = lines.findIndex((line, index) => index > from && line === '');
  return lines.slice(from, to);
}

const GONE =
  "Removed: the base config has the server memo and no server of the head's pairs with it (by name, golden file, serverInfo.name or command): its golden contract contracts/memo.mcp-contract.json at the base is reviewed as if every entity were removed.";
const GONE_MARKDOWN =
  "> Removed\\: the base config has the server memo and no server of the head's pairs with it \\(by name, golden file, serverInfo\\.name or command\\)\\: its golden contract contracts/memo\\.mcp\\-contract\\.json at the base is reviewed as if every entity were removed\\.";

/** memo's intended changes as the Markdown lists them, each with what approved it or how to: fingerprints from the JSON report, by entity. */
function memoChanges(fingerprints: Record<string, string>, status: (fingerprint: string) => string): string[] {
  const change = (entity: string, rule: string, message: string) => [
    `**${entity.replace(':', '\\:')}**`,
    '',
    `- 🔴 **breaking** · \`${rule}\` · ${message} · fingerprint \`${fingerprints[entity]!}\``,
    `  - ${status(fingerprints[entity]!)}`,
    '',
  ];
  return [
    ...change('prompt:recall', 'prompt-removed', 'prompt "recall" removed'),
    ...change('tool:forget', 'tool-removed', 'tool "forget" removed'),
    ...change('tool:remember', 'tool-removed', 'tool "remember" removed'),
  ];
}

/** memo's fingerprints by entity, from the JSON report. */
const fingerprintsOf = (report: ReportShape) => Object.fromEntries(report.servers.find((s) => s.name === 'memo')!.review!.changes.map((change) => [change.entity, change.fingerprint]));

const ACCEPT_MEMO = `${PROGRAM} update --config mcp-contract.yaml --server memo --approve "why"`;

describe('a server the pull request removes from the config', () => {
  it('is said to be removed, not run and what its clients lose, in the Markdown, the terminal, the JSON report, JUnit, SARIF and the changelog', async () => {
    const { dir, base } = await twoServers();
    removeMemo(dir);
    const out = tempDir('mcg-removed-formats-');
    const { run, report } = await actionReview(dir, base, { annotations: 'true', format: `junit=${out}/r.junit.xml,sarif=${out}/r.sarif,changelog=${out}/r.changelog.md` });
    // Its annotations go on the config the pull request removed it from: its golden file is gone from the head.
    expect(run.log.split('\n').filter((line) => line.startsWith('::error title='))).toEqual([
      '::error title=intended breaking%2C unapproved%3A prompt-removed (prompt%3Arecall),file=mcp-contract.yaml,line=1::prompt "recall" removed',
      '::error title=intended breaking%2C unapproved%3A tool-removed (tool%3Aforget),file=mcp-contract.yaml,line=1::tool "forget" removed',
      '::error title=intended breaking%2C unapproved%3A tool-removed (tool%3Aremember),file=mcp-contract.yaml,line=1::tool "remember" removed',
    ]);
    expect([run.code, run.outputs.verdict, report.servers.map((s) => [s.name, s.status])]).toEqual([
      1,
      'fail',
      [
        ['notes', 'compared'],
        ['memo', 'removed'],
      ],
    ]);
    const fingerprints = fingerprintsOf(report);
    const sha = base.slice(0, 12);
    const summary = run.summary.split('\n');
    expect(summary.filter((line) => line.startsWith('| memo |') || line.startsWith('**To accept'))).toEqual([
      '| memo | live vs golden: removed by this pull request, not run | 0 | 0 | 0 | — |',
      '| memo | intended change (PR): 3 changes | 3 | 0 | 0 | **3** |',
      `**To accept \`memo\`** as intended: \`${ACCEPT_MEMO}\` (every way to accept it is at the end of its section).`,
    ]);
    const unapproved = (fingerprint: string) =>
      `**unapproved**: add the label \`mcp-contract:approved-breaking\` to the pull request or accept \`${fingerprint}\` with a reason in \`mcp-contract.policy.yaml\``;
    expect(section(run.summary, 'memo')).toEqual([
      '### memo',
      '',
      '**Removed** from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking unless approved).',
      '',
      GONE_MARKDOWN,
      '',
      `**Intended change** (golden contract at the base ${sha} → removed by this pull request):`,
      '',
      ...memoChanges(fingerprints, unapproved),
      'To approve, either accept with your reason in `mcp-contract.policy.yaml` (the command runs no server: it writes the acceptances only),',
      '',
      '```sh',
      ACCEPT_MEMO,
      '```',
      '',
      'or add the label `mcp-contract:approved-breaking`:',
      '',
      '```sh',
      'gh pr edit --add-label mcp-contract:approved-breaking',
      '```',
    ]);

    const local = await gate(['review'], dir);
    expect([local.code, block(local.stdout, 'memo'), local.stdout.split('\n').filter((line) => line.startsWith('next:'))]).toEqual([
      1,
      [
        'server "memo" — contracts/memo.mcp-contract.json',
        '  removed from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking unless approved).',
        `  note: ${GONE}`,
        `  intended change since the base ${sha}: 3 breaking · 0 effect-relevant · 0 cosmetic`,
        '  prompt:recall',
        '    ✖ breaking        prompt-removed  /prompts/recall',
        '      prompt "recall" removed',
        '  tool:forget',
        '    ✖ breaking        tool-removed  /tools/forget',
        '      tool "forget" removed',
        '  tool:remember',
        '    ✖ breaking        tool-removed  /tools/remember',
        '      tool "remember" removed',
        `  unapproved ${fingerprints['prompt:recall']!} prompt-removed (prompt:recall)`,
        `  unapproved ${fingerprints['tool:forget']!} tool-removed (tool:forget)`,
        `  unapproved ${fingerprints['tool:remember']!} tool-removed (tool:remember)`,
      ],
      [`next: accept the breaking changes of "memo" with your reason: ${PROGRAM} update --server memo --approve "why" (writes mcp-contract.policy.yaml)`],
    ]);

    const removedText = 'Removed from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking unless approved).';
    const junit = readFileSync(join(out, 'r.junit.xml'), 'utf8').split('\n');
    expect(
      junit.slice(
        junit.findIndex((line) => line.includes('<testsuite name="memo"')),
        -2,
      ),
    ).toEqual([
      '  <testsuite name="memo" tests="4" failures="3" errors="0" skipped="0">',
      '    <testcase classname="mcp-contract.memo" name="server">',
      `      <system-out>${removedText}</system-out>`,
      '    </testcase>',
      '    <testcase classname="mcp-contract.memo" name="intended:prompt:recall">',
      `      <failure type="unapproved" message="breaking intended change not approved: prompt-removed (prompt:recall)">breaking prompt-removed at /prompts/recall: prompt "recall" removed [${fingerprints['prompt:recall']!}]</failure>`,
      '    </testcase>',
      '    <testcase classname="mcp-contract.memo" name="intended:tool:forget">',
      `      <failure type="unapproved" message="breaking intended change not approved: tool-removed (tool:forget)">breaking tool-removed at /tools/forget: tool "forget" removed [${fingerprints['tool:forget']!}]</failure>`,
      '    </testcase>',
      '    <testcase classname="mcp-contract.memo" name="intended:tool:remember">',
      `      <failure type="unapproved" message="breaking intended change not approved: tool-removed (tool:remember)">breaking tool-removed at /tools/remember: tool "remember" removed [${fingerprints['tool:remember']!}]</failure>`,
      '    </testcase>',
      '  </testsuite>',
    ]);
    const sarif = JSON.parse(readFileSync(join(out, 'r.sarif'), 'utf8')) as {
      runs: Array<{ invocations: Array<{ toolExecutionNotifications?: unknown[] }>; results: Array<{ properties: { server: string } }> }>;
    };
    expect([sarif.runs[0]!.invocations[0]!.toolExecutionNotifications, sarif.runs[0]!.results.map((result) => result.properties.server)]).toEqual([
      [{ level: 'note', message: { text: `server memo: ${removedText}` }, properties: { server: 'memo', status: 'removed' } }],
      ['memo', 'memo', 'memo'],
    ]);
    const changelog = readFileSync(join(out, 'r.changelog.md'), 'utf8');
    expect(changelog.slice(changelog.indexOf('## `memo`'))).toBe(
      [
        '## `memo`',
        '',
        'Gate: **fail**: 3 unapproved breaking intended changes.',
        '',
        removedText,
        '',
        '**3 breaking changes**, in 2 lines',
        '',
        '### Breaking',
        '',
        '- prompt `recall` removed',
        '- tools `forget`, `remember` removed',
        '',
      ].join('\n'),
    );
  });

  it('the accept command the comment prints for it accepts the removal in the policy file without running anything, and the review then passes', async () => {
    const { dir, base } = await twoServers();
    removeMemo(dir);
    const { run, report } = await actionReview(dir, base);
    const printed = /^\*\*To accept `memo`\*\* as intended: `(.*)` \(every way/m.exec(run.summary)?.[1];
    expect(printed).toBe(ACCEPT_MEMO);
    // Run as printed, the reader's reason for the placeholder.
    const args = printed!
      .slice(PROGRAM.length + 1)
      .split(' ')
      .map((word) => (word === '"why"' ? REASON : word));
    const accepted = await gate(args, dir);
    const fingerprints = fingerprintsOf(report);
    const sha = base.slice(0, 12);
    expect([accepted.code, accepted.stderr, accepted.stdout.split('\n')]).toEqual([
      0,
      '',
      [
        'removed "memo" from the config: not run; its golden contract contracts/memo.mcp-contract.json at the base counts as every entity removed',
        `accepted 3 breaking changes since the merge base with main (${sha}) in mcp-contract.policy.yaml (created): ${REASON}`,
        `  ${fingerprints['prompt:recall']!} prompt-removed (prompt:recall): prompt "recall" removed`,
        `  ${fingerprints['tool:forget']!} tool-removed (tool:forget): tool "forget" removed`,
        `  ${fingerprints['tool:remember']!} tool-removed (tool:remember): tool "remember" removed`,
        '',
        'next: commit what the gate wrote (CI reads only committed files):',
        '  git add mcp-contract.policy.yaml',
        '',
      ],
    ]);
    const entry = (entity: string, rule: string) => [`  # memo: ${rule} (${entity})`, `  - fingerprint: ${fingerprints[entity]!}`, `    reason: ${REASON}`];
    expect(readFileSync(join(dir, 'mcp-contract.policy.yaml'), 'utf8')).toBe(
      [
        '# Intended breaking changes of the MCP contract, accepted by fingerprint with a reason (mcp-contract update --approve).',
        '',
        'accept:',
        ...entry('prompt:recall', 'prompt-removed'),
        ...entry('tool:forget', 'tool-removed'),
        ...entry('tool:remember', 'tool-removed'),
        '',
      ].join('\n'),
    );
    // Nothing else was written: no server ran, no golden contract came back.
    expect(git(dir, 'status', '--porcelain')).toBe('?? mcp-contract.policy.yaml');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memo removal accepted');

    const after = await actionReview(dir, base);
    const memo = after.report.servers.find((s) => s.name === 'memo')!;
    expect([after.run.code, after.run.outputs.verdict, memo.status, memo.review!.unapproved, memo.review!.approved]).toEqual([
      0,
      'pass',
      'removed',
      [],
      Object.values(fingerprints).map((fingerprint) => ({ fingerprint, by: `acceptance: ${REASON}` })),
    ]);
    expect(section(after.run.summary, 'memo').slice(0, 9)).toEqual([
      '### memo',
      '',
      '**Removed** from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking, approved).',
      '',
      GONE_MARKDOWN,
      '',
      `**Intended change** (golden contract at the base ${sha} → removed by this pull request):`,
      '',
      '**prompt\\:recall**',
    ]);
    const local = await gate(['review'], dir);
    expect([local.code, block(local.stdout, 'memo')[1]]).toEqual([
      0,
      '  removed from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking, approved).',
    ]);
  });

  it('update --server NAME that names neither a server of the config nor one the branch removed is exit 2 naming both', async () => {
    const { dir, base } = await twoServers();
    removeMemo(dir);
    const result = await gate(['update', '--server', 'nope', '--approve', REASON], dir);
    expect([result.code, result.stdout, result.stderr]).toEqual([
      2,
      '',
      `mcp-contract: no server named "nope" in the config (it has "notes"); nor does the base config at the merge base with main (${base.slice(0, 12)}) have a server of that name that this branch removed\n`,
    ]);
  });

  it('removed beside a renamed server: the review says each (renamed notes-next compared, memo removed); update --approve with no --server accepts the removal with the rest, and the review passes', async () => {
    const { dir, base } = await twoServers();
    writeConfig(dir, [server('notes-next', 'notes.json', { contract: 'contracts/notes-next.json' })]);
    git(dir, 'mv', 'contracts/notes.mcp-contract.json', 'contracts/notes-next.json');
    git(dir, 'rm', '-q', 'contracts/memo.mcp-contract.json', 'memo.json');
    const told = await gate(['update'], dir);
    const renamed =
      'The server was renamed: notes-next is notes of the base config (paired by its golden file), reviewed against contracts/notes.mcp-contract.json at the base (now contracts/notes-next.json).';
    const sha = base.slice(0, 12);
    expect([told.code, told.stderr, told.stdout.split('\n').filter((line) => !line.startsWith('  '))]).toEqual([
      0,
      '',
      [
        'updated contracts/notes-next.json: 2025-06-18 (handshake era), 1 tool, 0 resources, 0 resource templates, 0 prompts',
        `note: ${renamed}`,
        'removed "memo" from the config: not run; its golden contract contracts/memo.mcp-contract.json at the base counts as every entity removed',
        `3 breaking changes since the merge base with main (${sha}): the pull request's review will need an approval`,
        `next: accept them with your reason: ${PROGRAM} update --server memo --approve "why" (writes mcp-contract.policy.yaml), or add the label mcp-contract:approved-breaking to the pull request`,
        '',
        'next: commit what the gate wrote (CI reads only committed files):',
        '',
      ],
    ]);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'notes renamed, memo removed');
    const { run, report } = await actionReview(dir, base);
    expect([run.code, report.servers.map((s) => [s.name, s.status, s.notes, s.review?.unapproved.length])]).toEqual([
      1,
      [
        ['notes-next', 'compared', [renamed], 0],
        ['memo', 'removed', [GONE], 3],
      ],
    ]);
    expect(section(run.summary, 'notes\\-next').slice(0, 5)).toEqual([
      '### notes\\-next',
      '',
      '**In sync.** The live server matches `contracts/notes-next.json`.',
      '',
      '> The server was renamed\\: notes\\-next is notes of the base config \\(paired by its golden file\\), reviewed against contracts/notes\\.mcp\\-contract\\.json at the base \\(now contracts/notes\\-next\\.json\\)\\.',
    ]);
    expect(section(run.summary, 'notes\\-next').at(-1)).toBe(`**Intended change.** The golden contract is unchanged since the base (${sha}).`);
    expect(section(run.summary, 'memo').slice(0, 3)).toEqual([
      '### memo',
      '',
      '**Removed** from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking unless approved).',
    ]);
    const local = await gate(['review'], dir);
    expect([local.code, block(local.stdout, 'notes-next').slice(1, 3), block(local.stdout, 'memo')[1]]).toEqual([
      1,
      ['  in sync: no change', `  note: ${renamed}`],
      '  removed from the config by this pull request, so not run: its 2 tools and 1 prompt are removed for its clients (the intended change, breaking unless approved).',
    ]);

    // update --approve, every server: the renamed one has nothing to accept; the removal is accepted with it.
    const accepted = await gate(['update', '--approve', REASON], dir);
    expect([accepted.code, accepted.stdout.split('\n').filter((line) => /^(accepted|nothing|removed)/.test(line))]).toEqual([
      0,
      [
        `nothing to accept for "notes-next": no unapproved breaking change since the merge base with main (${sha})`,
        'removed "memo" from the config: not run; its golden contract contracts/memo.mcp-contract.json at the base counts as every entity removed',
        `accepted 3 breaking changes since the merge base with main (${sha}) in mcp-contract.policy.yaml (created): ${REASON}`,
      ],
    ]);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memo removal accepted');
    const after = await actionReview(dir, base);
    expect([after.run.code, after.run.outputs.verdict, after.report.servers.map((s) => [s.name, s.status, s.review?.approved.length])]).toEqual([
      0,
      'pass',
      [
        ['notes-next', 'compared', 0],
        ['memo', 'removed', 3],
      ],
    ]);
  });

  it('review --server of a config that removed nothing pairs the base with every server: the ones left out are not taken for removed', async () => {
    const { dir } = await twoServers();
    const chosen = await gate(['review', '--server', 'notes'], dir);
    expect([chosen.code, chosen.stdout.split('\n').filter((line) => line.startsWith('server '))]).toEqual([0, ['server "notes" — contracts/notes.mcp-contract.json — 2025-06-18 (handshake era)']]);
  });

  it("the action's mode: update with approve-reason accepts the removal too, and says so in its summary; the review then passes", async () => {
    const { dir, base } = await twoServers();
    removeMemo(dir);
    const updated = await runActionProcess(dir, { mode: 'update', 'approve-reason': REASON }, {}, pullRequest(dir, base));
    expect([
      updated.code,
      updated.outputs['updated-files'],
      updated.summary.split('\n').filter((line) => line.startsWith('| memo |')),
      updated.log.split('\n').filter((line) => line.startsWith('removed ') || line.startsWith('memo: ')),
    ]).toEqual([
      0,
      'mcp-contract.policy.yaml',
      ['| memo | contracts/memo\\.mcp\\-contract\\.json | removed from the config: not run; 3 breaking accepted in the policy file |'],
      [
        'removed memo from the config: not run; its golden contract contracts/memo.mcp-contract.json at the base counts as every entity removed',
        `memo: accepted 3 breaking change(s) since ${base.slice(0, 12)} in the policy file (created)`,
      ],
    ]);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'memo removal accepted');
    const after = await actionReview(dir, base);
    expect([after.run.code, after.run.outputs.verdict]).toEqual([0, 'pass']);
  });
});
