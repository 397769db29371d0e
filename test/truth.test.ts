import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { changeOf } from '../src/diff/change.js';
import type { Evidence } from '../src/evidence/types.js';
import { failureLine } from '../src/github/publish.js';
import type { FailOn } from '../src/policy/gate.js';
import { semverAdvice } from '../src/policy/semver.js';
import { causeDocument, causesText, decisionOf, headlineOf } from '../src/report/cause.js';
import { FORMATS } from '../src/report/formats/index.js';
import { readHiddenData } from '../src/report/markdown-escape.js';
import { CAUSE_LABEL, COMMENT_LIMIT, commentMarker } from '../src/report/markdown.js';
import { assembleReport, countLevels, type Report, type ServerReport } from '../src/report/report.js';
import reportSchema from '../src/report/report.schema.json' with { type: 'json' };
import { ROOT } from './helpers/fixture.js';

/**
 * One decision, every format: a run per kind of cause, each failing for that cause alone, and
 * every output (terminal, JSON, Markdown, SARIF, JUnit, changelog, the hidden cause, the
 * `::error::` line) says the same verdict and names the same cause.
 */
const removed = changeOf('tool-removed', 'tool:gone', '/tools/gone', 'tool "gone" removed', {});
const reworded = changeOf('description-changed', 'tool:kept', '/tools/kept/definition/description', 'description reworded', {});

function server(extra: Partial<ServerReport>): ServerReport {
  const changes = extra.changes ?? [];
  return { name: 'notes', contract: 'contracts/notes.mcp-contract.json', status: 'compared', highest: 'none', counts: countLevels(changes), changes, notes: [], ...extra };
}

const review = { base: '0123456789abcdef', highest: 'breaking' as const, counts: countLevels([removed]), changes: [removed], approved: [], unapproved: [removed.fingerprint] };
const failingCheck: Evidence = { check: 'declared_capability_unused', status: 'fail', level: 'effect-relevant', subject: 'server', message: 'declares prompts and serves none' };

interface Run {
  kind: string;
  report: Report;
  /** The cause's kind, fingerprint, rule and entity; the line that says why it fails. */
  cause: { kind: string; fingerprint: string; rule: string; entity: string };
  why: string;
}

/** What a test compares of a cause item: the rest (server, level, pointer) follows from these. */
const named = (causes: Array<Run['cause']>) => causes.map((c) => ({ kind: c.kind, fingerprint: c.fingerprint, rule: c.rule, entity: c.entity }));

const run = (kind: string, servers: ServerReport[], failOn: FailOn, cause: Run['cause'], why: string): Run => ({ kind, report: assembleReport(servers, failOn), cause, why });

const RUNS: Run[] = [
  run(
    'drift',
    [server({ changes: [removed, reworded], highest: 'breaking' })],
    'breaking',
    { kind: 'change', fingerprint: removed.fingerprint, rule: 'tool-removed', entity: 'tool:gone' },
    '1 breaking change',
  ),
  run(
    'unapproved intended change',
    [server({ changes: [reworded], review })],
    'breaking',
    { kind: 'unapproved', fingerprint: removed.fingerprint, rule: 'tool-removed', entity: 'tool:gone' },
    '1 unapproved breaking intended change',
  ),
  run(
    'evidence',
    [server({ evidence: [failingCheck] })],
    'effect-relevant',
    { kind: 'evidence', fingerprint: 'evidence:declared_capability_unused:server', rule: 'evidence-declared-capability-unused', entity: 'server' },
    '1 effect-relevant failed check',
  ),
  run(
    'semver',
    [server({ changes: [removed], highest: 'breaking', semver: semverAdvice([removed], '1.4.2', '1.4.3', 'enforce') })],
    'never',
    { kind: 'semver', fingerprint: 'semver:major:1.4.3', rule: 'semver-bump-too-small', entity: 'server' },
    '1 version bump too small (semver: enforce)',
  ),
];

const schema = JSON.parse(readFileSync(join(ROOT, 'docs/cause.schema.json'), 'utf8'));
const validateCause = new Ajv2020({ strict: true }).compile(schema);
const validateReport = new Ajv2020({ strict: true }).compile(reportSchema);
const APPROVAL = { label: 'mcp-contract:approved-breaking', policyFile: 'mcp-contract.policy.yaml', majorBump: false };

describe('every format prints the gate’s decision', () => {
  it.each(RUNS.map((r) => [r.kind, r] as const))('%s: the verdict fail and its one cause, in every format', (_kind, { report, cause, why }) => {
    const decision = decisionOf(report);
    expect([decision.verdict, decision.causes.length, causesText(decision)]).toEqual(['fail', 1, why]);

    const terminal = FORMATS.terminal.render(report, { title: 'mcp-contract check' }).split('\n')[0]!;
    expect(terminal.startsWith(`mcp-contract check: FAIL (highest: ${report.highest}, fail-on: ${report.failOn}) — `)).toBe(true);
    expect(terminal.endsWith('more cause') || terminal.endsWith('more causes')).toBe(false);

    const json = JSON.parse(FORMATS.json.render(report));
    expect(validateReport(json), JSON.stringify(validateReport.errors)).toBe(true);
    expect(json.verdict).toBe('fail');
    expect(json.causes).toEqual(causeDocument(report, COMMENT_LIMIT).causes);
    expect(named(json.causes)).toEqual([cause]);

    const markdown = FORMATS.markdown.render(report, { markdown: { marker: commentMarker('k') } });
    expect(markdown.split('\n').filter((line) => line.startsWith('#') || line.startsWith('**Why'))).toEqual(['## ❌ MCP contract: fail', `**Why it fails:** ${why}.`, '### notes']);
    const hidden = JSON.parse(readHiddenData(CAUSE_LABEL, markdown)!);
    expect(validateCause(hidden), JSON.stringify(validateCause.errors)).toBe(true);
    expect(hidden.verdict).toBe('fail');
    expect(named(hidden.causes)).toEqual([cause]);

    const sarif = JSON.parse(FORMATS.sarif.render(report)).runs[0];
    expect(sarif.properties).toMatchObject({ verdict: 'fail', causes: why });
    const fingerprints = sarif.results.map((r: { partialFingerprints: Record<string, string> }) => Object.values(r.partialFingerprints)[0]);
    expect(fingerprints.filter((f: string) => f.endsWith(cause.fingerprint))).toHaveLength(1);

    const junit = FORMATS.junit.render(report);
    expect(/<testsuites [^>]* failures="(\d+)"/.exec(junit)![1]).toBe('1');
    expect(junit.match(/<failure /g)).toHaveLength(1);

    const changelog = FORMATS.changelog.render(report);
    expect(changelog.split('\n')[2]).toBe(`Gate: **fail**: ${why}.`);
    // "No changes." only where neither the drift nor the intended change has one (a failed check alone).
    const anyChange = report.servers.some((s) => s.changes.length + (s.review?.changes.length ?? 0) > 0);
    expect(changelog.includes('No changes.')).toBe(!anyChange);

    const line = failureLine(report, headlineOf(report), APPROVAL, {});
    expect(line.startsWith(`mcp-contract: fail (highest change: ${headlineOf(report).level}, fail-on: ${report.failOn}): notes: `)).toBe(true);
  });

  it('several causes on one entity: JUnit counts each, as the JSON report and the hidden cause list them', () => {
    const renamed = changeOf('tool-removed', 'tool:gone', '/tools/gone/definition/inputSchema', 'input schema replaced', {});
    const report = assembleReport([server({ changes: [removed, renamed, reworded], review, evidence: [failingCheck] })], 'effect-relevant');
    const kinds = ['change', 'change', 'unapproved', 'evidence']; // worst first
    expect(JSON.parse(FORMATS.json.render(report)).causes.map((c: { kind: string }) => c.kind)).toEqual(kinds);
    expect(JSON.parse(readHiddenData(CAUSE_LABEL, FORMATS.markdown.render(report))!).causes.map((c: { kind: string }) => c.kind)).toEqual(kinds);
    const junit = FORMATS.junit.render(report);
    expect([/<testsuites [^>]* failures="(\d+)"/.exec(junit)![1], junit.match(/<failure /g)!.length]).toEqual(['4', 4]);
    expect(causesText(decisionOf(report))).toBe('2 breaking changes, 1 unapproved breaking intended change, 1 effect-relevant failed check');
  });

  it('a server not compared: error in every format, its message in the cause', () => {
    const report = assembleReport([server({ status: 'error', error: { exitCode: 3, message: 'tools/list, page 2: no answer within 15000 ms' } })], 'breaking');
    expect(FORMATS.terminal.render(report, { title: 'mcp-contract check' }).split('\n')[0]).toBe('mcp-contract check: ERROR (highest: none, fail-on: breaking) — "notes" not compared');
    const markdown = FORMATS.markdown.render(report);
    expect(markdown.split('\n').filter((line) => line.startsWith('**Why'))).toEqual(['**Why it could not decide:** 1 server not compared.']);
    const hidden = JSON.parse(readHiddenData(CAUSE_LABEL, markdown)!);
    expect(validateCause(hidden), JSON.stringify(validateCause.errors)).toBe(true);
    expect(hidden.causes).toEqual([{ kind: 'error', server: 'notes', exitCode: 3, message: 'tools/list, page 2: no answer within 15000 ms' }]);
    const json = JSON.parse(FORMATS.json.render(report));
    expect([validateReport(json), json.verdict, json.causes]).toEqual([true, 'error', hidden.causes]);
    // A report written before `causes` existed still validates: the property is optional.
    delete json.causes;
    expect(validateReport(json)).toBe(true);
    expect(/<testsuites [^>]* errors="(\d+)"/.exec(FORMATS.junit.render(report))![1]).toBe('1');
    expect(JSON.parse(FORMATS.sarif.render(report)).runs[0].invocations[0].executionSuccessful).toBe(false);
  });

  it('a pass has no cause anywhere', () => {
    const report = assembleReport([server({ changes: [reworded], highest: 'cosmetic' })], 'breaking');
    expect(
      FORMATS.markdown
        .render(report)
        .split('\n')
        .filter((line) => line.startsWith('**Why')),
    ).toEqual([]);
    expect(causeDocument(report, COMMENT_LIMIT).causes).toEqual([]);
    expect(JSON.parse(FORMATS.json.render(report)).causes).toEqual([]);
    expect(/<testsuites [^>]* failures="(\d+)"/.exec(FORMATS.junit.render(report))![1]).toBe('0');
    expect(FORMATS.changelog.render(report)).not.toContain('Gate:');
  });
});

describe('the cause under a size limit', () => {
  it('drops causes from the lowest level up, never a breaking one while a lower one stays, and says so', () => {
    const breaking = Array.from({ length: 30 }, (_, i) => changeOf('tool-removed', `tool:b${i}`, `/tools/b${i}`, 'removed', {}));
    const effect = Array.from({ length: 300 }, (_, i) => changeOf('tool-added', `tool:e${i}`, `/tools/e${i}`, 'added', {}));
    // Effect-relevant changes first in the list: the trim goes by level, not by position.
    const report = assembleReport([server({ changes: [...effect, ...breaking], highest: 'breaking' })], 'effect-relevant');
    const document = causeDocument(report, 12_000);
    expect(JSON.stringify(document).length).toBeLessThanOrEqual(12_000);
    expect(validateCause(document), JSON.stringify(validateCause.errors)).toBe(true);
    const levels = document.causes.map((c) => (c.kind === 'error' ? 'error' : c.level));
    expect(levels.slice(0, 30)).toEqual(Array(30).fill('breaking'));
    expect(document.trimmed).toEqual({
      listed: document.causes.length,
      total: 330,
      left: { 'effect-relevant': 330 - document.causes.length },
      rest: 'the JSON report (the report-path output) lists every change',
    });
  });
});
