import type { ContextBudget, DescriptionsMode, IgnoreEntry, LevelSetting, ServerConfig } from '../config/types.js';
import { changeOf, type Change } from '../diff/change.js';
import { rankOf, type Level } from '../diff/levels.js';
import { ruleById, type RuleId } from '../diff/rules.js';
import { tokens } from './context-budget.js';
import { levelSettingsOf } from './levels.js';

/** What of a server's config decides how its intended change is judged. */
export type ServerPolicy = Pick<ServerConfig, 'levels' | 'descriptions' | 'ignore' | 'contextBudget'>;

/** How a review judges one server's intended change: the levels, ignore entries and context budget to apply, and the relaxations to approve beside the contract's changes. */
export interface ReviewPolicy {
  levels: readonly LevelSetting[];
  ignore: readonly IgnoreEntry[];
  relaxations: readonly Change[];
  contextBudget?: ContextBudget;
}

/**
 * The policy a review applies: the base commit's (`levels:`, `ignore:`, `descriptions:`,
 * `contextBudget:`), so that a pull request cannot lower the bar for its own change, and each relaxation the head makes of
 * it as a change to approve. Without a base config (a server new to it, or none found where none
 * is required) the head's levels apply as they always did, and there is nothing to compare.
 */
export function reviewPolicy(base: ServerPolicy | undefined, head: ServerPolicy): ReviewPolicy {
  if (!base) return { levels: levelSettingsOf(head), ignore: [], relaxations: [], ...budgetOf(head) };
  return { levels: levelSettingsOf(base), ignore: base.ignore ?? [], relaxations: policyRelaxations(base, head), ...budgetOf(base) };
}

function budgetOf(policy: ServerPolicy): { contextBudget?: ContextBudget } {
  return policy.contextBudget ? { contextBudget: policy.contextBudget } : {};
}

/** Each level, descriptions mode, ignore entry and budget limit the head relaxes against the base, as a breaking change of the config (entity `config`). */
export function policyRelaxations(base: ServerPolicy, head: ServerPolicy): Change[] {
  return [
    ...levelsLowered(base.levels ?? [], head.levels ?? []),
    ...descriptionsLowered(base.descriptions, head.descriptions),
    ...ignoresAdded(base.ignore ?? [], head.ignore ?? []),
    ...budgetRaised(base.contextBudget, head.contextBudget),
  ];
}

/** A `contextBudget` limit the base sets and the head raises or leaves out (a new or lower limit is no relaxation). */
function budgetRaised(base: ContextBudget | undefined, head: ContextBudget | undefined): Change[] {
  const figure = { tokens: (limit: number) => tokens(limit), growthPercent: (limit: number) => `+${limit} %` };
  return (['tokens', 'growthPercent'] as const).flatMap((limit) => {
    const [before, after] = [base?.[limit], head?.[limit]];
    if (before === undefined || (after !== undefined && after <= before)) return [];
    const to = after === undefined ? 'no limit' : figure[limit](after);
    const message = `this pull request raises contextBudget.${limit}: ${figure[limit](before)} → ${to} (the review judges by the base's ${figure[limit](before)})`;
    return [changeOf('config-budget-raised', 'config', `/contextBudget/${limit}`, message, { before, ...(after === undefined ? {} : { after }), item: limit })];
  });
}

/** A rule whose level at the head (its `levels:` entry, else the table's) is below the base's. */
function levelsLowered(base: readonly LevelSetting[], head: readonly LevelSetting[]): Change[] {
  const levelIn = (settings: readonly LevelSetting[], rule: RuleId): Level => settings.find((setting) => setting.rule === rule)?.level ?? ruleById(rule).level;
  const rules = [...new Set([...head, ...base].map((setting) => setting.rule))].sort();
  return rules.flatMap((rule) => {
    const [before, after] = [levelIn(base, rule), levelIn(head, rule)];
    if (rankOf(after) >= rankOf(before)) return [];
    const origin = head.find((setting) => setting.rule === rule)?.origin;
    const where = origin ? ` (${origin})` : ` (the base's entry ${base.find((setting) => setting.rule === rule)!.origin} was removed)`;
    return [changeOf('config-level-lowered', 'config', `/levels/${rule}`, `this pull request lowers ${rule}: ${before} → ${after}${where}`, { before, after, item: after })];
  });
}

/** Rewordings judged more leniently: effect-relevant > auto (the table's verdicts) > cosmetic. */
const DESCRIPTIONS_RANK: Record<DescriptionsMode, number> = { cosmetic: 0, auto: 1, 'effect-relevant': 2 };

function descriptionsLowered(base: DescriptionsMode | undefined, head: DescriptionsMode | undefined): Change[] {
  const [before, after] = [base ?? 'auto', head ?? 'auto'];
  if (DESCRIPTIONS_RANK[after] >= DESCRIPTIONS_RANK[before]) return [];
  return [changeOf('config-descriptions-lowered', 'config', '/descriptions', `this pull request lowers descriptions: ${before} → ${after}`, { before, after, item: after })];
}

/** An ignore entry the base has none like (the same rule, entity and pointer; the reason may differ). */
function ignoresAdded(base: readonly IgnoreEntry[], head: readonly IgnoreEntry[]): Change[] {
  const known = new Set(base.map(matcherOf));
  const added = new Map<string, IgnoreEntry>();
  for (const entry of head) if (!known.has(matcherOf(entry)) && !added.has(matcherOf(entry))) added.set(matcherOf(entry), entry);
  return [...added].map(([item, entry]) => {
    const matches = (['rule', 'entity', 'pointer'] as const).flatMap((field) => (entry[field] === undefined ? [] : [`${field} ${entry[field]}`])).join(', ');
    return changeOf('config-ignore-added', 'config', '/ignore', `this pull request adds an ignore entry (${matches}): ${entry.reason}`, { after: { ...matcher(entry), reason: entry.reason }, item });
  });
}

const matcher = (entry: IgnoreEntry) => ({
  ...(entry.rule === undefined ? {} : { rule: entry.rule }),
  ...(entry.entity === undefined ? {} : { entity: entry.entity }),
  ...(entry.pointer === undefined ? {} : { pointer: entry.pointer }),
});
const matcherOf = (entry: IgnoreEntry) => JSON.stringify(matcher(entry));
