import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { stringify } from 'yaml';
import { contextCostOf, TOKENIZER, type ContextCost, type TokenCounter } from '../src/contract/context-cost.js';
import { entityOf } from '../src/contract/digests.js';
import { contractText, parseContract } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import type { Report } from '../src/report/report.js';
import { runNode } from './helpers/cli.js';
import { fixtureArgs, ROOT, tempDir, writeSide, type Side } from './helpers/fixture.js';

/**
 * Issue 36, context cost: a contract carries each tool's token count beside its digest
 * (`tokens`) and the tokenizer that counted them (`tokenizer`). `snapshot` and `update` count;
 * a comparison trusts only the before side's counts (the golden contract, the first file) and
 * counts the rest, loading the tokenizer only then. `dist/cli.js` as a process (`npm run build`
 * first), servers as real child processes (the fixture server).
 */
const CLI = join(ROOT, 'dist/cli.js');
const gate = (args: string[], dir: string, env: Record<string, string> = {}) => runNode([CLI, ...args], dir, env);
const WEATHER = join(ROOT, 'contracts/weather.mcp-contract.json');
const REAL = join(ROOT, 'test/fixtures/real-servers');

const FORECAST = {
  name: 'get_forecast',
  description: 'Get the forecast for a city.',
  inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};
/** A tool named as a prototype key: its count is kept as a tool's like any other. */
const PROTO = { name: '__proto__', description: 'Hostile name.', inputSchema: { type: 'object' } };
const side = (tools: object[]): Side => ({ protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0' }, capabilities: { tools: {} }, tools });

/** A contract file's data, as JSON.parse gives it (`__proto__` an own key). */
const dataOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { tools: Record<string, Record<string, unknown>> };
const weather = () => parseContract(readFileSync(WEATHER, 'utf8'), WEATHER);
const toolCosts = (cost: ContextCost) => ({ before: cost.before, after: cost.after, tools: cost.tools });

/** The weather contract with list_alerts' description changed, its digests made afresh (as update would write it, less its count). */
function alertsReworded(contract: Contract): Contract {
  const definition = { ...contract.tools.list_alerts!.definition, description: 'Active weather alerts for a region, newest first.' };
  return { ...contract, tools: { ...contract.tools, list_alerts: entityOf(definition, true) } };
}

/** A loader that says whether it ran: the tokenizer is loaded only when a tool must be counted. */
function recordingLoader(): { load: () => Promise<TokenCounter>; loads: () => number } {
  let loads = 0;
  return {
    load: async () => {
      loads++;
      const { loadTokenCounter } = await import('../src/contract/context-cost.js');
      return loadTokenCounter();
    },
    loads: () => loads,
  };
}

describe("the contract carries each tool's count", () => {
  it("snapshot writes tokens beside each tool's digest and the tokenizer that counted them; the file round-trips and update writes the same bytes", async () => {
    const dir = tempDir('mcg-counts-');
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'weather', command: process.execPath, args: fixtureArgs(writeSide(dir, side([FORECAST, PROTO]))) }] }));
    const first = await gate(['snapshot'], dir);
    expect(first.code, first.stderr).toBe(0);
    const file = join(dir, 'contracts/weather.mcp-contract.json');
    const text = readFileSync(file, 'utf8');
    const data = dataOf(file);
    expect(data.tokenizer).toBe('gpt-tokenizer o200k_base');
    expect(Object.entries(data.tools).map(([name, tool]) => [name, tool.tokens])).toEqual([
      ['__proto__', 21],
      ['get_forecast', 38],
    ]);
    // Keys sorted as every key of the file: the count last in its tool, the tokenizer before the tools.
    expect(Object.keys(data.tools.get_forecast!)).toEqual(['definition', 'digest', 'schemaDigests', 'tokens']);
    expect(Object.keys(data).indexOf('tokenizer')).toBe(Object.keys(data).indexOf('tools') - 1);
    expect(contractText(parseContract(text, file))).toBe(text);
    writeFileSync(file, text.replace('"tokens": 38', '"tokens": 5')); // a count update does not trust: it counts afresh
    const update = await gate(['update'], dir);
    expect(update.code, update.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('a bad tokens or tokenizer is exit 2 naming the file and the JSON pointer', async () => {
    const bad = (edit: (data: ReturnType<typeof dataOf>) => void) => {
      const data = dataOf(WEATHER);
      edit(data);
      return () => parseContract(JSON.stringify(data), 'weather.json');
    };
    expect(
      bad((data) => {
        data.tools.get_forecast!.tokens = -1;
      }),
    ).toThrow('contract weather.json at /tools/get_forecast/tokens: must be >= 0 (not an mcp-contract v1 file)');
    expect(
      bad((data) => {
        data.tools.list_alerts!.tokens = '78';
      }),
    ).toThrow('contract weather.json at /tools/list_alerts/tokens: must be integer (not an mcp-contract v1 file)');
    expect(
      bad((data) => {
        data.tools.list_alerts!.tokens = 7.5;
      }),
    ).toThrow('contract weather.json at /tools/list_alerts/tokens: must be integer (not an mcp-contract v1 file)');
    expect(
      bad((data) => {
        data.tokenizer = 5;
      }),
    ).toThrow('contract weather.json at /tokenizer: must be string (not an mcp-contract v1 file)');
    // Tools only: a resource has no count.
    expect(
      bad((data) => {
        (data.resources as Record<string, Record<string, unknown>>)['weather://stations']!.tokens = 3;
      }),
    ).toThrow('contract weather.json at /resources/weather:~1~1stations: must NOT have additional properties ("tokens") (not an mcp-contract v1 file)');

    const dir = tempDir('mcg-counts-');
    const data = dataOf(WEATHER);
    data.tools.get_forecast!.tokens = -1;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(data));
    const run = await gate(['diff', WEATHER, 'bad.json'], dir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`contract ${join(dir, 'bad.json')} at /tools/get_forecast/tokens: must be >= 0 (not an mcp-contract v1 file)`);
  });

  it('a contract without counts is still valid (older files), and gives the same context cost as one with them', async () => {
    const counted = ['@modelcontextprotocol__server-everything@2025.7.29', '@modelcontextprotocol__server-everything@2026.1.26'].map((name) => {
      const file = join(REAL, `${name}.mcp-contract.json`);
      return parseContract(readFileSync(file, 'utf8'), file);
    });
    const [before, after] = counted.map((contract) => {
      const data = JSON.parse(contractText(contract)) as ReturnType<typeof dataOf>;
      delete data.tokenizer;
      for (const tool of Object.values(data.tools)) delete tool.tokens;
      return parseContract(JSON.stringify(data), 'uncounted.json');
    }) as [Contract, Contract];
    expect(before.tokenizer).toBeUndefined();
    const uncounted = await contextCostOf(before, after);
    expect(await contextCostOf(counted[0]!, counted[1]!)).toEqual(uncounted);
    expect({ before: uncounted.before, after: uncounted.after, tokenizer: uncounted.tokenizer }).toEqual({ before: 916, after: 1307, tokenizer: TOKENIZER });
  });
});

describe("a comparison trusts the before side's counts only", () => {
  it('a before count is used for an unchanged tool on both sides (a hand-set count that no tokenizer gives shows), and nothing is loaded', async () => {
    const before = weather();
    before.tools.get_forecast = { ...before.tools.get_forecast!, tokens: 1000 };
    const loader = recordingLoader();
    const cost = await contextCostOf(before, weather(), { load: loader.load });
    expect(toolCosts(cost)).toEqual({ before: 1078, after: 1078, tools: { get_forecast: { before: 1000, after: 1000 }, list_alerts: { before: 78, after: 78 } } });
    expect(loader.loads()).toBe(0);
  });

  it('against a live server every tool of it is counted: a hand-set golden count stays on the before side only', async () => {
    const before = weather();
    before.tools.get_forecast = { ...before.tools.get_forecast!, tokens: 1000 };
    const loader = recordingLoader();
    const cost = await contextCostOf(before, weather(), { live: true, load: loader.load });
    expect(toolCosts(cost)).toEqual({ before: 1078, after: 313, tools: { get_forecast: { before: 1000, after: 235 }, list_alerts: { before: 78, after: 78 } } });
    expect(loader.loads()).toBe(1);
  });

  it('an after count on a changed tool is ignored: the tool is counted afresh', async () => {
    const after = alertsReworded(weather());
    after.tools.list_alerts = { ...after.tools.list_alerts!, tokens: 1 };
    const loader = recordingLoader();
    const cost = await contextCostOf(weather(), after, { load: loader.load });
    expect(toolCosts(cost)).toEqual({ before: 313, after: 316, tools: { get_forecast: { before: 235, after: 235 }, list_alerts: { before: 78, after: 81 } } });
    expect(loader.loads()).toBe(1);
  });

  it('an after count is never trusted on its own, nor a before count of another tokenizer or of a file that names none', async () => {
    const handSet = (contract: Contract, tokenizer: string | undefined): Contract => {
      const { tokenizer: _, ...rest } = contract;
      const tools = { get_forecast: { ...contract.tools.get_forecast!, tokens: 5 }, list_alerts: { ...contract.tools.list_alerts!, tokens: 5 } };
      return { ...rest, ...(tokenizer ? { tokenizer } : {}), tools };
    };
    const fresh = { before: 313, after: 313, tools: { get_forecast: { before: 235, after: 235 }, list_alerts: { before: 78, after: 78 } } };
    const uncounted = handSet(weather(), undefined);
    expect(toolCosts(await contextCostOf(uncounted, handSet(weather(), TOKENIZER)))).toEqual(fresh);
    expect(toolCosts(await contextCostOf(handSet(weather(), 'tiktoken cl100k_base'), weather()))).toEqual(fresh);
    expect(toolCosts(await contextCostOf(uncounted, weather()))).toEqual(fresh);
  });

  it("diff: the first file's hand-set count shows, the second file's does not; MCG_CONTEXT_COST=off leaves the context cost out", async () => {
    const dir = tempDir('mcg-counts-');
    const before = dataOf(WEATHER);
    before.tools.get_forecast!.tokens = 1000;
    writeFileSync(join(dir, 'before.json'), JSON.stringify(before));
    const after = JSON.parse(contractText(alertsReworded(weather()))) as ReturnType<typeof dataOf>;
    after.tools.get_forecast!.tokens = 2;
    after.tools.list_alerts!.tokens = 2;
    writeFileSync(join(dir, 'after.json'), JSON.stringify(after));
    const run = await gate(['diff', 'before.json', 'after.json', '--report', 'diff.json'], dir);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'diff.json'), 'utf8')) as Report;
    expect(report.servers[0]!.contextCost).toEqual({ tokenizer: TOKENIZER, before: 1078, after: 1081, tools: { get_forecast: { before: 1000, after: 1000 }, list_alerts: { before: 78, after: 81 } } });
    const off = await gate(['diff', 'before.json', 'after.json', '--report', 'off.json'], dir, { MCG_CONTEXT_COST: 'off' });
    expect(off.code, off.stderr).toBe(0);
    expect((JSON.parse(readFileSync(join(dir, 'off.json'), 'utf8')) as Report).servers[0]!.contextCost).toBeUndefined();
  });

  it("check: the golden contract's hand-set count shows on its side only; every live tool is counted, so a forged golden cannot lower the total a budget judges", async () => {
    const dir = tempDir('mcg-counts-');
    const sideFile = writeSide(dir, side([FORECAST, PROTO]));
    writeFileSync(join(dir, 'mcp-contract.yaml'), stringify({ servers: [{ name: 'weather', command: process.execPath, args: fixtureArgs(sideFile) }] }));
    expect((await gate(['snapshot'], dir)).code).toBe(0);
    const golden = join(dir, 'contracts/weather.mcp-contract.json');
    writeFileSync(golden, readFileSync(golden, 'utf8').replace('"tokens": 38', '"tokens": 1000'));
    writeSide(dir, side([FORECAST, { ...PROTO, description: 'Hostile <|endoftext|> name.' }]));
    const run = await gate(['check', '--report', 'report.json'], dir);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as Report;
    expect(report.servers[0]!.contextCost).toEqual({
      tokenizer: TOKENIZER,
      before: 1021,
      after: 66,
      tools: Object.fromEntries([
        ['__proto__', { before: 21, after: 28 }],
        ['get_forecast', { before: 1000, after: 38 }],
      ]),
    });
  });
});

describe('the tokenizer is loaded only when a tool must be counted', () => {
  it('diff of a counted contract with itself loads none; a changed tool loads it', async () => {
    // A module registry of its own: this process's tokenizer state starts unloaded.
    vi.resetModules();
    const { diffContracts } = await import('../src/commands/diff-contracts.js');
    const { tokenizerLoaded } = await import('../src/contract/context-cost.js');
    const dir = tempDir('mcg-counts-');
    writeFileSync(join(dir, 'changed.json'), contractText(alertsReworded(weather())));
    const diff = (afterFile: string) => diffContracts({ beforeFile: WEATHER, afterFile, afterName: afterFile, failOn: 'never', root: dir });
    const same = await diff(WEATHER);
    expect(tokenizerLoaded()).toBe(false);
    expect(toolCosts(same.outcome.contextCost!)).toEqual({ before: 313, after: 313, tools: { get_forecast: { before: 235, after: 235 }, list_alerts: { before: 78, after: 78 } } });
    const changed = await diff(join(dir, 'changed.json'));
    expect(tokenizerLoaded()).toBe(true);
    expect(changed.outcome.contextCost!.tools.list_alerts).toEqual({ before: 78, after: 81 });
  });
});
