import { join } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { goldenText } from './helpers/golden.js';
import { describe, expect, it } from 'vitest';
import type { ServerOutcome } from '../src/report/outcome.js';
import type { Contract } from '../src/contract/types.js';
import { compareContracts } from '../src/diff/compare.js';
import { definitionDiffs } from '../src/report/definition-diffs.js';
import { readHiddenData } from '../src/report/markdown-escape.js';
import { CAUSE_LABEL, commentMarker, COMMENT_LIMIT, renderMarkdown, SUMMARY_LIMIT } from '../src/report/markdown.js';
import { buildReport, type Report } from '../src/report/report.js';
import { approveBreaking } from '../src/policy/approvals.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { corpus, ROOT } from './helpers/fixture.js';

/** Golden Markdown per fixture, in the manner of dorny/test-reporter: UPDATE_GOLDEN=1 rewrites them. */
const GOLDEN_DIR = join(ROOT, 'test/golden');
const CWD = '/repo';

function outcome(name: string, golden: Contract, live: Contract, extra: Partial<ServerOutcome> = {}): ServerOutcome {
  return { name, contractFile: `${CWD}/contracts/${name}.mcp-contract.json`, golden, current: live, ...compareContracts(golden, live), notes: [], ...extra };
}

/** The accept commands of the action for a config with several servers. */
function accepts(outcomes: ServerOutcome[]) {
  const update = (name: string) => `npx -p mcp-contract-gate@0.1.0 mcp-contract update --config mcp-contract.yaml --server ${name}`;
  return Object.fromEntries(outcomes.map((o) => [o.name, { update: update(o.name), approve: `${update(o.name)} --approve "why"` }]));
}

function render(report: Report, outcomes: ServerOutcome[], limit = COMMENT_LIMIT): string {
  const acceptCommands = accepts(outcomes);
  const diffs = Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)]));
  return renderMarkdown(report, { marker: commentMarker('contracts:fixture'), acceptCommands, diffs, fullReportUrl: RUN_URL, rulesUrl: RULES_URL, approval: APPROVAL, limit });
}

const RUN_URL = 'https://github.example/acme/notes/actions/runs/42';
const RULES_URL = 'https://github.example/mcp-contract-gate/mcp-contract-gate/blob/v1/docs/rules.md';
const APPROVAL = { label: 'mcp-contract:approved-breaking', policyFile: 'mcp-contract.policy.yaml', majorBump: false };

const byId = (id: string) => corpus().find((c) => c.id === id)!;

function scenario(name: string): { report: Report; outcomes: ServerOutcome[] } {
  switch (name) {
    case 'in-sync': {
      const c = contractOf(byId('tool-removed').before);
      const outcomes = [outcome('notes', c, c)];
      return { report: buildReport(outcomes, 'effect-relevant', CWD), outcomes };
    }
    case 'drift': {
      const { before } = byId('input-required-added');
      const after = structuredClone(byId('input-required-added').after) as Record<string, any>;
      after.tools[0].description = 'Create a note, quickly.';
      after.tools.push({ name: 'archive', inputSchema: { type: 'object' } });
      const outcomes = [outcome('notes', contractOf(before), contractOf(after))];
      return { report: buildReport(outcomes, 'effect-relevant', CWD), outcomes };
    }
    case 'review': {
      const { before, after } = byId('tool-renamed');
      const head = contractOf(after);
      const changes = compareContracts(contractOf(before), head).changes;
      const settings = { label: 'mcp-contract:approved-breaking', prLabels: [], acceptances: [], majorBumpApproves: false, today: '2026-11-30' };
      const { approved, unapproved } = approveBreaking(changes, settings, {});
      const outcomes = [outcome('notes', head, head, { review: { base: '0123456789abcdef0123', changes, approved, unapproved: unapproved.map((c) => c.fingerprint) } })];
      return { report: buildReport(outcomes, 'effect-relevant', CWD), outcomes };
    }
    case 'error': {
      const c = contractOf(byId('tool-removed').before);
      const outcomes = [
        outcome('notes', c, c),
        {
          name: 'billing',
          contractFile: `${CWD}/contracts/billing.mcp-contract.json`,
          changes: [],
          notes: [],
          error: { exitCode: 3, message: 'server "billing", tools/list, page 2: no answer within 15000 ms' },
        },
      ];
      return { report: buildReport(outcomes, 'effect-relevant', CWD), outcomes };
    }
    case 'hostile': {
      const evil = 'x|y` </details> <img src=x onerror=alert(1)> @octocat @acme/admins ![pixel](https://evil.example/p.png) [click](javascript:alert(1)) ``` <!-- -->';
      const before = contractOf(sideWithTool({ name: 'probe', description: 'Harmless.' }));
      const after = contractOf(
        sideWithTool(
          { name: 'probe', description: evil },
          {
            tools: [
              // A required property: a breaking change, so the probe's definition diff is shown.
              { name: 'probe', description: evil, inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } },
              { name: evil, description: evil, inputSchema: { type: 'object' } },
            ],
          },
        ),
      );
      const outcomes = [outcome(`srv|${evil.slice(0, 20)}`, before, after)];
      return { report: buildReport(outcomes, 'effect-relevant', CWD), outcomes };
    }
    default:
      throw new Error(name);
  }
}

const FIXTURES = ['in-sync', 'drift', 'review', 'error', 'hostile'];

function expectGolden(markdown: string, file: string): void {
  expect(markdown).toBe(goldenText(file, markdown));
}

describe('the PR comment and job summary (golden Markdown per fixture)', () => {
  it.each(FIXTURES)('comment: %s', (name) => {
    const { report, outcomes } = scenario(name);
    expectGolden(render(report, outcomes), join(GOLDEN_DIR, `${name}.comment.md`));
  });

  it.each(FIXTURES)('summary: %s', (name) => {
    const { report, outcomes } = scenario(name);
    const acceptCommands = accepts(outcomes);
    const diffs = Object.fromEntries(outcomes.map((o) => [o.name, definitionDiffs(o.golden, o.current)]));
    expectGolden(renderMarkdown(report, { acceptCommands, diffs, approval: APPROVAL, limit: SUMMARY_LIMIT }), join(GOLDEN_DIR, `${name}.summary.md`));
  });
});

function parse(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

describe('untrusted server text, through a real GFM parser', () => {
  const { report, outcomes } = scenario('hostile');
  const markdown = render(report, outcomes);
  const tree = parse(markdown);

  it('cannot load an image, add a link, or inject HTML', () => {
    const html: string[] = [];
    const kinds = new Set<string>();
    visit(tree, (node: RootContent | Root) => {
      kinds.add(node.type);
      if (node.type === 'html') html.push(node.value);
      // The only links are the gate's own: the run, and rule ids into the rule catalogue.
      if (node.type === 'link')
        expect(node.url).toMatch(
          /^(https:\/\/github\.example\/acme\/notes\/actions\/runs\/42|https:\/\/github\.example\/mcp-contract-gate\/mcp-contract-gate\/blob\/v1\/docs\/rules\.md(#[a-z0-9-]+)?)$/,
        );
    });
    expect(kinds.has('image')).toBe(false);
    expect(kinds.has('imageReference')).toBe(false);
    for (const value of html) expect(value).toMatch(/^(<!-- mcp-contract-gate:(comment|cause) [^>]*-->|<details><summary>[^<]*<\/summary>|<\/details>)$/);
  });

  it('keeps the counts table whole: every row has its six cells', () => {
    const tables: any[] = [];
    visit(tree, 'table', (node) => void tables.push(node));
    expect(tables).toHaveLength(1);
    for (const row of tables[0].children) expect(row.children).toHaveLength(6);
    expect(tables[0].children).toHaveLength(2);
  });

  it('pings no one and keeps every code block closed', () => {
    const texts: string[] = [];
    visit(tree, 'text', (node) => void texts.push(node.value));
    expect(texts.join(' ')).not.toMatch(/@(?!\u2060)\w/);
    const codes: any[] = [];
    visit(tree, 'code', (node) => void codes.push(node));
    // Each diff block holds the hostile text whole, and what follows the block is still Markdown.
    expect(codes.some((code) => code.lang === 'diff' && code.value.includes('</details>'))).toBe(true);
    // The cause under the heading, before any server text: a bot that reads the first match reads the gate's.
    expect(markdown.split('\n')[2]).toMatch(/^<!-- mcp-contract-gate:cause [A-Za-z0-9+/=]+ -->$/);
  });

  it('carries the machine-readable cause for bots in a hidden comment', () => {
    const cause = JSON.parse(readHiddenData(CAUSE_LABEL, markdown)!);
    expect(cause).toMatchObject({ verdict: 'fail', highest: 'breaking' });
  });
});

describe('size', () => {
  it("stays under GitHub's comment limit, with a cause trimmed from the lowest level up that says so", () => {
    const side = (suffix: string) =>
      sideWithTool(
        {},
        {
          tools: Array.from({ length: 600 }, (_, i) => ({
            name: `tool_${i}`,
            description: `Tool ${i} ${suffix}. ${'lorem ipsum '.repeat(10)}`,
            inputSchema: { type: 'object', properties: { [`p${suffix}`]: { type: 'string' } } },
          })),
        },
      );
    const outcomes = [outcome('big', contractOf(side('a')), contractOf(side('b')))];
    const report = buildReport(outcomes, 'effect-relevant', CWD);
    const markdown = render(report, outcomes);
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    // Identical changes in 600 tools are told once; each fold's label counts the changes it holds.
    expect(markdown.split('\n').filter((line) => line.startsWith('<details>'))).toEqual([
      '<details><summary>1200 effect-relevant changes</summary>',
      '<details><summary>600 cosmetic changes</summary>',
    ]);
    // The cause on top keeps to a quarter of the page: it lists the failing changes that fit, and says how many it left out.
    const cause = JSON.parse(readHiddenData(CAUSE_LABEL, markdown)!);
    expect(readHiddenData(CAUSE_LABEL, markdown)!.length).toBeLessThanOrEqual((COMMENT_LIMIT / 4) * 0.75);
    expect(cause.trimmed).toEqual({
      listed: cause.causes.length,
      total: 1200,
      left: { 'effect-relevant': 1200 - cause.causes.length },
      rest: 'the JSON report (the report-path output) lists every change',
    });
    expect(markdown).not.toContain('definition diff');
    expect(parse(markdown).children.length).toBeGreaterThan(3);
    const summary = renderMarkdown(report, { acceptCommands: {}, diffs: { big: definitionDiffs(outcomes[0]!.golden, outcomes[0]!.current) }, limit: 1_000_000 });
    expect(summary.length).toBeLessThanOrEqual(1_000_000);
    expect(summary).not.toContain('definition diff'); // definition diffs are for breaking entities only
    expect(summary).not.toContain('Machine-readable cause');
    expect(summary).not.toContain('Trimmed to fit'); // no JSON report in it: the summary holds all that
  });
});
