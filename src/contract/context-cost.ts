import { canonicalJson } from '../json/rfc8785.js';
import type { Contract, ContractEntity } from './types.js';

/**
 * What a server's tool list costs a model: every tool definition is sent on every turn. Counted
 * with gpt-tokenizer's o200k_base (the GPT-4o / GPT-5 encoding); other models' tokenizers count
 * differently, so the figures are a yardstick for growth, not a bill.
 */
const TOKENIZER = 'gpt-tokenizer o200k_base';

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
 * starts loading it early (prefetch) so that the load overlaps the server's start or the comparison.
 */
export function loadTokenCounter(): Promise<TokenCounter> {
  loading ??= import('gpt-tokenizer/esm/encoding/o200k_base').then(
    ({ countTokens }) =>
      (text: string) =>
        countTokens(text, AS_TEXT),
  );
  return loading;
}

/** The text a tool costs: its sent fields as canonical JSON (the same tool gives the same count whatever its key order). */
function toolText(definition: Record<string, unknown>): string {
  const sent: Record<string, unknown> = {};
  for (const field of SENT_FIELDS) if (definition[field] !== undefined) sent[field] = definition[field];
  return canonicalJson(sent);
}

/** Each tool's tokens on both sides and the totals; a tool whose digest did not change is counted once. */
export function contextCostOf(count: TokenCounter, before: Contract, after: Contract): ContextCost {
  const names = [...new Set([...Object.keys(before.tools), ...Object.keys(after.tools)])].sort();
  const costOf = (entity: ContractEntity | undefined) => (entity ? count(toolText(entity.definition)) : 0);
  const entries = names.map((name): [string, ToolCost] => {
    const [was, is] = [ownEntity(before.tools, name), ownEntity(after.tools, name)];
    const cost = costOf(was);
    return [name, { before: cost, after: was && is && was.digest === is.digest ? cost : costOf(is) }];
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
