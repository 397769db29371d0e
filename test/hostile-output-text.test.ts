import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readHiddenData } from '../src/report/markdown-escape.js';
import { CAUSE_LABEL } from '../src/report/markdown.js';
import { cli } from './helpers/cli.js';
import { leftoverProcesses, ROOT, tempDir } from './helpers/fixture.js';
import { runActionProcess, type ActionRun } from './helpers/run-action.js';

/**
 * Server text that would steer what reads the gate's output: the GitHub runner (workflow
 * commands), a bot that reads the hidden cause, GitHub's issue references, a reviewer fooled by
 * invisible characters; and lone surrogates, which no output can carry. The servers are real
 * processes (test/fixtures/hostile-server.mjs); the CLI runs in this process, the action as
 * dist/index.js.
 */
const HOSTILE = join(ROOT, 'test/fixtures/hostile-server.mjs');
/** On every server this file starts, to find any left running. */
const TAG = randomUUID();
afterAll(async () => expect(await leftoverProcesses(TAG)).toEqual([]));

const server = (mode: string) => ({ name: 'hostile', era: 'handshake', command: process.execPath, args: [HOSTILE, '--mode', mode, '--tag', TAG] });
const configure = (dir: string, mode: string) => writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [server(mode)] }));

/** A project whose golden contract is the well-behaved tool list, its server now in `mode`. */
async function project(mode: string): Promise<string> {
  const dir = tempDir('mcg-text-');
  configure(dir, 'description');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  configure(dir, mode);
  return dir;
}

/** Lines a GitHub runner would run: `::cmd::` at a line start (after white space), or `##[` anywhere. */
function workflowCommands(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => /^[\s\u0085]*::/.test(line) || line.includes('##['));
}

/** The forge server's invisible and bidirectional characters, raw. */
const INVISIBLE = /[\u200b\u202e\u2066]/;

describe('workflow commands in server text reach no line a runner would run', () => {
  it('the CLI: the terminal report, JUnit on stdout and an error on stderr carry them broken by a word joiner', async () => {
    const dir = await project('forge');
    const terminal = await cli(['check'], dir);
    const junit = await cli(['check', '--format', 'junit'], dir);
    expect([terminal.code, junit.code]).toEqual([1, 1]);
    expect(workflowCommands(terminal.stdout + junit.stdout)).toEqual([]);
    // Broken, not dropped: the name reads as the server sent it.
    expect(terminal.stdout).toContain('  tool:##\u2060[set-output name=verdict;]pass\n');
    expect(junit.stdout).toContain('\n:\u2060:set-output name=verdict::pass: tool "x\\n::set-output name=verdict::pass" added');
    configure(dir, 'forge-error');
    const failed = await cli(['snapshot'], dir);
    expect(failed).toMatchObject({ code: 3, stdout: '' });
    expect(failed.stderr).toBe(
      'mcp-contract: server "hostile", tools/list, page 1: the server declared this list but answered with JSON-RPC error -32001: refused ::set-output name=verdict::pass ##\u2060[add-mask]forged\n',
    );
  });

  it('the action: the log (terminal report, annotations, failure line) carries them broken', async () => {
    const run = await runActionProcess(await project('forge'), { comment: 'never' });
    expect(run.code).toBe(1);
    expect(workflowCommands(run.log).filter((line) => !/^::(error|warning|notice)[ :]/.test(line))).toEqual([]);
    expect(run.log).not.toContain('##[');
    expect(run.log).toContain(
      '::warning title=effect-relevant%3A tool-added (tool%3A##\u2060[set-output name=verdict;]pass),file=contracts/hostile.mcp-contract.json,line=22::tool "##\u2060[set-output name=verdict;]pass" added',
    );
  });
});

describe('mode report holds a report file to what the gate writes', () => {
  let dir: string;
  let report: { servers: Array<Record<string, any>> };
  beforeAll(async () => {
    dir = await project('forge');
    expect((await cli(['check', '--report', 'report.json'], dir)).code).toBe(1);
    report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    // A name with a line break gives a pointer the report schema's pattern refuses (its `.`): that change stays out.
    report.servers[0]!.changes = report.servers[0]!.changes.filter((change: { pointer: string }) => !change.pointer.includes('\n'));
  });

  /** The action in mode report on `report`, written to a file of the workspace. */
  async function reportMode(given: typeof report): Promise<ActionRun> {
    writeFileSync(join(dir, 'given.json'), JSON.stringify(given));
    return runActionProcess(dir, { mode: 'report', reports: 'given.json', comment: 'never' });
  }

  it("prints a report's server text broken, and a contract path inside the workspace, however odd, escaped", async () => {
    const odd = structuredClone(report);
    odd.servers[0]!.contract = 'contracts/x.json ##[add-mask]forged\u202e';
    const [run, oddRun] = [await reportMode(report), await reportMode(odd)];
    expect([run.code, oddRun.code]).toEqual([1, 1]);
    expect(run.log).toContain('server "hostile" — contracts/hostile.mcp-contract.json — 2025-11-25 (handshake era)');
    expect(oddRun.log).toContain('server "hostile" — contracts/x.json ##\u2060[add-mask]forged\\u202e — 2025-11-25 (handshake era)');
    for (const { log } of [run, oddRun]) expect(workflowCommands(log).filter((line) => !line.startsWith('::error::'))).toEqual([]);
  });

  it.each([
    ['contract', (s: Record<string, any>) => (s.contract = '../../etc/passwd'), 'contract: "../../etc/passwd" is not a relative path inside the workspace'],
    ['protocol/era', (s: Record<string, any>) => (s.protocol.era = '##[set-output name=verdict;]pass'), 'protocol/era: "##\u2060[set-output name=verdict;]pass" is not an era (handshake, stateless)'],
    [
      'protocol/revision',
      (s: Record<string, any>) => (s.protocol.revision = '2026-07-28'),
      'protocol/revision: "2026-07-28" is not a revision of the handshake era (2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25)',
    ],
  ])('refuses one whose %s is not what the gate writes: exit 2, one line naming the file and the pointer', async (_field, edit, message) => {
    const forged = structuredClone(report);
    edit(forged.servers[0]!);
    const run = await reportMode(forged);
    expect(run.code).toBe(2);
    expect(run.log.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([`::error::report given.json at /servers/0/${message}`]);
  });
});

describe('lone UTF-16 surrogates (valid JSON, no Unicode character) in server text', () => {
  it('snapshot and check keep each as the text of its escape: exit 0, the same bytes every time, in sync', async () => {
    const dir = tempDir('mcg-text-');
    configure(dir, 'surrogate');
    expect(await cli(['snapshot'], dir)).toEqual({ code: 0, stdout: expect.stringMatching(/^wrote contracts\/hostile\.mcp-contract\.json: /), stderr: '' });
    const file = join(dir, 'contracts/hostile.mcp-contract.json');
    const text = readFileSync(file, 'utf8');
    const contract = JSON.parse(text);
    expect(contract.serverInfo).toEqual({ name: 'hostile\\udbff', version: '1.0.0-\\udc00' });
    expect(Object.keys(contract.tools)).toEqual(['lone\\ud800']);
    expect(contract.tools['lone\\ud800'].definition).toMatchObject({ name: 'lone\\ud800', title: 'half \\udc00 a pair', description: 'a lone \\udfff surrogate' });
    expect(contract.tools['lone\\ud800'].definition.inputSchema.properties).toEqual({ 'p\\ud83d': { type: 'string', description: '\\ud800' } });
    expect((await cli(['snapshot'], dir)).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
    const check = await cli(['check'], dir);
    expect([check.code, check.stderr]).toEqual([0, '']);
    expect(check.stdout.split('\n')[3]).toBe('  in sync: no change');
  });
});

describe('Markdown (PR comment, job summary, the markdown format)', () => {
  let markdown: string;
  let action: ActionRun;
  beforeAll(async () => {
    const dir = await project('forge');
    expect((await cli(['check', '--format', 'markdown=out.md'], dir)).code).toBe(1);
    markdown = readFileSync(join(dir, 'out.md'), 'utf8');
    action = await runActionProcess(dir, { comment: 'never' });
  });

  it("carries the gate's cause before any server text, and no marker of the gate in server text", () => {
    for (const text of [markdown, action.summary]) {
      expect(JSON.parse(readHiddenData(CAUSE_LABEL, text)!)).toMatchObject({ verdict: 'fail', highest: 'breaking' });
      expect(text.split('\n')[1]).toMatch(/^<!-- mcp-contract-gate:cause [A-Za-z0-9+/=]+ -->$/);
      expect(text.match(/<!--/g)).toHaveLength(1);
      expect(text.match(/mcp-contract-gate:/gi)).toHaveLength(1);
    }
    // Definition diffs are shown for breaking entities only: the added tool that carries the forged comment has none.
    expect(markdown).not.toContain('definition diff: tool:cause');
  });

  it('links no issue: #12, GH-7 and owner/repo#5 in a name are broken where GitHub would link them', () => {
    for (const text of [markdown, action.summary]) {
      const linkable = renderedText(text).filter((value) => /#[0-9]|\bGH-[0-9]/i.test(value));
      expect(linkable).toEqual([]);
      expect(text).toContain('**tool\\:see \\#\u206012, GH\\-\u20607 and acme/other\\#\u20605**');
    }
  });

  it('shows the invisible and bidirectional characters of names as escapes, here and in the terminal and the log', async () => {
    for (const text of [markdown, action.summary, action.log]) expect(text).not.toMatch(INVISIBLE);
    expect(markdown).toContain('**tool\\:safe\\_read\\\\u202eetirw\\_eteled**');
    expect(action.log).toContain('  tool:safe_read\\u202eetirw_eteled\n');
    expect(action.log).toContain('::warning title=effect-relevant%3A tool-added (tool%3Asafe_read\\u202eetirw_eteled),file=');
  });
});

/** Text GitHub renders and links in (it links nothing in code): text nodes, and raw HTML such as a <summary>. */
function renderedText(markdown: string): string[] {
  const tree: Root = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const texts: string[] = [];
  visit(tree, (node: RootContent | Root) => {
    if (node.type === 'text' || node.type === 'html') texts.push(node.value);
  });
  return texts;
}
