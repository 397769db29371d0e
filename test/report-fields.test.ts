import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { ServerOutcome } from '../src/report/outcome.js';
import { makeChange, type Change } from '../src/diff/change.js';
import { annotationsFor } from '../src/report/annotations.js';
import { causeDocument } from '../src/report/cause.js';
import { FORMATS } from '../src/report/formats/index.js';
import { buildReport, reportJson, type Report } from '../src/report/report.js';
import reportSchema from '../src/report/report.schema.json' with { type: 'json' };
import { cli } from './helpers/cli.js';
import { ROOT } from './helpers/fixture.js';

/**
 * One meaning for every field a bot reads (#33 item 3): `highest` is the same value in every
 * view; an expired acceptance is its own kind with its day; approved intended changes reach
 * SARIF and JUnit; a run that gates nothing writes no verdict; a level the config set says so.
 */
const causeSchema = JSON.parse(readFileSync(join(ROOT, 'docs/cause.schema.json'), 'utf8'));
const ajv = () => new Ajv2020({ strict: true });

const removed = makeChange('tool-removed', 'tool:old', '/tools/old', 'tool "old" removed');
const renamed = makeChange('tool-removed', 'tool:gone', '/tools/gone', 'tool "gone" removed');
const lapsed = makeChange('input-required-added', 'tool:t', '/tools/t/definition/inputSchema/required', 'property "a" is required now');

/** No drift; an intended change of three breaking changes: one approved, one unapproved, one whose acceptance expired on 2026-01-31. */
function reviewReport(): Report {
  const outcome: ServerOutcome = {
    name: 'unit',
    contractFile: '/work/contracts/unit.json',
    changes: [],
    notes: [],
    review: {
      base: 'abc123',
      changes: [removed, renamed, lapsed],
      approved: [{ fingerprint: renamed.fingerprint, by: 'acceptance: gone for good' }],
      unapproved: [removed.fingerprint, lapsed.fingerprint],
      expired: [{ fingerprint: lapsed.fingerprint, expires: '2026-01-31' }],
    },
  };
  return buildReport([outcome], 'breaking', '/work');
}

describe('highest, the same in every view', () => {
  it('is the highest of drift and intended change in the JSON report, the cause, SARIF and the terminal, the drift alone apart', () => {
    const report = reviewReport();
    const json = JSON.parse(reportJson(report));
    expect([json.highest, json.driftHighest, json.intendedHighest, json.servers[0].highest]).toEqual(['breaking', 'none', 'breaking', 'breaking']);
    const cause = causeDocument(report, 60_000);
    expect([cause.highest, cause.driftHighest, cause.intendedHighest, cause.servers[0]!.highest]).toEqual(['breaking', 'none', 'breaking', 'breaking']);
    const sarif = JSON.parse(FORMATS.sarif.render(report)).runs[0].properties;
    expect([sarif.highest, sarif.driftHighest, sarif.intendedHighest]).toEqual(['breaking', 'none', 'breaking']);
    expect(FORMATS.terminal.render(report, { title: 'mcp-contract review' }).split('\n')[0]).toMatch(/^mcp-contract review: FAIL \(highest: breaking, fail-on: breaking\)/);
  });
});

describe('an expired acceptance, its own kind', () => {
  it('is kind expired with its day in the JSON report and the cause, both valid against their schemas', () => {
    const report = reviewReport();
    const json = JSON.parse(reportJson(report));
    const validateReport = ajv().compile(reportSchema);
    expect(validateReport(json), JSON.stringify(validateReport.errors)).toBe(true);
    const item = (kind: string, change: Change, extra = {}) => ({
      kind,
      server: 'unit',
      fingerprint: change.fingerprint,
      rule: change.rule,
      level: 'breaking',
      entity: change.entity,
      pointer: change.pointer,
      ...extra,
    });
    const expected = [item('unapproved', removed), item('expired', lapsed, { expired: '2026-01-31' })];
    expect(json.causes).toEqual(expected);
    expect(json.servers[0].review.expired).toEqual([{ fingerprint: lapsed.fingerprint, expires: '2026-01-31' }]);
    const cause = causeDocument(report, 60_000);
    const validateCause = ajv().compile(causeSchema);
    expect(validateCause(cause), JSON.stringify(validateCause.errors)).toBe(true);
    expect(cause.causes).toEqual(expected);
    expect(FORMATS.markdown.render(report)).toContain('**Why it fails:** 1 unapproved breaking intended change, 1 breaking intended change whose acceptance expired.');
  });

  it('is an error of kind expired in SARIF and a failure of type expired in JUnit; an approved one is a SARIF note and a JUnit property', () => {
    const report = reviewReport();
    const results = JSON.parse(FORMATS.sarif.render(report)).runs[0].results.map((r: { level: string; message: { text: string }; properties: Record<string, unknown> }) => [
      r.level,
      r.message.text,
      r.properties.kind,
      r.properties.expired ?? r.properties.by ?? null,
    ]);
    expect(results).toEqual([
      ['error', 'Breaking intended change not approved: tool:old: tool "old" removed', 'unapproved', null],
      ['error', 'Breaking intended change whose acceptance expired on 2026-01-31: tool:t: property "a" is required now', 'expired', '2026-01-31'],
      ['note', 'Breaking intended change approved (acceptance: gone for good): tool:gone: tool "gone" removed', 'approved', 'acceptance: gone for good'],
    ]);
    const junit = FORMATS.junit.render(report);
    expect(junit.split('\n').filter((line) => /<failure |<property /.test(line))).toEqual([
      `      <failure type="unapproved" message="breaking intended change not approved: tool-removed (tool:old)">breaking tool-removed at /tools/old: tool "old" removed [${removed.fingerprint}]</failure>`,
      `      <failure type="expired" message="breaking intended change whose acceptance expired on 2026-01-31: input-required-added (tool:t)">breaking input-required-added at /tools/t/definition/inputSchema/required: property "a" is required now [${lapsed.fingerprint}]</failure>`,
      `        <property name="approved:${renamed.fingerprint}" value="acceptance: gone for good · tool-removed: tool &quot;gone&quot; removed"/>`,
    ]);
    expect(junit).toContain('<testsuites name="mcp-contract-gate" tests="6" failures="2" errors="0">');
  });
});

describe('a run that gates nothing', () => {
  it('diff without --fail-on: the JSON report has no verdict and no causes, and still validates', () => {
    const report = buildReport([{ name: 'unit', contractFile: '/work/a.json', changes: [removed], notes: [] }], 'never', '/work');
    const json = JSON.parse(FORMATS.json.render(report, { findingsOnly: true }));
    expect(Object.keys(json).sort()).toEqual(['counts', 'driftHighest', 'failOn', 'format', 'formatVersion', 'highest', 'intendedHighest', 'servers']);
    const validate = ajv().compile(reportSchema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.parse(FORMATS.json.render(report)).verdict).toBe('pass');
  });

  it('is what `diff OLD NEW --format json` writes without --fail-on; with it, the verdict is back', async () => {
    const [before, after] = ['@playwright__mcp@0.0.32', '@playwright__mcp@0.0.56'].map((name) => join(ROOT, 'test/fixtures/real-servers', `${name}.mcp-contract.json`)) as [string, string];
    const plain = await cli(['diff', before, after, '--format', 'json'], ROOT);
    expect([plain.code, 'verdict' in JSON.parse(plain.stdout), 'causes' in JSON.parse(plain.stdout), JSON.parse(plain.stdout).highest]).toEqual([0, false, false, 'breaking']);
    const gated = await cli(['diff', before, after, '--format', 'json', '--fail-on', 'breaking'], ROOT);
    expect([gated.code, JSON.parse(gated.stdout).verdict]).toEqual([1, 'fail']);
  });
});

describe('a level the config set', () => {
  const set: Change = { ...removed, level: 'effect-relevant', levelSetBy: { origin: 'mcp-contract.config.yaml levels', ruleLevel: 'breaking' } };
  const report = buildReport([{ name: 'unit', contractFile: '/work/contracts/unit.json', changes: [set], notes: [] }], 'effect-relevant', '/work');

  it('is said by SARIF, JUnit, the changelog, the annotations and the JSON report', () => {
    const sarif = JSON.parse(FORMATS.sarif.render(report)).runs[0].results[0];
    expect(sarif.message.text).toBe('tool:old: tool "old" removed (level set by the config: mcp-contract.config.yaml levels; the rule says breaking)');
    expect(sarif.properties.levelSetBy).toEqual({ origin: 'mcp-contract.config.yaml levels', ruleLevel: 'breaking' });
    expect(FORMATS.junit.render(report)).toContain(
      '<failure type="effect-relevant" message="effect-relevant change at or above effect-relevant: tool-removed">effect-relevant (level set by the config: mcp-contract.config.yaml levels; the rule says breaking) tool-removed',
    );
    expect(FORMATS.changelog.render(report)).toContain('- tool `old` removed (level set by the config: `mcp-contract.config.yaml levels`; the rule says breaking)');
    const annotations = annotationsFor(report, { unit: { path: 'contracts/unit.json', text: '{\n  "tools": {}\n}\n' } });
    expect(annotations.map((a) => a.title)).toEqual(['effect-relevant (level set by the config; the rule says breaking): tool-removed (tool:old)']);
    const validate = ajv().compile(reportSchema);
    expect(validate(JSON.parse(reportJson(report))), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the two schemas', () => {
  it('describe each field they share once: the same definition, word for word, in docs/cause.schema.json and the JSON report schema', () => {
    const cause = causeSchema.$defs;
    const report = reportSchema as unknown as { $defs: Record<string, unknown>; properties: Record<string, unknown> };
    expect(report.$defs.cause).toEqual(cause.cause);
    expect(report.$defs.level).toEqual(cause.level);
    expect(report.$defs.levelOrNone).toEqual(cause.levelOrNone);
    for (const field of ['verdict', 'failOn', 'highest', 'driftHighest', 'intendedHighest', 'counts']) expect(report.properties[field], field).toEqual(cause.decision.properties[field]);
    const serverOf = (schema: { items: { properties: Record<string, unknown> } }) => schema.items.properties.highest;
    expect(serverOf(report.properties.servers as never)).toEqual(serverOf(cause.decision.properties.servers));
  });
});
