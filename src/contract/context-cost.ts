import { setOwn } from '../json/own.js';
import { startWorker, WorkerCalls, type WorkerReply } from '../workers.js';
import { canonicalJson } from '../json/rfc8785.js';
import type { Contract, ContractEntity } from './types.js';

/**
 * What a server's tool list costs a model: every tool definition is sent on every turn. Counted
 * with gpt-tokenizer's o200k_base (the GPT-4o / GPT-5 encoding); other models' tokenizers count
 * differently, so the figures are a yardstick for growth, not a bill.
 */
export const TOKENIZER = 'gpt-tokenizer o200k_base';

/** The fields of a tool a host puts in the model's context (docs/context-cost.md). */
const SENT_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

export interface ToolCost {
  before: number;
  after: number;
}

/** `servers[].contextCost` of the report: totals and each tool's tokens (0 on the side that lacks the tool). */
export interface ContextCost {
  tokenizer: string;
  before: number;
  after: number;
  /** Keyed by tool name: built with Object.fromEntries, so `__proto__` is a tool like any other. */
  tools: Record<string, ToolCost>;
}

/** Each text's tokens, in order. */
export type TokenCounter = (texts: string[]) => Promise<number[]>;

/** Special tokens (`<|endoftext|>`) in a description are text a server wrote: counted as text, never refused. */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

/** o200k_base in this thread: its ranks are 2.4 MB of JavaScript, ~150 ms to load. */
export async function tokenizerHere(): Promise<(text: string) => number> {
  const { countTokens } = await import('gpt-tokenizer/esm/encoding/o200k_base');
  return (text) => countTokens(text, AS_TEXT);
}

/**
 * A counter started early (prefetchTokenCounter: snapshot, check, update, init, the action) runs
 * in a worker thread from the bundle (./count-worker.ts): the ranks load on the other core beside
 * the command's own code and the server's start. One needed at once (a `diff` with a changed
 * tool) loads in this thread: a worker's own start would only add to the wait. From the
 * TypeScript sources (tests) always in this thread: a worker would compile TypeScript first.
 * The same counts either way.
 */
const WORKER_AVAILABLE = !import.meta.url.endsWith('.ts');

let loading: Promise<TokenCounter> | undefined;

/** The tokenizer, loaded once. */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= tokenizerHere().then((count) => async (texts: string[]) => texts.map(count));
  return loading;
}

/** The tokenizer, starting to load now for a command that will count (in a worker thread, from the bundle); a failed load is thrown where it is awaited. */
export function prefetchTokenCounter(): void {
  loading ??= WORKER_AVAILABLE ? Promise.resolve(countingWorker()) : loadTokenCounter();
  loading.catch(() => undefined);
}

/** What ./count-worker.ts is asked and answers. */
export interface CountRequest {
  id: number;
  texts: string[];
}
export interface CountReply extends WorkerReply {
  counts?: number[];
}

/** A counter in a worker thread: referenced only while a count is awaited, so it never keeps a finished run alive. */
function countingWorker(): TokenCounter {
  // A small young generation: counting makes short-lived strings, and a large server's would grow the heap (docs/performance.md).
  const worker = startWorker('count-worker', import.meta.url, { resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  const calls = new WorkerCalls<CountReply>(worker, {
    failed: (error) => `the tokenizer failed: ${error}`,
    workerFailed: (error) => `the tokenizer's worker failed: ${error}`,
    unrefWhenIdle: true,
  });
  return async (texts) => (await calls.call((id) => ({ id, texts }) satisfies CountRequest)).counts ?? [];
}

/** Whether this process has started loading the tokenizer: what a comparison that counts nothing must leave false. */
export function tokenizerLoaded(): boolean {
  return loading !== undefined;
}

/** Context cost left out (MCG_CONTEXT_COST=off): a baseline for the bench only, never for a gate. */
export function contextCostOff(env: NodeJS.ProcessEnv): boolean {
  return env.MCG_CONTEXT_COST === 'off';
}

/** The text a tool costs: its sent fields as canonical JSON (the same tool gives the same count whatever its key order). */
function toolText(definition: Record<string, unknown>): string {
  const sent: Record<string, unknown> = {};
  for (const field of SENT_FIELDS) if (definition[field] !== undefined) sent[field] = definition[field];
  return canonicalJson(sent);
}

/** Tools a request of the counter holds: the texts of a large server are built and sent a slice at a time, never all held at once. */
const COUNT_BATCH = 500;

/** Each tool's tokens, in order. */
async function countEach(count: TokenCounter, entities: ContractEntity[]): Promise<number[]> {
  const counts: number[] = [];
  for (let start = 0; start < entities.length; start += COUNT_BATCH) {
    counts.push(...(await count(entities.slice(start, start + COUNT_BATCH).map((entity) => toolText(entity.definition)))));
  }
  return counts;
}

/**
 * The contract as `snapshot` and `update` write it: each tool's count beside its digest, and the
 * tokenizer that counted them. A later comparison takes the counts of an unchanged tool from
 * here instead of loading the tokenizer (contextCostOf).
 */
export async function withTokenCounts(contract: Contract, count: TokenCounter): Promise<Contract> {
  const entries = Object.entries(contract.tools);
  const counts = await countEach(
    count,
    entries.map(([, entity]) => entity),
  );
  const tools: Record<string, ContractEntity> = {};
  entries.forEach(([name, entity], index) => setOwn(tools, name, { ...entity, tokens: counts[index]! }));
  return { ...contract, tokenizer: TOKENIZER, tools };
}

/**
 * Each tool's tokens on both sides and the totals. The digest does not cover a count, so one is
 * trusted only from `before` (the golden contract, the first file; never the live server or the
 * second file) and only when that names our tokenizer; a tool of `after` whose digest equals its
 * `before` counterpart's takes that count, unless `after` is a live server (`live`): then every
 * tool of it is counted, so that the total a budget judges is never a file's word (a pull request
 * writes its golden file). Everything else is counted, the tokenizer loaded only if anything is.
 */
export async function contextCostOf(before: Contract, after: Contract, options: { live?: boolean; load?: () => Promise<TokenCounter> } = {}): Promise<ContextCost> {
  const load = options.load ?? loadTokenCounter;
  const names = [...new Set([...Object.keys(before.tools), ...Object.keys(after.tools)])].sort();
  const trusted = before.tokenizer === TOKENIZER;
  const stored = (entity: ContractEntity) => (trusted && entity.tokens !== undefined ? entity.tokens : undefined);
  const pairs = names.map((name) => ({ name, was: ownEntity(before.tools, name), is: ownEntity(after.tools, name) }));
  const same = (was: ContractEntity | undefined, is: ContractEntity | undefined) => !options.live && was !== undefined && is !== undefined && was.digest === is.digest;
  // The tools to count, each once: a before side without our counts, and every after tool that is not the same.
  const uncounted = new Set<ContractEntity>();
  for (const { was, is } of pairs) {
    if (was && stored(was) === undefined) uncounted.add(was);
    if (is && !same(was, is)) uncounted.add(is);
  }
  const counted = new Map<ContractEntity, number>();
  if (uncounted.size) {
    const counts = await countEach(await load(), [...uncounted]);
    [...uncounted].forEach((entity, index) => counted.set(entity, counts[index]!));
  }
  const entries = pairs.map(({ name, was, is }): [string, ToolCost] => {
    const cost = was ? (stored(was) ?? counted.get(was)!) : 0;
    return [name, { before: cost, after: same(was, is) ? cost : is ? counted.get(is)! : 0 }];
  });
  const sum = (side: keyof ToolCost) => entries.reduce((total, [, cost]) => total + cost[side], 0);
  return { tokenizer: TOKENIZER, before: sum('before'), after: sum('after'), tools: Object.fromEntries(entries) };
}

function ownEntity(tools: Record<string, ContractEntity>, name: string): ContractEntity | undefined {
  return Object.hasOwn(tools, name) ? tools[name] : undefined;
}

/** Growth in percent from `before` to `after`, one decimal; undefined from nothing. */
export function growthPercent(cost: Pick<ContextCost, 'before' | 'after'>): number | undefined {
  return cost.before === 0 ? undefined : Math.round(((cost.after - cost.before) / cost.before) * 1000) / 10;
}

/** The tools that grew most (then the largest), at most `limit`: the contributors a budget message and the fold name. */
export function largestGrowers(cost: ContextCost, limit: number): Array<{ tool: string } & ToolCost> {
  return Object.entries(cost.tools)
    .map(([tool, tokens]) => ({ tool, ...tokens }))
    .filter((entry) => entry.after > entry.before)
    .sort((a, b) => b.after - b.before - (a.after - a.before) || b.after - a.after || (a.tool < b.tool ? -1 : 1))
    .slice(0, limit);
}

/** The largest tools now, at most `limit`: the contributors to a total over budget. */
export function largestTools(cost: ContextCost, limit: number): Array<{ tool: string } & ToolCost> {
  return Object.entries(cost.tools)
    .map(([tool, tokens]) => ({ tool, ...tokens }))
    .filter((entry) => entry.after > 0)
    .sort((a, b) => b.after - a.after || (a.tool < b.tool ? -1 : 1))
    .slice(0, limit);
}
