import { setOwn } from '../json/own.js';
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

export type TokenCounter = (text: string) => number;

/** Special tokens (`<|endoftext|>`) in a description are text a server wrote: counted as text, never refused. */
const AS_TEXT = { disallowedSpecial: new Set<string>() };

let loading: Promise<TokenCounter> | undefined;

/**
 * The tokenizer, loaded once. Its ranks are 2.4 MB of JavaScript (~150 ms to load): a command
 * that will count starts loading it early so that the load overlaps the server's start.
 */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/esm/encoding/o200k_base').then(
    ({ countTokens }) =>
      (text: string) =>
        countTokens(text, AS_TEXT),
  );
  return loading;
}

/** loadTokenCounter started now, to be awaited later: a failed load is thrown there, not unhandled here. */
export function prefetchTokenCounter(): void {
  loadTokenCounter().catch(() => undefined);
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

/**
 * The contract as `snapshot` and `update` write it: each tool's count beside its digest, and the
 * tokenizer that counted them. A later comparison takes the counts of an unchanged tool from
 * here instead of loading the tokenizer (contextCostOf).
 */
export function withTokenCounts(contract: Contract, count: TokenCounter): Contract {
  const tools: Record<string, ContractEntity> = {};
  for (const [name, entity] of Object.entries(contract.tools)) setOwn(tools, name, { ...entity, tokens: count(toolText(entity.definition)) });
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
  const uncounted = pairs.some(({ was, is }) => (was && stored(was) === undefined) || (is && !same(was, is)));
  const count = uncounted ? await load() : undefined;
  const fresh = (entity: ContractEntity) => count!(toolText(entity.definition));
  const entries = pairs.map(({ name, was, is }): [string, ToolCost] => {
    const cost = was ? (stored(was) ?? fresh(was)) : 0;
    return [name, { before: cost, after: same(was, is) ? cost : is ? fresh(is) : 0 }];
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
