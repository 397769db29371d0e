import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gatedReport } from '../src/commands/gated-report.js';
import { loadConfig } from '../src/config/load.js';
import type { ServerConfig } from '../src/config/types.js';
import { compareContracts } from '../src/diff/compare.js';
import { contractOf } from './helpers/contracts.js';
import { corpus, tempDir } from './helpers/fixture.js';

/** A correction and a rewrite of two descriptions, judged under each `descriptions` mode. */
function outcome() {
  const before = corpus().find((c) => c.id === 'tool-removed')!.before;
  const after = structuredClone(before) as { tools: Array<{ name: string; description?: string }> };
  after.tools.find((t) => t.name === 'create_note')!.description = 'Creates a note.';
  after.tools.find((t) => t.name === 'list_notes')!.description = 'List at most 20 notes, newest first.';
  const { changes } = compareContracts(contractOf(before), contractOf(after as never));
  return { name: 'notes', contractFile: 'contracts/notes.json', changes, notes: [] };
}

const SET = { origin: 'descriptions: cosmetic', ruleLevel: 'effect-relevant' };
const RAISED = { origin: 'descriptions: effect-relevant', ruleLevel: 'cosmetic' };

describe('the descriptions setting: shorthand for the levels of the wording rules', () => {
  it.each([
    [
      undefined,
      [
        ['description-changed', 'cosmetic', undefined],
        ['description-rewritten', 'effect-relevant', undefined],
      ],
    ],
    [
      'cosmetic',
      [
        ['description-changed', 'cosmetic', undefined],
        ['description-rewritten', 'cosmetic', SET],
      ],
    ],
    [
      'effect-relevant',
      [
        ['description-changed', 'effect-relevant', RAISED],
        ['description-rewritten', 'effect-relevant', undefined],
      ],
    ],
  ] as const)('%s: each rewording keeps its rule, at the level the mode gives it, marked as set by the config', (mode, expected) => {
    const report = gatedReport([outcome()], [{ descriptions: mode } as ServerConfig], 'never', undefined, '/');
    expect(report.servers[0]!.changes.map((c) => [c.rule, c.level, c.levelSetBy]).sort()).toEqual(expected);
  });

  it('yields to a levels entry for the same rule', () => {
    const levels = [{ rule: 'description-rewritten' as const, level: 'breaking' as const, origin: '/levels/description-rewritten' }];
    const report = gatedReport([outcome()], [{ descriptions: 'cosmetic', levels } as ServerConfig], 'never', undefined, '/');
    expect(report.servers[0]!.changes.map((c) => [c.rule, c.level, c.levelSetBy]).sort()).toEqual([
      ['description-changed', 'cosmetic', undefined],
      ['description-rewritten', 'breaking', { origin: '/levels/description-rewritten', ruleLevel: 'effect-relevant' }],
    ]);
  });

  it('is read from the config, the server over the top level, and a bad value is exit 2 naming where', async () => {
    const dir = tempDir('mcg-descriptions-');
    mkdirSync(join(dir, '.git'));
    const file = join(dir, 'mcp-contract.yaml');
    writeFileSync(file, 'descriptions: cosmetic\nservers:\n  - name: a\n    command: node\n  - name: b\n    command: node\n    descriptions: effect-relevant\n');
    expect((await loadConfig(file, dir)).servers.map((s) => s.descriptions)).toEqual(['cosmetic', 'effect-relevant']);
    writeFileSync(file, 'servers:\n  - name: a\n    command: node\n    descriptions: sometimes\n');
    await expect(loadConfig(file, dir)).rejects.toThrow(/servers\/0\/descriptions/);
  });
});
