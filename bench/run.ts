// `npm run bench`: speed and memory figures as a table, each against a baseline measured
// in the same run (this machine is shared and noisy: ratios and medians, not absolutes).
// Not a test: nothing here fails a build. BENCH_RUNS sets the repetitions (default 7).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import { classify } from '../src/commands/classify.js';
import { digestOf } from '../src/contract/canonical.js';
import { contractText, parseContract } from '../src/contract/io.js';
import type { Contract } from '../src/contract/types.js';
import { evaluateSchemas } from '../src/evidence/schemas.js';
import { contractOf, nestedOneOf, sideWithTool } from '../test/helpers/contracts.js';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli.js');
const FIXTURE = join(ROOT, 'test/fixtures/fixture-server.mjs');
const EVERYTHING = join(ROOT, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const work = mkdtempSync(join(tmpdir(), 'mcg-bench-'));

interface Row {
  name: string;
  figure: string;
  baseline: string;
  ratio: string;
  target: string;
  met: boolean;
}
const rows: Row[] = [];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs a process to completion; wall time in ms and, through measure.mjs, peak RSS in MB. */
function runProcess(args: string[], okCodes = [0]): { ms: number; rssMb?: number; stdout: string; status: number | null } {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const rss = /MAXRSS_KB (\d+)/.exec(result.stderr ?? '');
  if (!okCodes.includes(result.status ?? -1)) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return { ms, rssMb: rss ? Number(rss[1]) / 1024 : undefined, stdout: result.stdout, status: result.status };
}

/** Interleaves the two commands RUNS times and returns both medians (noise hits both alike). */
function compare(ours: () => number, baseline: () => number): { ours: number; baseline: number } {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    a.push(ours());
    b.push(baseline());
  }
  return { ours: median(a), baseline: median(b) };
}

function timeInProcess(action: () => unknown): number {
  const started = process.hrtime.bigint();
  action();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function timeAsync(action: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await action();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function fixtureConfig(name: string, tools: number, pageSize: number): string {
  const side = sideWithTool({}, { pageSize });
  const template = (side.tools as Array<Record<string, unknown>>)[0]!;
  // Every schema distinct, as in a real server with as many tools: no cache helps.
  side.tools = Array.from({ length: tools }, (_, i) => ({ ...template, name: `tool_${i}`, inputSchema: { type: 'object', properties: { [`q${i}`]: { type: 'string', maxLength: i % 100 } }, required: [`q${i}`] } }));
  const sideFile = join(work, `${name}.side.json`);
  writeFileSync(sideFile, JSON.stringify(side));
  const config = join(work, `${name}.yaml`);
  writeFileSync(config, stringify({ servers: [{ name, command: process.execPath, args: [FIXTURE, '--side', sideFile], contract: `${name}.json`, pageCap: 20_000, timeouts: { totalMs: 600_000 } }] }));
  return config;
}

// 1. Snapshot of server-everything over stdio against a bare SDK client doing the same.
{
  const result = compare(
    () => runProcess([CLI, 'snapshot', '--out', 'everything.json', '--', process.execPath, EVERYTHING, 'stdio']).ms,
    () => runProcess([join(ROOT, 'bench/baseline-sdk-client.mjs'), process.execPath, EVERYTHING, 'stdio']).ms,
  );
  const ratio = result.ours / result.baseline;
  rows.push({ name: 'snapshot server-everything (stdio, 100 resources in 10 pages)', figure: ms(result.ours), baseline: `${ms(result.baseline)} bare SDK 1.x client`, ratio: `${ratio.toFixed(2)}x`, target: '≤ 1.2x', met: ratio <= 1.2 });
}

// 2. 10,000 tools in 1,000 pages, and 100,000 in 10,000: wall time, peak RSS, growth.
{
  const small = fixtureConfig('tools10k', 10_000, 10);
  const large = fixtureConfig('tools100k', 100_000, 10);
  const smallRuns = Array.from({ length: Math.min(RUNS, 5) }, () => runProcess([join(ROOT, 'bench/measure.mjs'), CLI, 'snapshot', '--config', small]));
  const baselineRuns = Array.from({ length: Math.min(RUNS, 5) }, () => runProcess([join(ROOT, 'bench/baseline-sdk-client.mjs'), process.execPath, FIXTURE, '--side', join(work, 'tools10k.side.json')]).ms);
  const smallMs = median(smallRuns.map((r) => r.ms));
  const smallRss = median(smallRuns.map((r) => r.rssMb!));
  const baselineMs = median(baselineRuns);
  rows.push({ name: 'snapshot 10,000 tools / 1,000 pages (stdio): wall', figure: ms(smallMs), baseline: `${ms(baselineMs)} bare SDK 1.x client`, ratio: `${(smallMs / baselineMs).toFixed(2)}x`, target: '< 5 s', met: smallMs < 5_000 });
  rows.push({ name: 'snapshot 10,000 tools / 1,000 pages (stdio): peak RSS', figure: `${smallRss.toFixed(0)} MB`, baseline: '', ratio: '', target: '< 300 MB', met: smallRss < 300 });
  const largeRun = runProcess([join(ROOT, 'bench/measure.mjs'), CLI, 'snapshot', '--config', large]);
  const growth = largeRun.ms / smallMs;
  rows.push({ name: 'snapshot 100,000 tools / 10,000 pages: wall', figure: ms(largeRun.ms), baseline: `${ms(smallMs)} for 10,000`, ratio: `${growth.toFixed(1)}x for 10x the tools`, target: '≈ 10x (linear)', met: growth < 13 });
  rows.push({ name: 'snapshot 100,000 tools / 10,000 pages: peak RSS', figure: `${largeRun.rssMb!.toFixed(0)} MB`, baseline: `${smallRss.toFixed(0)} MB for 10,000`, ratio: `${(largeRun.rssMb! / smallRss).toFixed(1)}x`, target: '≤ 10x (linear)', met: largeRun.rssMb! / smallRss <= 10 });
}

// 3. Cold start.
{
  const result = compare(() => runProcess([CLI, '--version']).ms, () => runProcess(['-e', '0']).ms);
  rows.push({ name: 'mcp-contract --version (cold start)', figure: ms(result.ours), baseline: `${ms(result.baseline)} node -e 0`, ratio: `${(result.ours / result.baseline).toFixed(2)}x`, target: '< 300 ms', met: result.ours < 300 });
}

// 4. Classification: two contracts of 2,000 tools, 200 of them with changed schemas.
function toolsContract(count: number, changed: number): Contract {
  const tools = Array.from({ length: count }, (_, i) => ({
    name: `tool_${i}`,
    description: `Tool number ${i}.`,
    // Every schema distinct (property names carry the index): no two pairs are the same question.
    inputSchema: { type: 'object', properties: { [`q${i}`]: { type: 'string', maxLength: i < changed ? 50 : 100 }, mode: { enum: ['a', 'b', 'c'] }, n: { type: 'integer', minimum: 0 } }, required: [`q${i}`] },
    outputSchema: { type: 'object', properties: { [`id${i}`]: { type: 'string' }, items: { type: 'array', items: { type: 'object', properties: { v: { type: 'number' } } } } }, required: [`id${i}`] },
  }));
  return contractOf({ ...sideWithTool({}), tools });
}
{
  const before = toolsContract(2_000, 0);
  const after = toolsContract(2_000, 200);
  const baseline: number[] = [];
  const full: number[] = [];
  let changes = 0;
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    baseline.push(timeInProcess(() => [before, after].forEach((c) => Object.values(c.tools).forEach((t) => digestOf(t.definition)))));
    full.push(await timeAsync(async () => (changes = (await classify(before, after)).changes.length)));
  }
  rows.push({ name: `classify 2,000 vs 2,000 tools, 200 changed schemas (${changes} changes, oracle included)`, figure: ms(median(full)), baseline: `${ms(median(baseline))} digesting both`, ratio: `${(median(full) / median(baseline)).toFixed(1)}x`, target: '< 3 s', met: median(full) < 3_000 });

  const goldenText = contractText(before);
  const unchanged: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    unchanged.push(await timeAsync(async () => {
      await classify(parseContract(goldenText, 'golden.json'), before);
      evaluateSchemas(before);
    }));
  }
  rows.push({ name: 'unchanged 2,000-tool check beyond discovery (read, validate, compare, schema evidence)', figure: ms(median(unchanged)), baseline: `${ms(median(baseline))} digesting both`, ratio: `${(median(unchanged) / median(baseline)).toFixed(1)}x`, target: '< 300 ms', met: median(unchanged) < 300 });
}

// 5. A pathological schema: the whole check ends within the oracle deadline plus one second.
{
  const deadline = 2_000;
  const side = (leaf: string) => ({ ...sideWithTool({ inputSchema: { type: 'object', properties: { q: nestedOneOf(6, leaf) } } }) });
  writeFileSync(join(work, 'patho-before.json'), JSON.stringify(side('string')));
  writeFileSync(join(work, 'patho-after.json'), JSON.stringify(side('number')));
  const config = (which: string) =>
    writeFileSync(join(work, 'patho.yaml'), stringify({ servers: [{ name: 'patho', command: process.execPath, args: [FIXTURE, '--side', join(work, `patho-${which}.json`)], contract: 'patho.json', timeouts: { oracleMs: deadline } }] }));
  config('before');
  runProcess([CLI, 'snapshot', '--config', 'patho.yaml']);
  const inSync = runProcess([CLI, 'check', '--config', 'patho.yaml']).ms;
  config('after');
  const check = runProcess([CLI, 'check', '--config', 'patho.yaml', '--report', 'patho-report.json'], [1]);
  const said = readFileSync(join(work, 'patho-report.json'), 'utf8').includes('json-schema-diff timed out');
  rows.push({ name: `pathological schema (6 levels of nested oneOf), oracle deadline ${deadline} ms`, figure: ms(check.ms), baseline: `${ms(inSync)} the same check in sync`, ratio: `+${ms(check.ms - inSync)}`, target: `< deadline + 1 s beyond it; report says so: ${said ? 'yes' : 'NO'}`, met: check.ms - inSync < deadline + 1_000 && said });
}

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(`\nmcp-contract-gate benchmarks — ${RUNS} runs, medians, node ${process.version}\n`);
console.log(line(['benchmark', 'figure', 'baseline (same run)', 'ratio', 'target', 'met']));
console.log(line(['---', '---', '---', '---', '---', '---']));
for (const row of rows) console.log(line([row.name, row.figure, row.baseline, row.ratio, row.target, row.met ? 'yes' : 'NO']));
