// The changed entities of a large comparison are shared between the main thread and worker
// threads (src/diff/parallel.ts): the result must be the same, byte for byte, as comparing
// them all on the main thread, whoever compared what.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realisticTool } from '../bench/realistic-schemas.js';
import { compareContracts } from '../src/diff/compare.js';
import { compareContractsInParallel } from '../src/diff/parallel.js';
import { runNode } from './helpers/cli.js';
import { contractOf, sideWithTool } from './helpers/contracts.js';
import { ROOT, tempDir } from './helpers/fixture.js';

/** Tools whose schemas carry JavaScript member names, and whose new descriptions name tools of the server. */
function hostileTool(i: number, changed: boolean): Record<string, unknown> {
  const tool = realisticTool(i, changed ? (i % 3 === 0 ? 'narrowed' : 'reworded') : 'same') as { inputSchema: { properties: Record<string, unknown> }; description: string };
  Object.defineProperty(tool.inputSchema.properties, '__proto__', { value: { type: 'string', maxLength: changed && i % 2 ? 3 : 5 }, enumerable: true, writable: true, configurable: true });
  Object.assign(tool.inputSchema.properties, { constructor: { type: 'integer', ...(changed && i % 5 === 0 ? { maximum: 9 } : {}) } });
  if (changed && i % 7 === 0) tool.description = `Use tool_${i + 1} first, then tool_${i}.`;
  return tool;
}

const contracts = (count: number, changed: number) =>
  [0, changed].map((n) => contractOf({ ...sideWithTool({}), tools: Array.from({ length: count }, (_, i) => hostileTool(i, i < n)) })) as [ReturnType<typeof contractOf>, ReturnType<typeof contractOf>];

describe('comparing in parallel', () => {
  it('gives exactly the changes of comparing on one thread', async () => {
    // Enough tools for both threads to take some (parallelFrom: 1), few enough to be a small part of the test's time on a busy machine.
    const [before, after] = contracts(48, 36);
    const alone = compareContracts(before, after);
    expect(alone.changes.length).toBeGreaterThan(36);
    expect(alone.changes.some((change) => change.witness)).toBe(true);
    expect(alone.changes.some((change) => change.rule === 'description-rewritten')).toBe(true);
    const shared = await compareContractsInParallel(before, after, { parallelFrom: 1, helpers: 2 });
    expect(JSON.stringify(shared)).toBe(JSON.stringify(alone));
  });

  it('an entity that holds the main thread too long is compared again by a worker thread, to the same result', async () => {
    // Unions without a discriminator: every old branch is weighed against every new one. entityMs: 0 hands
    // any entity over, so a small union shows it: the work stays a small part of the test's time on a busy machine.
    const union = (changed: boolean) => ({
      anyOf: Array.from({ length: 12 }, (_, i) => ({ type: 'object', properties: { [`p${i}`]: { type: 'string' }, ...(changed ? { [`q${i}`]: { type: 'integer' } } : {}) }, required: [`p${i}`] })),
    });
    const [before, after] = [false, true].map((changed) => contractOf(sideWithTool({ inputSchema: union(changed) })));
    const alone = compareContracts(before!, after!);
    expect(alone.changes.length).toBe(12);
    const handedOver = await compareContractsInParallel(before!, after!, { helpers: 1, entityMs: 0 });
    expect(JSON.stringify(handedOver)).toBe(JSON.stringify(alone));
  });

  it('past the deadline, lists the tools it did not compare in the same order', async () => {
    const [before, after] = contracts(80, 80);
    const deadlineAt = Date.now() - 1;
    const alone = compareContracts(before, after, { deadlineAt });
    const shared = await compareContractsInParallel(before, after, { deadlineAt, parallelFrom: 1, helpers: 1 });
    expect(shared.unclassified).toEqual(Object.keys(after.tools).map((name) => `tool:${name}`));
    expect(JSON.stringify(shared)).toBe(JSON.stringify(alone));
  });
});

describe('a comparison that fails on the main thread', () => {
  it('throws its error, and no worker outlives it: the process ends by itself', async () => {
    const script = [
      `import { compareContractsInParallel } from ${JSON.stringify(join(ROOT, 'src/diff/parallel.ts'))};`,
      `import { contractOf } from ${JSON.stringify(join(ROOT, 'test/helpers/contracts.ts'))};`,
      `const tools = (n) => Array.from({ length: 300 }, (_, i) => ({ name: 't' + i, description: 'v' + n, inputSchema: { type: 'object' } }));`,
      `const [before, after] = [contractOf({ tools: tools(1) }), contractOf({ tools: tools(2) })];`,
      // The last entity cannot be read: the main thread meets it (helpers take the first batches).
      `Object.defineProperty(after.tools.t99.definition, 'description', { get() { throw new Error('unreadable definition'); }, enumerable: true });`,
      `await compareContractsInParallel(before, after, { parallelFrom: 1, helpers: 2 }).catch((error) => console.log('failed:', error.message));`,
    ].join('\n');
    const file = join(tempDir('mcg-parallel-'), 'fail.mts');
    writeFileSync(file, script);
    const result = await runNode(['--import', 'tsx', file], ROOT);
    expect({ code: result.code, stdout: result.stdout }).toEqual({ code: 0, stdout: 'failed: unreadable definition\n' });
  });
});
