import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { cli } from './helpers/cli.js';
import { corpus, fixtureArgs, tempDir, writeSide, type CorpusCase } from './helpers/fixture.js';

/**
 * Every labeled drift case end to end, through real server processes: the fixture serves
 * `before`, `snapshot` writes the golden file; the fixture serves `after`, `check` reports
 * a highest level that the case allows. In both protocol eras.
 */
async function runCase(drift: CorpusCase, era: 'handshake' | 'stateless'): Promise<{ highest: string; rules: string[]; golden: string; goldenAfter: string }> {
  const dir = tempDir(`mcg-corpus-${drift.id}-`);
  const config = join(dir, 'mcp-contract.yaml');
  const serve = (side: string) => writeFileSync(config, stringify({ servers: [{ name: 'case', command: process.execPath, args: fixtureArgs(join(dir, side), { era }), contract: 'golden.json' }] }));
  writeSide(dir, drift.before, 'before.json');
  writeSide(dir, drift.after, 'after.json');
  serve('before.json');
  const snapshot = await cli(['snapshot'], dir);
  expect(snapshot.stderr).toBe('');
  const golden = readFileSync(join(dir, 'golden.json'), 'utf8');
  serve('after.json');
  const check = await cli(['check', '--report', 'report.json', '--fail-on', 'never'], dir);
  expect(check.stderr).toBe('');
  expect(check.code).toBe(0);
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
  return {
    highest: report.highest,
    rules: report.servers[0].changes.map((c: { rule: string }) => c.rule),
    golden,
    goldenAfter: readFileSync(join(dir, 'golden.json'), 'utf8'),
  };
}

describe('the labeled drift corpus', () => {
  for (const era of ['handshake', 'stateless'] as const) {
    it.each(corpus().map((drift) => [drift.id, drift] as const))(`%s (${era} era)`, async (_id, drift) => {
      const outcome = await runCase(drift, era);
      expect(drift.allowed, `rules: ${outcome.rules.join(', ')}`).toContain(outcome.highest);
      expect(outcome.goldenAfter).toBe(outcome.golden); // check never writes the golden file
    });
  }
});

describe('the corpus files', () => {
  // The team's copy (drift-cases.json, refreshed by npm run corpus) and the repository's own cases (local-cases.json).
  it('hold each id once', () => {
    const ids = corpus().map((drift) => drift.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
