// `npx tsx bench/classify.ts` (part of `npm run bench`): the schema comparison on realistic
// schemas. Figures are medians against a baseline measured in the same run; nothing here
// fails a build except a verdict that depends on load (the one property a bench can break).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { classify } from '../src/commands/classify.js';
import { digestOf } from '../src/json/rfc8785.js';
import { contractText } from '../src/contract/io.js';
import { compareContracts } from '../src/diff/compare.js';
import { contractOf, nestedOneOf, sideWithTool } from '../test/helpers/contracts.js';
import { realisticContract, realisticTool } from './realistic-schemas.js';

const ROOT = resolve(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist/cli.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'mcg-bench-classify-'));
const rows: string[][] = [];
let failed = false;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
function time(action: () => unknown): number {
  const started = process.hrtime.bigint();
  action();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

// 1. 2,000 against 2,000 tools of ~1 KB, 200 changed (100 narrowed behind a $ref, 100 reworded).
{
  await classify(realisticContract(10, 0), realisticContract(10, 10)); // warm: ajv's dialects are built on first use
  const full: number[] = [];
  const baseline: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS; i++) {
    // Fresh objects each run: compiled validators are cached by schema object, as within one CLI run.
    const before = realisticContract(2_000, 0);
    const after = realisticContract(2_000, 200);
    baseline.push(time(() => [before, after].forEach((c) => Object.values(c.tools).forEach((t) => digestOf(t.definition)))));
    const started = process.hrtime.bigint();
    const { changes } = await classify(before, after);
    full.push(Number(process.hrtime.bigint() - started) / 1e6);
    summary = `${changes.filter((c) => c.level === 'breaking').length} breaking, all with a witness: ${changes.every((c) => c.level !== 'breaking' || c.witness) ? 'yes' : 'NO'}`;
  }
  const figure = median(full);
  rows.push([
    'classify 2,000 vs 2,000 realistic tools, 200 changed',
    ms(figure),
    `${ms(median(baseline))} digesting both`,
    `${(figure / median(baseline)).toFixed(1)}x`,
    '< 1 s',
    figure < 1_000 ? 'yes' : 'NO',
    summary,
  ]);
}

// 2. One pair at a time: no pair over 50 ms outside a pathological case.
{
  const pairTimes: number[] = [];
  for (let i = 0; i < 100; i++) {
    const before = contractOf(sideWithTool({}, { tools: [realisticTool(i)] }));
    const after = contractOf(sideWithTool({}, { tools: [realisticTool(i, 'narrowed')] }));
    pairTimes.push(time(() => compareContracts(before, after)));
  }
  const worst = Math.max(...pairTimes);
  rows.push(['one realistic pair (narrowed behind a $ref, witness included), 100 pairs', `max ${ms(worst)}`, `median ${ms(median(pairTimes))}`, '', 'max ≤ 50 ms', worst <= 50 ? 'yes' : 'NO', '']);
}

// 3. Pathological pairs: bounded, and the report says what fell back.
for (const [name, before, after] of [
  ['6 levels of nested oneOf', { q: nestedOneOf(6, 'string') }, { q: nestedOneOf(6, 'number') }],
  ['anyOf of 3,000 object branches', { q: { anyOf: branches(0) } }, { q: { anyOf: branches(-5) } }],
] as const) {
  const b = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: before } }));
  const a = contractOf(sideWithTool({ inputSchema: { type: 'object', properties: after } }));
  const started = process.hrtime.bigint();
  const { changes, notes } = await classify(b, a, 1_000);
  const took = Number(process.hrtime.bigint() - started) / 1e6;
  const said = changes.some((c) => c.rule === 'input-undecided') || notes.length > 0;
  rows.push([`pathological: ${name} (oracle deadline 1 s)`, ms(took), '', '', 'bounded; the report says what fell back', said ? 'yes' : 'NO', changes.map((c) => c.rule).join(', ')]);
}

function branches(delta: number): unknown[] {
  return Array.from({ length: 3_000 }, (_, i) => ({ type: 'object', properties: { [`k${i}`]: { type: 'string', maxLength: 10 + delta } }, required: [`k${i}`] }));
}

// 4. The same verdicts alone and with two runs in parallel on this 2-core machine.
{
  writeFileSync(join(work, 'before.json'), contractText(realisticContract(500, 0)));
  writeFileSync(join(work, 'after.json'), contractText(realisticContract(500, 100)));
  const run = (report: string) =>
    new Promise<string>((done, fail) => {
      const child = spawn(process.execPath, [CLI, 'diff', 'before.json', 'after.json', '--report', report, '--fail-on', 'never'], { cwd: work, stdio: 'ignore' });
      child.on('exit', (code) => (code === 0 ? done(readFileSync(join(work, report), 'utf8')) : fail(new Error(`diff exited ${code}`))));
    });
  const alone = await run('alone.json');
  const [left, right] = await Promise.all([run('left.json'), run('right.json')]);
  const same = alone === left && alone === right;
  if (!same) failed = true;
  rows.push([
    'diff of 500 realistic tools, 100 changed: one run vs two in parallel',
    same ? 'byte-identical reports' : 'REPORTS DIFFER',
    '',
    '',
    'no verdict depends on load',
    same ? 'yes' : 'NO',
    '',
  ]);
}

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(`\nschema comparison — ${RUNS} runs, medians, node ${process.version}\n`);
console.log(line(['benchmark', 'figure', 'baseline (same run)', 'ratio', 'target', 'met', 'verdicts']));
console.log(line(['---', '---', '---', '---', '---', '---', '---']));
for (const row of rows) console.log(line(row));
if (failed) {
  console.error('bench/classify: a verdict depended on load');
  process.exit(1);
}
