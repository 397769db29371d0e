import { describe, expect, it } from 'vitest';
import { makeChange } from '../src/diff/change.js';
import { approveBreaking } from '../src/policy/approvals.js';
import { decideGate } from '../src/policy/gate.js';
import { annotationsFor, PER_KIND_LIMIT } from '../src/report/annotations.js';
import { assembleReport } from '../src/report/report.js';

const breaking = makeChange('tool-removed', 'tool:purge', '/tools/purge', 'tool "purge" removed');
const other = makeChange('tool-added', 'tool:archive', '/tools/archive', 'tool "archive" added');
const settings = { label: 'mcp-contract:approved-breaking', prLabels: [] as string[], acceptances: [], majorBumpApproves: false, today: '2026-11-30' };

describe('approvals of breaking intended changes', () => {
  it('leave non-breaking changes alone and hold a breaking one without approval', () => {
    expect(approveBreaking([breaking, other], settings, {})).toEqual({ approved: [], unapproved: [breaking] });
  });

  it('approve by the label', () => {
    expect(approveBreaking([breaking], { ...settings, prLabels: ['mcp-contract:approved-breaking'] }, {}).approved).toEqual([
      { fingerprint: breaking.fingerprint, by: 'label mcp-contract:approved-breaking' },
    ]);
  });

  it('approve by an acceptance entry until it expires', () => {
    const acceptance = { fingerprint: breaking.fingerprint, reason: 'purge is gone in 2.0', expires: '2026-12-31' };
    expect(approveBreaking([breaking], { ...settings, acceptances: [acceptance] }, {}).approved).toEqual([{ fingerprint: breaking.fingerprint, by: 'acceptance: purge is gone in 2.0' }]);
    expect(approveBreaking([breaking], { ...settings, acceptances: [acceptance], today: '2027-01-01' }, {}).unapproved).toEqual([breaking]);
  });

  it('approve by a major version bump only when configured', () => {
    expect(approveBreaking([breaking], { ...settings, majorBumpApproves: true }, { base: '1.4.0', head: '2.0.0' }).approved).toEqual([
      { fingerprint: breaking.fingerprint, by: 'major version bump 1.4.0 → 2.0.0' },
    ]);
    expect(approveBreaking([breaking], { ...settings, majorBumpApproves: true }, { base: '1.4.0', head: '1.5.0' }).unapproved).toEqual([breaking]);
    expect(approveBreaking([breaking], settings, { base: '1.4.0', head: '2.0.0' }).unapproved).toEqual([breaking]);
  });
});

describe('the verdict', () => {
  const cosmetic = makeChange('description-changed', 'tool:purge', '/tools/purge/description', 'description reworded');
  const withLevel = { none: [], cosmetic: [cosmetic], 'effect-relevant': [other], breaking: [breaking] } as const;
  it.each([
    ['none', 'effect-relevant', false, 'pass', 0],
    ['cosmetic', 'effect-relevant', false, 'pass', 0],
    ['effect-relevant', 'effect-relevant', false, 'fail', 1],
    ['breaking', 'never', false, 'pass', 0],
    ['cosmetic', 'cosmetic', false, 'fail', 1],
    ['none', 'breaking', true, 'error', 2],
  ] as const)('highest %s with fail-on %s (error: %s) is %s, exit %s', (highest, failOn, error, verdict, exitCode) => {
    const server = { name: 's', changes: withLevel[highest], ...(error ? { error: { exitCode: 2, message: 'contract c.json: no such file' } } : {}) };
    expect([decideGate([server], failOn).verdict, decideGate([server], failOn).exitCode]).toEqual([verdict, exitCode]);
  });

  it('ranks the causes worst first across servers: errors (a usage error first), then by level, the review within its level', () => {
    const one = { name: 'one', changes: [other], review: { changes: [breaking], unapproved: [breaking.fingerprint] } };
    const two = { name: 'two', changes: [breaking], error: { exitCode: 3, message: 'no answer' } };
    const three = { name: 'three', changes: [], error: { exitCode: 2, message: 'no config' } };
    const decision = decideGate([one, two, three], 'effect-relevant');
    expect(decision.causes.map((cause) => `${cause.kind} ${cause.server}${'level' in cause ? ` ${cause.level}` : ''}`)).toEqual([
      'error three',
      'error two',
      'change two breaking',
      'unapproved one breaking',
      'change one effect-relevant',
    ]);
    expect([decision.verdict, decision.exitCode]).toEqual(['error', 2]);
  });

  it('fails on failing evidence of a level at or above fail-on, and on unapproved breaking intended changes', () => {
    const server = { name: 's', contract: 'c.json', status: 'compared' as const, highest: 'none' as const, counts: { breaking: 0, 'effect-relevant': 0, cosmetic: 0 }, changes: [], notes: [] };
    const evidence = [{ check: 'output_schema_violation', status: 'fail' as const, level: 'breaking' as const, subject: 'example:x', message: 'm' }];
    expect(assembleReport([{ ...server, evidence }], 'effect-relevant').verdict).toBe('fail');
    expect(assembleReport([{ ...server, evidence }], 'never').verdict).toBe('pass');
    const review = { base: 'abc', highest: 'breaking' as const, counts: { breaking: 1, 'effect-relevant': 0, cosmetic: 0 }, changes: [breaking], approved: [], unapproved: [breaking.fingerprint] };
    expect(assembleReport([{ ...server, review }], 'breaking').verdict).toBe('fail');
  });
});

describe('annotations', () => {
  it("stay within GitHub's ten per kind, and say how many were left out", () => {
    const changes = Array.from({ length: 25 }, (_, i) => makeChange('tool-removed', `tool:t${i}`, `/tools/t${i}`, `tool "t${i}" removed`));
    const report = assembleReport(
      [{ name: 's', contract: 'c.json', status: 'compared', highest: 'breaking', counts: { breaking: 25, 'effect-relevant': 0, cosmetic: 0 }, changes, notes: [] }],
      'effect-relevant',
    );
    const text = `{\n  "tools": {\n${changes.map((_, i) => `    "t${i}": {}`).join(',\n')}\n  }\n}\n`;
    const annotations = annotationsFor(report, { s: { path: 'contracts/s.json', text } });
    expect(annotations.filter((a) => a.kind === 'error')).toHaveLength(PER_KIND_LIMIT);
    expect(annotations.filter((a) => a.kind === 'error').map((a) => a.line)).toEqual(Array.from({ length: 10 }, (_, i) => i + 3));
    expect(annotations.at(-1)).toMatchObject({ kind: 'notice', message: '15 more change(s) are not annotated (GitHub shows 10 per kind); see the job summary.' });
  });
});
