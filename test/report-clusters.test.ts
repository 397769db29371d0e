import { describe, expect, it } from 'vitest';
import { changeOf } from '../src/diff/change.js';
import { clusterChanges } from '../src/report/clusters.js';
import { COMMENT_LIMIT, renderMarkdown, SUMMARY_LIMIT } from '../src/report/markdown.js';
import { assembleReport, countLevels } from '../src/report/report.js';
import { renderTerminal } from '../src/report/terminal.js';

/** One identical narrowing in 80 tools, a cosmetic change in one, and a breaking removal elsewhere. */
function report() {
  const narrowed = Array.from({ length: 80 }, (_, i) =>
    changeOf('input-bound-tightened', `tool:t${i}`, `/tools/t${i}/definition/inputSchema/properties/limit/maxLength`, 'inputSchema at /properties/limit: maxLength 100 → 50', {
      item: 'maxLength',
      witness: { value: { limit: 'a'.repeat(51) }, validBefore: true, validAfter: false },
    }),
  );
  const changes = [
    changeOf('description-changed', 'tool:a', '/tools/a/definition/description', 'description reworded: "Lists" → "List"', {}),
    ...narrowed,
    changeOf('tool-removed', 'tool:gone', '/tools/gone', 'tool "gone" removed', {}),
    ...Array.from({ length: 12 }, (_, i) => changeOf('title-changed', `tool:u${i}`, `/tools/u${i}/definition/title`, `title reworded ${i}`, {})),
  ];
  return assembleReport([{ name: 'many', contract: 'contracts/many.json', status: 'compared', highest: 'breaking', counts: countLevels(changes), changes, notes: [] }], 'breaking');
}

/** 120 different breaking changes, one per tool. */
function distinct() {
  const changes = Array.from({ length: 120 }, (_, i) => changeOf('tool-removed', `tool:t${i}`, `/tools/t${i}`, `tool "t${i}" removed`, {}));
  return assembleReport([{ name: 'many', contract: 'contracts/many.json', status: 'compared', highest: 'breaking', counts: countLevels(changes), changes, notes: [] }], 'breaking');
}

describe('a report a reviewer reads in one pass', () => {
  it('the comment for 120 different breaking changes lists every one (the line budget is for lower levels), with no banner; the summary lists them all', () => {
    const comment = renderMarkdown(distinct(), { acceptCommands: {}, diffs: {}, limit: COMMENT_LIMIT, marker: '<!-- m -->' }).split('\n');
    expect(comment.filter((line) => line.includes('tool-removed'))).toHaveLength(120);
    expect(comment.filter((line) => line.startsWith('… and ') || line.startsWith('> [!'))).toEqual([]);
    const summary = renderMarkdown(distinct(), { acceptCommands: {}, diffs: {}, limit: SUMMARY_LIMIT }).split('\n');
    expect(summary.filter((line) => line.includes('tool-removed'))).toHaveLength(120);
  });

  it('the terminal tells an identical change in 80 tools once, worst first, and names the worst change on its first line', () => {
    const lines = renderTerminal(report(), 'mcp-contract check', false).split('\n');
    expect(lines[0]).toBe('mcp-contract check: FAIL (highest: breaking, fail-on: breaking) — breaking input-bound-tightened (tool:t0), and 80 more causes');
    expect(lines.slice(4, 11)).toEqual([
      '  in 80 tools: tool:t0, tool:t1, tool:t2, tool:t3, tool:t4, tool:t5, tool:t6, tool:t7, … (72 more)',
      '    ✖ breaking        input-bound-tightened  /inputSchema/properties/limit/maxLength',
      '      inputSchema at /properties/limit: maxLength 100 → 50',
      `      valid before, rejected now: {"limit":"${'a'.repeat(51)}"}`,
      '  tool:gone',
      '    ✖ breaking        tool-removed  /tools/gone',
      '      tool "gone" removed',
    ]);
    expect(lines.slice(1).filter((line) => line.includes('input-bound-tightened'))).toHaveLength(1);
  });

  it('the comment keeps breaking changes open and folds the rest under a label that counts what it holds', () => {
    const markdown = renderMarkdown(report(), { acceptCommands: {}, diffs: {}, limit: COMMENT_LIMIT });
    expect(markdown.split('\n').filter((line) => line.startsWith('<details>'))).toEqual(['<details><summary>13 cosmetic changes</summary>']);
    const folded = markdown.slice(markdown.indexOf('<details><summary>13 cosmetic changes</summary>'));
    expect(folded).toContain('**tool\\:a**');
    expect(markdown.indexOf('**tool\\:gone**')).toBeLessThan(markdown.indexOf('<details><summary>13 cosmetic'));
    expect(markdown.split('\n').filter((line) => line.includes('input-bound-tightened'))).toHaveLength(1);
    expect(markdown.split('\n').length).toBeLessThan(150);
  });
});

/**
 * The same narrowing in 28 tools, where 15 of them also require `mode`: `{"limit": "a…"}` was
 * never valid on their old schema, so their witness carries `mode` too.
 */
function mixedWitnesses() {
  const requiresMode = (i: number) => i % 2 === 0 || i === 27;
  const limit = 'a'.repeat(51);
  const changes = Array.from({ length: 28 }, (_, i) =>
    changeOf('input-bound-tightened', `tool:t${i}`, `/tools/t${i}/definition/inputSchema/properties/limit/maxLength`, 'inputSchema at /properties/limit: maxLength 100 → 50', {
      item: 'maxLength',
      witness: { value: requiresMode(i) ? { limit, mode: 'fast' } : { limit }, validBefore: true, validAfter: false },
    }),
  );
  return {
    changes,
    limit,
    report: assembleReport([{ name: 'many', contract: 'contracts/many.json', status: 'compared', highest: 'breaking', counts: countLevels(changes), changes, notes: [] }], 'breaking'),
  };
}

describe('a group line’s witness', () => {
  it('is a witness for every entity it names: changes with different witnesses are grouped apart', () => {
    const { changes, limit } = mixedWitnesses();
    const even = [...Array.from({ length: 14 }, (_, i) => `tool:t${2 * i}`), 'tool:t27'];
    const odd = Array.from({ length: 13 }, (_, i) => `tool:t${2 * i + 1}`);
    const clusters = clusterChanges(changes).map((cluster) =>
      cluster.kind === 'shared' ? { entities: cluster.entities, witness: cluster.change.witness!.value, witnesses: new Set(cluster.changes.map((c) => JSON.stringify(c.witness))).size } : cluster,
    );
    expect(clusters).toEqual([
      { entities: even, witness: { limit, mode: 'fast' }, witnesses: 1 },
      { entities: odd, witness: { limit }, witnesses: 1 },
    ]);
  });

  it("the terminal prints each group with its own witness; the comment one item with each tool's witness in a fold", () => {
    const { report, limit } = mixedWitnesses();
    const terminal = renderTerminal(report, 'mcp-contract check', false).split('\n');
    expect(terminal.filter((line) => line.startsWith('  in ') || line.includes('valid before, rejected now'))).toEqual([
      '  in 15 tools: tool:t0, tool:t2, tool:t4, tool:t6, tool:t8, tool:t10, tool:t12, tool:t14, … (7 more)',
      `      valid before, rejected now: {"limit":"${limit}","mode":"fast"}`,
      '  in 13 tools: tool:t1, tool:t3, tool:t5, tool:t7, tool:t9, tool:t11, tool:t13, tool:t15, … (5 more)',
      `      valid before, rejected now: {"limit":"${limit}"}`,
    ]);
    // The comment tells the change once, naming all 28 tools, and folds each tool's own witness under it.
    const markdown = renderMarkdown(report, { acceptCommands: {}, diffs: {}, limit: COMMENT_LIMIT }).split('\n');
    expect(markdown.filter((line) => line.includes('this call worked before')).map((line) => line.slice(line.indexOf('this call worked before')))).toEqual([
      'this call worked before and is rejected now: one for each, below · fingerprints in the JSON report (28)',
      'this call worked before and is rejected now, for each (28)</summary>',
    ]);
    expect(markdown.filter((line) => line.startsWith('**in '))).toEqual([`**in 28 tools**: ${Array.from({ length: 28 }, (_, i) => `\`tool:t${i}\``).join(', ')}`]);
    const witnesses = markdown.filter((line) => line.startsWith('  - `tool:'));
    expect(witnesses).toHaveLength(28);
    expect(witnesses.slice(0, 2)).toEqual([`  - \`tool:t0\`: \` {"limit":"${limit}","mode":"fast"} \``, `  - \`tool:t1\`: \` {"limit":"${limit}"} \``]);
  });
});
