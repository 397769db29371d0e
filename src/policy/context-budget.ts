import type { ContextBudget } from '../config/types.js';
import { growthPercent, largestGrowers, largestTools, type ContextCost } from '../contract/context-cost.js';
import { changeOf, type Change } from '../diff/change.js';
import { oneLine } from '../errors.js';

/** How many tools a budget change names as the largest contributors. */
const CONTRIBUTORS = 3;

/**
 * `contextBudget` against the tool definitions' cost: a total above `tokens`, or a growth above
 * `growthPercent`, is a change `context-budget-exceeded` (one per limit: its fingerprint is the
 * rule, `server`, `/tools` and the limit, the same on every run whatever the numbers).
 */
export function budgetChanges(cost: ContextCost, budget: ContextBudget | undefined): Change[] {
  if (!budget) return [];
  const changes: Change[] = [];
  const total = `tool definitions cost ${tokens(cost.after)} tokens (${cost.tokenizer})`;
  if (budget.tokens !== undefined && cost.after > budget.tokens) {
    const largest = contributors(largestTools(cost, CONTRIBUTORS).map((entry) => [entry.tool, tokens(entry.after)]));
    const message = `${total}, above the budget of ${tokens(budget.tokens)} (contextBudget.tokens); largest: ${largest}`;
    changes.push(changeOf('context-budget-exceeded', 'server', '/tools', message, { item: 'tokens', before: budget.tokens, after: cost.after }));
  }
  const growth = growthPercent(cost);
  if (budget.growthPercent !== undefined && growth !== undefined && growth > budget.growthPercent) {
    const grown = largestGrowers(cost, CONTRIBUTORS).map(({ tool, before, after }): [string, string] => [tool, `+${tokens(after - before)}`]);
    const message = `${total}, ${tokens(cost.before)} before: +${growth} %, above the budget of +${budget.growthPercent} % (contextBudget.growthPercent); largest growth: ${contributors(grown)}`;
    changes.push(changeOf('context-budget-exceeded', 'server', '/tools', message, { item: 'growthPercent', before: cost.before, after: cost.after }));
  }
  return changes;
}

/** 12431 -> "12,431": the same on every machine, whatever its locale. */
export function tokens(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function contributors(entries: Array<[string, string]>): string {
  return entries.length ? entries.map(([tool, figure]) => `${oneLine(tool, 60)} (${figure})`).join(', ') : 'none';
}

/**
 * A budget judged once per limit on a pull request: where the intended change exceeds a limit the
 * drift exceeds too, the drift's change is left out (with a note keeping its figures). The intended
 * change is the one a person approves, by the same fingerprint; the drift's could never be
 * approved, so a total over `tokens` would fail every run of an approved pull request.
 */
export function budgetJudgedOnce(drift: Change[], intended: readonly Change[]): { drift: Change[]; notes: string[] } {
  const reviewed = new Set(intended.filter((change) => change.rule === 'context-budget-exceeded').map((change) => change.fingerprint));
  const left = drift.filter((change) => change.rule === 'context-budget-exceeded' && reviewed.has(change.fingerprint));
  if (!left.length) return { drift, notes: [] };
  return {
    drift: drift.filter((change) => !left.includes(change)),
    notes: left.map((change) => `Live vs golden, judged by the intended change's context-budget-exceeded (${change.item}) instead, the one to approve: ${change.message}`),
  };
}
