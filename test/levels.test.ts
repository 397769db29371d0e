import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseConfig } from '../src/config/load.js';
import configSchema from '../src/config/config.schema.json' with { type: 'json' };
import { levelsSchema } from '../src/diff/rules-doc.js';
import { intendedChange } from '../src/commands/intended-change.js';
import type { LevelSetting } from '../src/config/types.js';
import { contractText } from '../src/contract/io.js';
import type { ApprovalSettings } from '../src/policy/approvals.js';
import { contractOf } from './helpers/contracts.js';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, tempDir, writeSide } from './helpers/fixture.js';
import { runActionProcess } from './helpers/run-action.js';

/** `levels:` in the config: a team's level for a rule, applied before the gate and shown as set by the config. */
const drift = corpus().find((c) => c.id === 'input-required-added')!;
const LOWERED = { origin: '', ruleLevel: 'breaking' };

/** A project whose golden is `drift.before` and whose server now serves `drift.after`. */
async function drifted(config: Record<string, unknown>, server: Record<string, unknown> = {}): Promise<string> {
  const dir = tempDir('mcg-levels-');
  const write = () => writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ ...config, servers: [{ name: 'notes', command: process.execPath, args: fixtureArgs('side.json'), ...server }] }));
  write();
  writeSide(dir, drift.before, 'side.json');
  expect((await cli(['snapshot'], dir)).code).toBe(0);
  writeSide(dir, drift.after, 'side.json');
  return dir;
}

describe('levels in the config', () => {
  it('are read per server over the top level, each knowing where it was written', () => {
    const yaml = 'levels:\n  tool-added: breaking\n  input-required-added: cosmetic\nservers:\n  - name: a\n    command: node\n    levels:\n      input-required-added: effect-relevant\n';
    expect(parseConfig(yaml, 'mcp-contract.yaml').servers[0]!.levels).toEqual([
      { rule: 'input-required-added', level: 'effect-relevant', origin: '/servers/0/levels/input-required-added' },
      { rule: 'tool-added', level: 'breaking', origin: '/levels/tool-added' },
    ]);
  });

  it('read a retired id as its successor, with a warning naming both (levels and ignore, top level and per server)', () => {
    const yaml = [
      'levels:',
      '  input-type-added: cosmetic',
      'ignore:',
      '  - rule: output-const-removed',
      '    reason: the enum is generated',
      'servers:',
      '  - name: a',
      '    command: node',
      '    levels:',
      '      input-keyword-unclassified: breaking',
      '',
    ].join('\n');
    const config = parseConfig(yaml, 'mcp-contract.yaml');
    expect(config.warnings).toEqual([
      'config mcp-contract.yaml at /levels: rule id `input-type-added` is retired; read as its successor `input-type-narrowed` (rename it: docs/rules.md#retired-ids)',
      'config mcp-contract.yaml at /ignore/0/rule: rule id `output-const-removed` is retired; read as its successor `output-enum-removed` (rename it: docs/rules.md#retired-ids)',
      'config mcp-contract.yaml at /servers/0/levels: rule id `input-keyword-unclassified` is retired; read as its successor `input-logic-changed` (rename it: docs/rules.md#retired-ids)',
    ]);
    expect(config.servers[0]!.levels).toEqual([
      { rule: 'input-logic-changed', level: 'breaking', origin: '/servers/0/levels/input-logic-changed' },
      { rule: 'input-type-narrowed', level: 'cosmetic', origin: '/levels/input-type-narrowed' },
    ]);
    expect(config.servers[0]!.ignore).toEqual([{ rule: 'output-enum-removed', reason: 'the enum is generated', origin: 'config mcp-contract.yaml at /ignore/0' }]);
    expect(parseConfig('servers:\n  - name: a\n    command: node\n', 'mcp-contract.yaml').warnings).toBeUndefined();
  });

  it.each([
    [
      'servers:\n  - name: a\n    command: node\n    levels:\n      input-required-aded: cosmetic\n',
      'config mcp-contract.yaml at /servers/0/levels: unknown rule id `input-required-aded`; the nearest ids: `input-required-added`, `output-required-added`, `input-required-removed` (docs/rules.md)',
    ],
    [
      // Far from every id: still named, with the nearest ones.
      'servers:\n  - name: a\n    command: node\n    levels:\n      tool-vanished: cosmetic\n',
      'config mcp-contract.yaml at /servers/0/levels: unknown rule id `tool-vanished`; the nearest ids: `tool-added`, `tool-removed`, `title-changed` (docs/rules.md)',
    ],
    [
      'levels:\n  tool-added: harmless\nservers:\n  - name: a\n    command: node\n',
      'config mcp-contract.yaml at /levels/tool-added: must be equal to one of the allowed values ("cosmetic", "effect-relevant", "breaking")',
    ],
  ])('refuse an unknown rule id or level in one line naming the file and the place: %#', (yaml, message) => {
    expect(() => parseConfig(yaml, 'mcp-contract.yaml')).toThrow(message);
  });

  it('accept exactly the ids of the rule table (config.schema.json is written by npm run docs)', () => {
    const { levels, level } = levelsSchema();
    expect([configSchema.$defs.levels, configSchema.$defs.level]).toEqual([levels, level]);
  });

  it('lower a breaking drift through check against a real server: the gate passes, and every report says the level was set by the config', async () => {
    const dir = await drifted({}, { levels: { 'input-required-added': 'effect-relevant' } });
    const result = await cli(['check', '--fail-on', 'breaking', '--report', 'report.json', '--format', 'markdown=report.md'], dir);
    expect(result.code).toBe(0);
    const origin = '/servers/0/levels/input-required-added';
    expect(result.stdout.split('\n').slice(3, 9)).toEqual([
      '  0 breaking · 1 effect-relevant · 0 cosmetic',
      '  tool:create_note',
      '    ▲ effect-relevant input-required-added  /tools/create_note/definition/inputSchema/required',
      '      inputSchema: property "body" is required now',
      '      level set by the config (/servers/0/levels/input-required-added); the rule says breaking',
      '      valid before, rejected now: {"title":"a"}',
    ]);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(report.servers[0].changes.map((c: { rule: string; level: string; levelSetBy: unknown }) => [c.rule, c.level, c.levelSetBy])).toEqual([
      ['input-required-added', 'effect-relevant', { ...LOWERED, origin }],
    ]);
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain('**effect-relevant** (level set by the config; the rule says breaking) · ');
    // Without the entry, the same drift fails the gate.
    const plain = await drifted({});
    expect((await cli(['check', '--fail-on', 'breaking'], plain)).code).toBe(1);
  });

  it('set a level through the action (dist/index.js): a breaking rule set to cosmetic passes fail-on effect-relevant, and the summary says so', async () => {
    const dir = await drifted({ levels: { 'input-required-added': 'cosmetic' } });
    const lowered = await runActionProcess(dir, { comment: 'never', 'fail-on': 'effect-relevant' });
    expect([lowered.code, lowered.outputs.verdict, lowered.outputs.breaking]).toEqual([0, 'pass', '0']);
    const full = JSON.parse(readFileSync(lowered.outputs['report-path']!, 'utf8'));
    expect(full.servers[0].changes.map((c: { rule: string; level: string; levelSetBy: { ruleLevel: string } }) => [c.rule, c.level, c.levelSetBy.ruleLevel])).toEqual([
      ['input-required-added', 'cosmetic', 'breaking'],
    ]);
    expect(lowered.summary).toContain('(level set by the config; the rule says breaking)');
  });
});

describe('levels and approvals: one classification for the review and update', () => {
  const tool = (name: string) => ({ name, description: `the ${name} tool`, inputSchema: { type: 'object' } });
  const before = contractOf({ capabilities: { tools: {} }, tools: [tool('keep'), tool('gone')] });
  const after = contractOf({ capabilities: { tools: {} }, tools: [tool('keep')] });
  const settings: ApprovalSettings = { label: 'mcp-contract:approved-breaking', prLabels: [], acceptances: [], majorBumpApproves: false, today: '2026-12-03' };
  const intended = (levels: LevelSetting[]) =>
    intendedChange({ text: contractText(before), file: 'base.json' }, { contract: after, file: 'head.json' }, settings, { levels, ignore: [], relaxations: [] }, 2_000);

  it('a breaking rule the config lowers needs no approval, in the change update --approve records too', async () => {
    const lowered = await intended([{ rule: 'tool-removed', level: 'effect-relevant', origin: '/levels/tool-removed' }]);
    expect([lowered.changes.map((change) => [change.rule, change.level]), lowered.unapproved]).toEqual([[['tool-removed', 'effect-relevant']], []]);
    const plain = await intended([]);
    expect([plain.changes.map((change) => [change.rule, change.level]), plain.unapproved]).toEqual([[['tool-removed', 'breaking']], [plain.changes[0]!.fingerprint]]);
  });
});
