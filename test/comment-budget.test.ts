import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContract } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import { makeChange, type Change } from '../src/diff/change.js';
import { compareContracts } from '../src/diff/compare.js';
import { definitionDiffs } from '../src/report/definition-diffs.js';
import { COMMENT_LIMIT, commentMarker, renderMarkdown } from '../src/report/markdown.js';
import { FORMATS } from '../src/report/formats/index.js';
import { buildReport } from '../src/report/report.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { ROOT } from './helpers/fixture.js';

/**
 * The comment's budget cuts from the bottom: on real upgrades of published servers and on a
 * large pair built to the shape of firecrawl 1.11 → 3.26 (cosmetic changes on an early tool,
 * breaking ones on later tools), every breaking change is listed (one item per distinct
 * change, naming every tool), the one-line accept command is right under the summary table and
 * the full block ends the section, no lower change is shown while a breaking one is cut, and
 * each fold counts what it holds. On every real upgrade of the fixtures, drift or approved, the
 * comment stays under GitHub's 65,536 characters and names every breaking change or says on top
 * how many it does not.
 */
const DIR = join(ROOT, 'test/fixtures/real-servers');
const read = (file: string) => parseContract(readFileSync(join(DIR, `${file}.mcp-contract.json`), 'utf8'), file);
const ACCEPT = { update: 'mcp-contract update --server s', approve: 'mcp-contract update --server s --approve "why"' };

/** The comment on a drift from `before` to `after`; or (approved) on a pull request whose every breaking intended change an acceptance approves. */
function comment(before: Contract, after: Contract, mode: 'drift' | 'approved' = 'drift') {
  const { changes } = compareContracts(before, after);
  const approved = changes.filter((change) => change.level === 'breaking').map((change) => ({ fingerprint: change.fingerprint, by: 'acceptance: clients moved' }));
  const outcome = { name: 's', contractFile: '/repo/contracts/s.mcp-contract.json', golden: before, current: after, notes: [] };
  const report = buildReport(
    [mode === 'drift' ? { ...outcome, changes } : { ...outcome, golden: after, changes: [], review: { base: 'abc123', changes, approved, unapproved: [] } }],
    'breaking',
    '/repo',
  );
  const text = renderMarkdown(report, { marker: commentMarker('k'), acceptCommands: { s: ACCEPT }, diffs: { s: definitionDiffs(before, after) }, limit: COMMENT_LIMIT });
  return { changes, text, lines: text.split('\n') };
}

/** Where each breaking change is named, the one-line accept command and the full block, what was cut and what the banner says. */
function layout(lines: string[]) {
  const at = (test: (line: string) => boolean) => lines.flatMap((line, i) => (test(line) ? [i] : []));
  return {
    breaking: at((line) => line.startsWith('- 🔴 **breaking**')),
    lower: at((line) => line.startsWith('- 🟠') || line.startsWith('- ⚪')),
    table: at((line) => line.startsWith('| ')).at(-1)!,
    oneLine: lines.indexOf(`**To accept** as intended: \`${ACCEPT.approve}\` (every way to accept it is at the end of the section).`),
    block: lines.indexOf(ACCEPT.approve),
    cut: lines.filter((line) => line.startsWith('… and more changes')),
    folds: lines.filter((line) => line.startsWith('<details><summary>') && !line.includes('definition diff')),
    banner: lines.filter((line) => line.startsWith('> ') && !line.startsWith('> [!')),
  };
}

/** How many breaking changes the comment names: by fingerprint, or as the count of a shared item ("fingerprints in the JSON report (n)"). */
function namedBreaking(lines: string[], breaking: Change[]): number {
  const items = lines.filter((line) => line.startsWith('- 🔴 **breaking**'));
  const shared = items.reduce((sum, line) => sum + Number(/fingerprints in the JSON report \((\d+)\)/.exec(line)?.[1] ?? 0), 0);
  return breaking.filter((change) => items.some((line) => line.includes(`fingerprint \`${change.fingerprint}\``))).length + shared;
}

function upgrades(): Array<[string, string]> {
  const byPackage = new Map<string, string[]>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.mcp-contract.json'))) {
    const match = /^(.*)@([^@]+)\.mcp-contract\.json$/.exec(file)!;
    byPackage.set(match[1]!, [...(byPackage.get(match[1]!) ?? []), match[2]!]);
  }
  const order = (a: string, b: string) => {
    const [x, y] = [a, b].map((v) => v.split('.').map(Number)) as [number[], number[]];
    return x.map((part, i) => part - (y[i] ?? 0)).find((d) => d !== 0) ?? 0;
  };
  return [...byPackage].flatMap(([pkg, versions]) => versions.sort(order).flatMap((to, i) => (i === 0 ? [] : [[`${pkg}@${versions[i - 1]}`, `${pkg}@${to}`] as [string, string]])));
}

describe('the comment on every real upgrade of the fixtures', () => {
  it.each(upgrades().flatMap(([from, to]) => (['drift', 'approved'] as const).map((mode) => [from, to, mode] as const)))(
    '%s → %s (%s): under 65,536 characters, every breaking change named or counted on top, the accept command under the table',
    (from, to, mode) => {
      const { changes, text, lines } = comment(read(from), read(to), mode);
      const breaking = changes.filter((change) => change.level === 'breaking');
      const shown = layout(lines);
      expect(text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
      const notShown = Number(/\*\*(\d+) breaking changes? (?:is|are) not shown here\*\*/.exec(shown.banner.join('\n'))?.[1] ?? 0);
      expect(namedBreaking(lines, breaking) + notShown).toBe(breaking.length);
      if (breaking.length && mode === 'drift') expect(shown.oneLine).toBe(shown.table + 2);
    },
  );
});

describe('the comment on a large upgrade', () => {
  it.each([
    [
      'chrome-devtools-mcp@0.12.1',
      'chrome-devtools-mcp@1.11.0',
      15,
      ['<details><summary>60 effect-relevant changes</summary>'],
      ['… and more changes: 6 effect-relevant, 11 cosmetic; see the job summary and the JSON report.'],
    ],
    ['@playwright__mcp@0.0.56', '@playwright__mcp@0.0.83', 12, ['<details><summary>35 effect-relevant changes</summary>', '<details><summary>9 cosmetic changes</summary>'], []],
  ])('%s → %s: %i items for its breaking changes, every one named, the one-line accept under the table and the full block at the end', (from, to, items, folds, cut) => {
    const { changes, text, lines } = comment(read(from), read(to));
    const shown = layout(lines);
    expect(text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const breaking = changes.filter((change) => change.level === 'breaking');
    expect(shown.breaking).toHaveLength(items);
    expect(namedBreaking(lines, breaking)).toBe(breaking.length);
    expect(shown.oneLine).toBe(shown.table + 2);
    expect(shown.block).toBeGreaterThan(Math.max(...shown.breaking, ...shown.lower));
    expect([shown.folds, shown.cut]).toEqual([folds, cut]);
    expect(shown.banner).toEqual([]);
  });

  it('chrome-devtools-mcp 0.12.1 → 1.11.0, approved: every one of its 38 approved breaking changes is listed with what approved it', () => {
    const { changes, lines } = comment(read('chrome-devtools-mcp@0.12.1'), read('chrome-devtools-mcp@1.11.0'), 'approved');
    const breaking = changes.filter((change) => change.level === 'breaking');
    expect(breaking).toHaveLength(38);
    expect(namedBreaking(lines, breaking)).toBe(38);
    expect(lines.filter((line) => line === '  - approved by acceptance\\: clients moved')).toHaveLength(layout(lines).breaking.length);
  });

  it("the shared change of 22 tools is one item naming each, with each tool's witness in a fold", () => {
    const { lines } = comment(read('chrome-devtools-mcp@0.12.1'), read('chrome-devtools-mcp@1.11.0'));
    const at = lines.findIndex((line) => line.startsWith('**in 22 tools**'));
    expect(lines[at + 2]).toMatch(
      /^- 🔴 \*\*breaking\*\* · `input-required-added` · .*pageId.*; this call worked before and is rejected now: one for each, below · fingerprints in the JSON report \(22\)$/,
    );
    expect(lines[at + 3]).toBe('  <details><summary>this call worked before and is rejected now, for each (22)</summary>');
    expect(lines.slice(at + 5, at + 27).every((line) => /^ {2}- `tool:[a-z_]+`: `/.test(line))).toBe(true);
  });

  it('server-everything 2025.7.29 → 2026.1.26: all 114 breaking changes are listed, and the lower ones past the budget are counted', () => {
    const { changes, lines } = comment(read('@modelcontextprotocol__server-everything@2025.7.29'), read('@modelcontextprotocol__server-everything@2026.1.26'));
    const shown = layout(lines);
    expect(
      namedBreaking(
        lines,
        changes.filter((change) => change.level === 'breaking'),
      ),
    ).toBe(114);
    expect(shown.cut).toEqual(['… and more changes: 5 effect-relevant, 5 cosmetic; see the job summary and the JSON report.']);
    // Trimmed to fit (the definition diffs left out): said on top, with what is not shown.
    expect(shown.banner).toEqual(['> Not every change is shown here (5 effect-relevant, 5 cosmetic left out of this comment); the full report is the JSON report (the report-path output).']);
  });

  it('a pair shaped like firecrawl 1.11 → 3.26: cosmetic changes on the first tool fold below the breaking ones of the last tools', () => {
    const tool = (i: number, version: 'old' | 'new') => {
      const properties: Record<string, unknown> = {};
      // tool_0: 20 reworded property descriptions; tools 1-20: a new optional property; tools 30-39: a new required one.
      for (let p = 0; p < (i === 0 ? 20 : 1); p++) properties[`p${p}`] = { type: 'string', description: i === 0 && version === 'new' ? `Field ${p}, reworded.` : `Field ${p}.` };
      if (version === 'new' && i >= 1 && i <= 20) properties.extra = { type: 'string' };
      if (version === 'new' && i >= 30) properties[`needed_${i}`] = { type: 'string' };
      return { name: `tool_${i}`, description: `Tool ${i}.`, inputSchema: { type: 'object', properties, ...(version === 'new' && i >= 30 ? { required: [`needed_${i}`] } : {}) } };
    };
    const side = (version: 'old' | 'new') => contractOf(sideWithTool({}, { tools: Array.from({ length: 40 }, (_, i) => tool(i, version)) }));
    const { changes, lines } = comment(side('old'), side('new'));
    const shown = layout(lines);
    const breaking = changes.filter((change) => change.level === 'breaking');
    expect(breaking.map((change) => change.entity)).toEqual(Array.from({ length: 10 }, (_, i) => `tool:tool_${30 + i}`));
    const places = breaking.map((change) => lines.findIndex((line) => line.includes(change.fingerprint)));
    expect(places.every((i) => i >= 0 && i < lines.indexOf(shown.folds[0]!))).toBe(true);
    expect(shown.oneLine).toBe(shown.table + 2);
    expect(shown.folds).toEqual(['<details><summary>20 effect-relevant changes</summary>', '<details><summary>20 cosmetic changes</summary>']);
    // The new property of 20 tools is told once ("in 20 tools"); the 20 reworded descriptions one line each.
    expect(shown.lower).toHaveLength(21);
    expect(lines.filter((line) => line.startsWith('**in 20 tools**'))).toHaveLength(1);
    expect(shown.cut).toEqual([]);
  });
});

describe("past GitHub's size", () => {
  /** 2,000 removed tools with long names: more than a comment can hold. */
  const removals = Array.from({ length: 2000 }, (_, i) => makeChange('tool-removed', `tool:${'t'.repeat(40)}${i}`, `/tools/t${i}`, `tool "${'t'.repeat(40)}${i}" removed`));
  const report = buildReport([{ name: 's', contractFile: '/repo/contracts/s.mcp-contract.json', changes: removals, notes: [] }], 'breaking', '/repo');

  it('the comment says on top how many breaking changes it does not show, and where they are', () => {
    const text = renderMarkdown(report, { marker: commentMarker('k'), acceptCommands: { s: ACCEPT }, diffs: {}, fullReportUrl: 'https://github.example/o/r/actions/runs/1', limit: COMMENT_LIMIT });
    expect(text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const lines = text.split('\n');
    const shown = lines.filter((line) => line.startsWith('- 🔴 **breaking**')).length;
    const banner = lines.findIndex((line) => line.startsWith('> **'));
    expect(lines[banner - 1]).toBe('> [!WARNING]');
    expect(lines[banner]).toBe(
      `> **${2000 - shown} breaking changes are not shown here** (${2000 - shown} breaking left out of this comment); the full report is in the [job summary](https://github.example/o/r/actions/runs/1) and the JSON report.`,
    );
    expect(banner).toBeLessThan(lines.findIndex((line) => line.startsWith('| server ')));
  });

  it('a Markdown file (--format markdown=FILE) lists every one of them', () => {
    const file = FORMATS.markdown.render(report, { acceptCommands: { s: ACCEPT } });
    expect(file.split('\n').filter((line) => line.startsWith('- 🔴 **breaking**'))).toHaveLength(2000);
    expect(file).not.toMatch(/not shown here|and more changes/);
  });
});
