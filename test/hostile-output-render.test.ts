import { describe, expect, it } from 'vitest';
import type { Change } from '../src/diff/change.js';
import { annotationsFor, PER_KIND_LIMIT } from '../src/report/annotations.js';
import { COMMENT_LIMIT, renderMarkdown, SUMMARY_LIMIT } from '../src/report/markdown.js';
import { assembleReport, countLevels, reportJson, type Report } from '../src/report/report.js';
import { renderTerminal } from '../src/report/terminal.js';

/**
 * A server whose drift is 100,000 changes: every renderer finishes (none recurses or spreads
 * per change), through the pure functions. Half the changes are on one entity (one group of
 * 50,000), half on 50,000 entities of their own.
 */
const COUNT = 100_000;

function change(index: number): Change {
  const entity = index % 2 === 0 ? 'tool:giant' : `tool:t${index}`;
  return {
    rule: 'input-property-removed',
    level: index % 3 === 0 ? 'breaking' : index % 3 === 1 ? 'effect-relevant' : 'cosmetic',
    entity,
    pointer: `/tools/${entity.slice(5)}/definition/inputSchema/properties/p${index}`,
    before: { type: 'string' },
    after: null,
    message: `inputSchema: property "p${index}" removed (\`code\` in it)`,
    fingerprint: index.toString(16).padStart(16, '0'),
  } as Change;
}

function hugeReport(): Report {
  const changes = Array.from({ length: COUNT }, (_, index) => change(index));
  return assembleReport([{ name: 'huge', contract: 'contracts/huge.mcp-contract.json', status: 'compared', highest: 'breaking', counts: countLevels(changes), changes, notes: [] }], 'effect-relevant');
}

describe('renderers with 100,000 changes', () => {
  const report = hugeReport();

  it('the terminal lists every change under its entity', () => {
    const lines = renderTerminal(report, 'mcp-contract check', false).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'mcp-contract check: FAIL (highest: breaking, fail-on: effect-relevant) — breaking input-property-removed (tool:giant), and 66666 more causes',
      '',
      'server "huge" — contracts/huge.mcp-contract.json',
      '  33334 breaking · 33333 effect-relevant · 33333 cosmetic',
    ]);
    expect(lines.filter((line) => line.startsWith('      inputSchema: property'))).toHaveLength(COUNT);
    expect(lines.filter((line) => line === '  tool:giant')).toHaveLength(1);
  });

  it('the comment and the summary stay within their limits', () => {
    const comment = renderMarkdown(report, { acceptCommands: {}, diffs: {}, limit: COMMENT_LIMIT, marker: '<!-- m -->' });
    const summary = renderMarkdown(report, { acceptCommands: {}, diffs: {}, limit: SUMMARY_LIMIT });
    expect(comment.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(comment.split('\n')[1]).toBe('## ❌ MCP contract: fail');
    expect(summary.split('\n')[0]).toBe('## ❌ MCP contract: fail');
  });

  it("annotations stay within GitHub's limits and count the rest", () => {
    const golden = { path: 'contracts/huge.mcp-contract.json', text: JSON.stringify({ tools: { giant: { definition: {} } } }, null, 2) };
    const annotations = annotationsFor(report, { huge: golden });
    // Changes come worst first: ten of each kind, the last notice giving way to the count.
    expect(annotations.map((a) => a.kind)).toEqual(['error', 'warning', 'notice'].flatMap((kind) => Array<string>(PER_KIND_LIMIT).fill(kind)));
    expect(annotations.at(-1)).toEqual({
      kind: 'notice',
      file: golden.path,
      line: 1,
      title: 'more changes',
      message: `${COUNT - 3 * PER_KIND_LIMIT + 1} more change(s) are not annotated (GitHub shows 10 per kind); see the job summary.`,
    });
  });

  it('the JSON report holds every change', () => {
    expect(JSON.parse(reportJson(report)).servers[0].changes).toHaveLength(COUNT);
  });
});
