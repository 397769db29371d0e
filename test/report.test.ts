import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { ServerOutcome } from '../src/report/outcome.js';
import { compareContracts } from '../src/diff/compare.js';
import { buildReport, reportJson } from '../src/report/report.js';
import reportSchema from '../src/report/report.schema.json' with { type: 'json' };
import { renderTerminal } from '../src/report/terminal.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';

const hostile = 'Evil\u001b[2J\u001b[31m tool\nFAKE: line | `x` <details>';
const before = contractOf(sideWithTool({ description: 'Harmless.' }));
const after = contractOf(sideWithTool({ description: hostile, inputSchema: { type: 'object', required: ['a'], properties: { a: { type: 'string' } } } }));
const outcome: ServerOutcome = { name: 'unit', contractFile: '/work/contracts/unit.json', current: after, ...compareContracts(before, after), notes: [] };

describe('the JSON report', () => {
  it('validates against its published schema, for a compared server and for one in error', () => {
    const validate = new Ajv2020({ strict: true }).compile(reportSchema);
    const report = buildReport(
      [outcome, { name: 'down', contractFile: '/work/contracts/down.json', changes: [], notes: [], error: { exitCode: 3, message: 'server "down": could not start' } }],
      'effect-relevant',
      '/work',
    );
    expect(validate(JSON.parse(reportJson(report))), JSON.stringify(validate.errors)).toBe(true);
    expect(report).toMatchObject({ verdict: 'error', highest: 'breaking', counts: { breaking: 1 } });
    expect(report.servers[0]!.contract).toBe('contracts/unit.json');
  });

  it('gives the verdict by fail-on', () => {
    expect(buildReport([outcome], 'breaking', '/work').verdict).toBe('fail');
    expect(buildReport([outcome], 'never', '/work').verdict).toBe('pass');
    expect(buildReport([{ ...outcome, changes: outcome.changes.filter((c) => c.level === 'cosmetic') }], 'effect-relevant', '/work').verdict).toBe('pass');
  });
});

describe('the terminal report', () => {
  it('colours only when asked (a TTY), and no server text can emit control characters or new lines', () => {
    const report = buildReport([outcome], 'effect-relevant', '/work');
    const plain = renderTerminal(report, 'mcp-contract check', false);
    const coloured = renderTerminal(report, 'mcp-contract check', true);
    expect(plain).not.toContain('\u001b');
    expect(coloured).toContain('\u001b[31m✖ breaking');
    // eslint-disable-next-line no-control-regex -- the ANSI escape is what is stripped
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain);
    expect(plain).not.toMatch(/^FAKE:/m);
    expect(plain).toContain('input-required-added');
  });
});
