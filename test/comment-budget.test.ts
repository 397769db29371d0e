import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseContract } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import { compareContracts } from '../src/diff/compare.js';
import { definitionDiffs } from '../src/report/definition-diffs.js';
import { COMMENT_LIMIT, commentMarker, renderMarkdown } from '../src/report/markdown.js';
import { buildReport } from '../src/report/report.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { ROOT } from './helpers/fixture.js';

/**
 * The comment's budget cuts from the bottom: on real upgrades of published servers and on a
 * large pair built to the shape of firecrawl 1.11 → 3.26 (cosmetic changes on an early tool,
 * breaking ones on later tools), every breaking change and the accept command are in the first
 * 150 lines, no lower change is shown while a breaking one is cut, and each fold counts what it holds.
 */
const DIR = join(ROOT, 'test/fixtures/real-servers');
const read = (file: string) => parseContract(readFileSync(join(DIR, `${file}.mcp-contract.json`), 'utf8'), file);
const ACCEPT = { update: 'mcp-contract update --server s', approve: 'mcp-contract update --server s --approve "why"' };

function comment(before: Contract, after: Contract) {
  const { changes } = compareContracts(before, after);
  const report = buildReport([{ name: 's', contractFile: '/repo/contracts/s.mcp-contract.json', golden: before, current: after, changes, notes: [] }], 'breaking', '/repo');
  const text = renderMarkdown(report, { marker: commentMarker('k'), acceptCommands: { s: ACCEPT }, diffs: { s: definitionDiffs(before, after) }, limit: COMMENT_LIMIT });
  return { changes, text, lines: text.split('\n') };
}

/** Where each breaking change is named (its fingerprint, or its shared cluster's line), the accept command, and what was cut. */
function layout(lines: string[]) {
  const at = (test: (line: string) => boolean) => lines.flatMap((line, i) => (test(line) ? [i] : []));
  return {
    breaking: at((line) => line.startsWith('- 🔴 **breaking**')),
    lower: at((line) => line.startsWith('- 🟠') || line.startsWith('- ⚪')),
    accept: lines.indexOf(ACCEPT.approve),
    cut: lines.filter((line) => line.startsWith('… and more changes')),
    folds: lines.filter((line) => line.startsWith('<details><summary>') && !line.includes('definition diff')),
  };
}

describe('the comment on a large upgrade', () => {
  it.each([
    [
      'chrome-devtools-mcp@0.12.1',
      'chrome-devtools-mcp@1.11.0',
      ['<details><summary>10 effect-relevant changes</summary>'],
      ['… and more changes: 57 effect-relevant, 10 cosmetic; see the job summary and the JSON report.'],
    ],
    [
      '@playwright__mcp@0.0.56',
      '@playwright__mcp@0.0.83',
      ['<details><summary>20 effect-relevant changes</summary>'],
      ['… and more changes: 15 effect-relevant, 9 cosmetic; see the job summary and the JSON report.'],
    ],
  ])('%s → %s: every breaking change, then the accept command, in the first 150 lines', (from, to, folds, cut) => {
    const { changes, text, lines } = comment(read(from), read(to));
    const shown = layout(lines);
    expect(text.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const breaking = changes.filter((change) => change.level === 'breaking');
    // Each breaking change is named: by its fingerprint, or as one of a shared cluster ("fingerprints in the JSON report (n)").
    const named = breaking.filter((change) => lines.slice(0, 150).some((line) => line.includes(change.fingerprint)));
    const shared = shown.breaking.filter((i) => i < 150).reduce((sum, i) => sum + Number(/fingerprints in the JSON report \((\d+)\)/.exec(lines[i]!)?.[1] ?? 0), 0);
    expect(named.length + shared).toBe(breaking.length);
    expect(shown.accept).toBeGreaterThan(shown.breaking.at(-1)!);
    expect(shown.accept).toBeLessThan(150);
    expect([shown.folds, shown.cut]).toEqual([folds, cut]);
  });

  it('server-everything 2025.7.29 → 2026.1.26: 114 breaking changes overflow the budget, so no lower change is shown, and the cut says what it left', () => {
    const { lines } = comment(read('@modelcontextprotocol__server-everything@2025.7.29'), read('@modelcontextprotocol__server-everything@2026.1.26'));
    const shown = layout(lines);
    expect(shown.lower).toEqual([]);
    expect(shown.cut).toEqual(['… and more changes: 89 breaking, 32 effect-relevant, 5 cosmetic; see the job summary and the JSON report.']);
    expect(shown.accept).toBeLessThan(150);
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
    expect(shown.accept).toBeLessThan(150);
    expect(shown.folds).toEqual(['<details><summary>20 effect-relevant changes</summary>', '<details><summary>20 cosmetic changes</summary>']);
    // The new property of 20 tools is told once ("in 20 tools"); the 20 reworded descriptions one line each.
    expect(shown.lower).toHaveLength(21);
    expect(lines.filter((line) => line.startsWith('**in 20 tools**'))).toHaveLength(1);
    expect(shown.cut).toEqual([]);
  });
});
