import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEvidenceDoc } from '../src/evidence/checks-doc.js';
import { EVIDENCE_CHECKS, REFUSING_CHECKS } from '../src/evidence/checks.js';
import { evaluateLifecycle } from '../src/evidence/lifecycle.js';
import { failed, type Evidence } from '../src/evidence/types.js';
import { renderSarif } from '../src/report/formats/sarif.js';
import { assembleReport, buildReport } from '../src/report/report.js';
import { ROOT } from './helpers/fixture.js';

describe('the evidence catalogue', () => {
  it('has unique snake_case ids', () => {
    const ids = EVIDENCE_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('docs/evidence.md matches the table (run npm run docs)', () => {
    expect(readFileSync(join(ROOT, 'docs/evidence.md'), 'utf8')).toBe(renderEvidenceDoc());
  });

  it('fails every check as breaking but negative_probe_accepted, registry_version_mismatch and tool_name_collision, as the README says', () => {
    const levels = EVIDENCE_CHECKS.filter((check) => check.failure).map((check) => `${check.id} ${check.failure!.level}`);
    expect(levels.filter((line) => !line.endsWith(' breaking'))).toEqual([
      'negative_probe_accepted effect-relevant',
      'registry_version_mismatch effect-relevant',
      'tool_name_collision effect-relevant',
    ]);
  });

  it('says on every row whether a failure refuses a baseline; the refusing ones are the misbehaviour of a probe or of the lifecycle', () => {
    for (const check of EVIDENCE_CHECKS) expect([check.id, typeof check.refusesBaseline]).toEqual([check.id, 'boolean']);
    expect(EVIDENCE_CHECKS.filter((check) => check.refusesBaseline && !check.failure)).toEqual([]);
    expect([...REFUSING_CHECKS]).toEqual([
      'undeclared_capability_use',
      'tool_call_failed',
      'client_capability_required',
      'output_schema_violation',
      'example_expectation_failed',
      'record_failed',
      'subscription_probe',
      'negative_probe_accepted',
    ]);
  });

  it('gives a failure the level of the table, not of the caller', () => {
    expect([failed('negative_probe_accepted', 'tool:t', 'accepted'), failed('lifecycle_order', 'server', 'out of order')].map((item) => [item.check, item.status, item.level])).toEqual([
      ['negative_probe_accepted', 'fail', 'effect-relevant'],
      ['lifecycle_order', 'fail', 'breaking'],
    ]);
  });
});

describe('failing evidence in SARIF', () => {
  const sarifRules = (evidence: Evidence[]) => {
    const report = assembleReport(
      buildReport([{ name: 'notes', contractFile: '/work/contracts/notes.json', changes: [], notes: [], evidence }], 'effect-relevant', '/work').servers,
      'effect-relevant',
    );
    const driver = JSON.parse(renderSarif(report, {})).runs[0].tool.driver;
    return driver.rules.filter((rule: { id: string }) => rule.id.startsWith('evidence-'));
  };

  it('takes the rule of a known check from the catalogue, linked to its row of docs/evidence.md', () => {
    expect(sarifRules([failed('negative_probe_accepted', 'tool:t', 'accepted')])).toEqual([
      {
        id: 'evidence-negative-probe-accepted',
        name: 'EvidenceNegativeProbeAccepted',
        shortDescription: { text: 'no call that worked fails, but the server acts on arguments its own inputSchema forbids' },
        fullDescription: {
          text: `effect-relevant: no call that worked fails, but the server acts on arguments its own inputSchema forbids (checks: ${EVIDENCE_CHECKS.find((c) => c.id === 'negative_probe_accepted')!.checks})`,
        },
        helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate/blob/main/docs/evidence.md#evidence-negative-probe-accepted',
        defaultConfiguration: { level: 'warning' },
        properties: { level: 'effect-relevant', tags: ['mcp', 'evidence', 'effect-relevant'] },
      },
    ]);
    expect(readFileSync(join(ROOT, 'docs/evidence.md'), 'utf8')).toMatch(/<a id="evidence-negative-probe-accepted"><\/a>/);
  });

  it('gives a check the catalogue does not know (a report of another version) a generic rule at its reported level', () => {
    expect(sarifRules([{ check: 'retired_check', status: 'fail', level: 'breaking', subject: 'server', message: 'failed' }])).toEqual([
      {
        id: 'evidence-retired-check',
        name: 'EvidenceRetiredCheck',
        shortDescription: { text: 'evidence check retired_check failed' },
        fullDescription: { text: 'A checked fact about the live server (retired_check) failed; it fails the gate like a change of its level.' },
        helpUri: 'https://github.com/mcp-contract-gate/mcp-contract-gate#evidence-beyond-discovery',
        defaultConfiguration: { level: 'error' },
        properties: { level: 'breaking', tags: ['mcp', 'evidence', 'breaking'] },
      },
    ]);
  });
});

describe('undeclared_capability_use reads the server-named method as data', () => {
  it('a request or notification named after a property of Object is no capability use, and no crash', () => {
    const entry = (seq: number, kind: 'request' | 'notification', method: string) => ({ seq, atMs: 0, direction: 'in' as const, kind, method });
    const transcript = [entry(1, 'request', 'constructor'), entry(2, 'notification', '__proto__'), entry(3, 'request', 'elicitation/create')];
    const negotiated = { era: 'stateless' as const, protocolVersion: '2026-07-28', capabilities: {} };
    expect(evaluateLifecycle(transcript, negotiated, { sampling: {} })).toEqual([
      failed('undeclared_capability_use', 'server', 'the server used what was not negotiated: elicitation/create (the gate did not declare elicitation)', {
        uses: ['elicitation/create (the gate did not declare elicitation)'],
      }),
    ]);
  });
});
