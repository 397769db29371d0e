import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { ServerOutcome } from '../src/report/outcome.js';
import { acceptCommands } from '../src/commands/accept-command.js';
import type { ServerConfig } from '../src/config/types.js';
import { compareContracts } from '../src/diff/compare.js';
import { approveBreaking } from '../src/policy/approvals.js';
import { readHiddenData } from '../src/report/markdown-escape.js';
import { CAUSE_LABEL, COMMENT_LIMIT, renderMarkdown } from '../src/report/markdown.js';
import { buildReport } from '../src/report/report.js';
import { cli } from './helpers/cli.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { corpus, FIXTURE_SERVER, fixtureArgs, stdioServer, tempDir, writeSide } from './helpers/fixture.js';

const byId = (id: string) => corpus().find((c) => c.id === id)!;
/** The two forms of the gate a printed command takes: installed in the repository, or the package pinned to this version. */
const LOCAL = 'npx mcp-contract';
const PINNED = 'npx -p mcp-contract-gate@0.1.0 mcp-contract';

describe('the accept command: one builder for the terminal and the comment', () => {
  const server = (transport: ServerConfig['transport'], name = 'files'): ServerConfig => ({ ...stdioServer(name, [], '/repo/contracts/files.mcp-contract.json'), transport });

  it('names the config when it was named, the server when there is a choice, and the policy file when it is not the default; shell-quoted', () => {
    const notes = server({ kind: 'stdio', command: 'node', args: [], env: {}, envPassthrough: [] }, "my 'notes'");
    const commands = acceptCommands(notes, {
      program: PINNED,
      cwd: '/repo/server',
      cd: 'server',
      config: { file: '/repo/server/mcp-contract.yaml', several: true },
      policyFile: '/repo/policy/accepted.yaml',
    });
    expect(commands).toEqual({
      update: `cd server && npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --server 'my '\\''notes'\\''' --policy-file ../policy/accepted.yaml`,
      approve: `cd server && npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --server 'my '\\''notes'\\''' --policy-file ../policy/accepted.yaml --approve "why"`,
    });
    expect(acceptCommands(notes, { program: LOCAL, cwd: '/repo', config: { several: false } }).approve).toBe('npx mcp-contract update --approve "why"');
  });

  it('gives a server from the command line again, after its name and golden file: its command, or its URL', () => {
    const stdio = server({ kind: 'stdio', command: 'node', args: ['server.js', '--root', '/srv/my files'], env: {}, envPassthrough: [] });
    expect(acceptCommands(stdio, { program: LOCAL, cwd: '/repo' }).approve).toBe(
      `npx mcp-contract update --name files --out contracts/files.mcp-contract.json --approve "why" -- node server.js --root '/srv/my files'`,
    );
    const sse = server({ kind: 'sse', url: 'https://mcp.example/sse?team=a&b', headers: {} });
    expect(acceptCommands(sse, { program: LOCAL, cwd: '/repo', contract: '/repo/golden/files.json' }).update).toBe(
      `npx mcp-contract update --name files --out golden/files.json --url 'https://mcp.example/sse?team=a&b' --sse`,
    );
  });
});

describe('next steps after a failing check', () => {
  /** A project serving `before` (snapshotted), then `after`; `servers` more in the config, in sync. */
  async function drifted(id: string, options: { name?: string; config?: string; others?: number } = {}): Promise<string> {
    const dir = tempDir('mcg-next-');
    const configFile = join(dir, options.config ?? 'mcp-contract.yaml');
    mkdirSync(join(configFile, '..'), { recursive: true });
    const side = writeSide(dir, byId(id).before, 'side.json');
    const stable = writeSide(dir, byId(id).before, 'stable.json');
    const servers = [{ name: options.name ?? 'notes', command: process.execPath, args: fixtureArgs(side) }];
    for (let i = 0; i < (options.others ?? 0); i++) servers.push({ name: `other${i}`, command: process.execPath, args: [FIXTURE_SERVER, '--side', stable] });
    writeFileSync(configFile, stringify({ servers }));
    const config = options.config ? ['--config', options.config] : [];
    expect(await cli(['snapshot', ...config], dir)).toMatchObject({ code: 0, stderr: '' });
    writeSide(dir, byId(id).after, 'side.json');
    return dir;
  }

  it('a breaking drift: the update that also accepts it, and the label instead, after the terminal report', async () => {
    const dir = await drifted('input-required-added');
    const result = await cli(['check'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(-4)).toEqual([
      '',
      'next: if the change is intended, accept it: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why"',
      '  or: the same without --approve, and the label mcp-contract:approved-breaking on the pull request',
      '',
    ]);
    // A format on stdout keeps it clean: the next steps go to stderr.
    const json = await cli(['check', '--format', 'json'], dir);
    expect(JSON.parse(json.stdout).verdict).toBe('fail');
    expect(json.stderr).toContain('next: if the change is intended, accept it: npx -p mcp-contract-gate@0.1.0 mcp-contract update --approve "why"\n');
  });

  it('several servers: the one that drifted, by name, with the config named as given; a drift that is not breaking needs no approval', async () => {
    const dir = await drifted('tool-added', { name: 'notes-v2', config: 'cfg/servers.yaml', others: 1 });
    const result = await cli(['check', '--config', 'cfg/servers.yaml'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').slice(-3)).toEqual([
      '',
      `next: if the change to "notes-v2" is intended, accept it: npx -p mcp-contract-gate@0.1.0 mcp-contract update --config cfg/servers.yaml --server notes-v2`,
      '',
    ]);
    expect((await cli(['check', '--config', 'cfg/servers.yaml', '--fail-on', 'breaking'], dir)).stdout).not.toContain('next:');
  });
});

describe('the comment', () => {
  const CWD = '/repo';
  const accept = { notes: { update: 'mcp-contract update', approve: 'mcp-contract update --approve "why"' } };
  const approval = { label: 'mcp-contract:approved-breaking', policyFile: 'mcp-contract.policy.yaml', majorBump: false };

  it('names each passing evidence check in a folded list, not only how many passed', () => {
    const c = contractOf(byId('tool-removed').before);
    const evidence = [
      { check: 'lifecycle_order', status: 'pass' as const, subject: 'server', message: 'initialize, its validated answer, notifications/initialized, then operation' },
      { check: 'schema_not_compilable', status: 'pass' as const, subject: 'server', message: 'every tool schema compiles (3 tools)' },
    ];
    const outcome: ServerOutcome = { name: 'notes', contractFile: `${CWD}/contracts/notes.mcp-contract.json`, golden: c, current: c, changes: [], notes: [], evidence };
    const markdown = renderMarkdown(buildReport([outcome], 'effect-relevant', CWD), { acceptCommands: {}, diffs: {}, limit: COMMENT_LIMIT });
    expect(markdown).toContain(
      [
        '**Evidence.** 2 checks passed.',
        '',
        '<details><summary>passed: 2 checks</summary>',
        '',
        '- ✅ `lifecycle_order` · server: initialize, its validated answer, notifications/initialized, then operation',
        '- ✅ `schema_not_compilable` · server: every tool schema compiles \\(3 tools\\)',
        '',
        '</details>',
      ].join('\n'),
    );
  });

  it('says under each entity what approved its breaking change or how to; one status for a change shared by several tools', () => {
    const tools = (required: string[]) =>
      ['a', 'b', 'c', 'd'].map((name) => ({ name, inputSchema: { type: 'object', properties: { x: { type: 'string' } }, required: name === 'd' ? [] : required } }));
    const before = contractOf(sideWithTool({}, { tools: tools([]) }));
    const after = contractOf(sideWithTool({}, { tools: tools(['x']) }));
    const side = contractOf(byId('tool-removed').before);
    const removal = compareContracts(side, contractOf(byId('tool-removed').after)).changes;
    const changes = [...compareContracts(before, after).changes, ...removal];
    const settings = { label: approval.label, prLabels: [], acceptances: [{ fingerprint: removal[0]!.fingerprint, reason: 'purge is gone' }], majorBumpApproves: false, today: '2026-12-01' };
    const { approved, unapproved } = approveBreaking(changes, settings, {});
    const review = { base: '0123456789abcdef0123', changes, approved, unapproved: unapproved.map((c) => c.fingerprint) };
    const outcome: ServerOutcome = { name: 'notes', contractFile: `${CWD}/contracts/notes.mcp-contract.json`, golden: after, current: after, changes: [], notes: [], review };
    const markdown = renderMarkdown(buildReport([outcome], 'effect-relevant', CWD), { acceptCommands: accept, diffs: {}, approval, limit: COMMENT_LIMIT });
    expect(markdown).toContain(
      '- 🔴 **breaking** · `input-required-added` · inputSchema\\: property "x" is required now; this call worked before and is rejected now: ` {} ` · fingerprints in the JSON report (3)\n' +
        '  - **3 unapproved** (fingerprints in the JSON report): add the label `mcp-contract:approved-breaking` to the pull request or accept them with a reason in `mcp-contract.policy.yaml`\n',
    );
    expect(markdown).toContain(`· fingerprint \`${removal[0]!.fingerprint}\`\n  - approved by acceptance\\: purge is gone\n`);
    expect(markdown).toContain('| notes | intended change (PR): 4 changes | 4 | 0 | 0 | **3** |');
    // One fingerprint format everywhere, the hidden cause included: the bare hash an acceptance names.
    const cause = JSON.parse(readHiddenData(CAUSE_LABEL, markdown)!);
    const item = (kind: string) => (c: (typeof changes)[number]) => ({ kind, server: 'notes', fingerprint: c.fingerprint, rule: c.rule, level: c.level, entity: c.entity, pointer: c.pointer });
    expect(cause.causes).toEqual(unapproved.map(item('unapproved')));
    const drift = renderMarkdown(buildReport([{ ...outcome, changes, review: undefined }], 'effect-relevant', CWD), { acceptCommands: accept, diffs: {}, approval, limit: COMMENT_LIMIT });
    expect(JSON.parse(readHiddenData(CAUSE_LABEL, drift)!).causes).toEqual(changes.map(item('change')));
    expect(markdown).toContain('```sh\nmcp-contract update --approve "why"\n```');
    expect(markdown).toContain('```sh\ngh pr edit --add-label mcp-contract:approved-breaking\n```');
  });
});
